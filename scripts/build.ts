/**
 * `npm run build [-- --content DIR --out DIR --since MANIFEST]`: content/ → the static tree (every
 * deterministic API response, the worker's data, the search index, manifest.json) and the site,
 * written to a temporary folder that replaces the output only when everything succeeded. Refuses
 * a build that would lose or change what the previous manifest published (`--since`, else the
 * output's own manifest.json).
 */
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build as astroBuild } from 'astro';
import type { Sharding } from '../src/api/layout.ts';
import { staticTree } from '../src/api/static-tree.ts';
import { indexCatalog } from '../src/catalog/catalog.ts';
import { MANIFEST_FILE, manifestOf, serializeManifest } from '../src/catalog/manifest.ts';
import { formatProblem } from '../src/catalog/problem.ts';
import { loadCatalogData } from '../src/catalog/read-content.ts';
import { searchIndexFiles } from '../src/search/build.ts';
import { gzipMeter } from './build/gzip-meter.ts';
import { guardManifest, readPreviousManifest } from './build/manifest-guard.ts';
import { siteHeadersFile } from './build/site-headers.ts';
import { workerBundle } from './build/worker-bundle.ts';
import { writeTree } from './build/write-tree.ts';

/** Workers static assets: files per version on the free plan (the default budget) and on the paid plan. */
export const FREE_PLAN_FILE_LIMIT = 20_000;
export const PAID_PLAN_FILE_LIMIT = 100_000;
/** Workers static assets: bytes per file. */
const FILE_SIZE_LIMIT = 25 * 1024 * 1024;
/** Workers: a worker's compressed size. */
const BUNDLE_GZIP_LIMIT = 10 * 1024 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Passes the tree's files through, failing at the first that breaks a limit of the static host,
 * so that a dataset too large for the layout fails early, naming the limit, rather than after
 * writing everything.
 */
function* withinHostLimits<F extends { path: string; body: string | Uint8Array }>(
  files: Iterable<F>,
  fileBudget: number,
): Generator<F> {
  let count = 0;
  for (const file of files) {
    const bytes = typeof file.body === 'string' ? Buffer.byteLength(file.body) : file.body.byteLength;
    if (bytes > FILE_SIZE_LIMIT) {
      throw new Error(
        `${file.path} is ${(bytes / 1048576).toFixed(1)} MiB, over the static host's limit of ${FILE_SIZE_LIMIT / 1048576} MiB per file`,
      );
    }
    if (++count > fileBudget) {
      throw new Error(
        `the static tree has more than ${fileBudget} files, the budget (the host's limit per version: 20,000 files on the Workers free plan, 100,000 on the paid plan; set QUOTES_FILE_BUDGET to change it); ${file.path} was one too many`,
      );
    }
    yield file;
  }
}

/** The file budget: QUOTES_FILE_BUDGET when set (a positive whole number), else the free plan's limit. */
export const fileBudgetFromEnv = (value = process.env.QUOTES_FILE_BUDGET): number => {
  if (value === undefined) return FREE_PLAN_FILE_LIMIT;
  if (!/^[1-9][0-9]*$/.test(value)) {
    throw new Error(`QUOTES_FILE_BUDGET must be a positive whole number of files (got ${JSON.stringify(value)})`);
  }
  return Number(value);
};

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  /** Most files the output may hold (a static host's limit); QUOTES_FILE_BUDGET overrides. */
  fileBudget: number;
  /** Build the Astro site too (the API tree alone is enough for API tests and benchmarks). */
  site: boolean;
  /** How per-record responses are stored; by default the layout chooses from the dataset's size. */
  sharding?: Sharding;
  /** The published manifest to compare with; defaults to `outDir`'s manifest.json, if there is one. */
  since?: string;
  /** Where the summary goes; tests pass a no-op. */
  log?: (message: string) => void;
}

export const runBuild = async ({
  contentDir,
  outDir,
  fileBudget,
  site,
  sharding,
  since,
  log = console.log,
}: BuildOptions): Promise<void> => {
  const started = performance.now();
  const loaded = await loadCatalogData(contentDir);
  if (!loaded.ok) {
    throw new Error(
      [
        ...loaded.problems.map(formatProblem),
        `build failed: ${loaded.problems.length} problem${loaded.problems.length === 1 ? '' : 's'} in ${contentDir}; ${outDir} left as it was`,
      ].join('\n'),
    );
  }
  const manifest = manifestOf(loaded.data);
  guardManifest(manifest, readPreviousManifest(since, join(outDir, MANIFEST_FILE)), outDir);
  const catalog = indexCatalog(loaded.data);
  const staging = resolve(`${outDir}.staging-${process.pid}`);
  rmSync(staging, { recursive: true, force: true });
  try {
    const gzipped = gzipMeter();
    const tree = writeTree(
      staging,
      gzipped.measure(
        withinHostLimits(
          (function* () {
            yield* staticTree(catalog, loaded.data, sharding);
            yield* searchIndexFiles(catalog, loaded.authorFiles);
            yield { path: MANIFEST_FILE, body: serializeManifest(manifest) };
            yield siteHeadersFile;
          })(),
          fileBudget,
        ),
      ),
    );
    const treeGzipBytes = gzipped.total();
    const treeTime = performance.now() - started;
    let siteFiles = 0;
    if (site) {
      process.env.ASTRO_TELEMETRY_DISABLED = '1';
      const siteDir = resolve(staging, 'docs');
      await astroBuild({ root: process.cwd(), outDir: siteDir, logLevel: 'warn' });
      siteFiles = readdirSync(siteDir, { recursive: true, withFileTypes: true }).filter((entry) =>
        entry.isFile(),
      ).length;
      // The host counts the site's files too.
      if (tree.files + siteFiles > fileBudget) {
        throw new Error(
          `the static tree (${tree.files} files) and the site (${siteFiles}) together are over the budget of ${fileBudget} files; set QUOTES_FILE_BUDGET to change it`,
        );
      }
    }
    const bundle = await workerBundle('src/worker/index.ts');
    if (bundle.gzipBytes > BUNDLE_GZIP_LIMIT) {
      throw new Error(`the worker bundle is ${kb(bundle.gzipBytes)} gzip, over the Workers limit of 10 MiB`);
    }
    const previous = `${outDir}.previous-${process.pid}`;
    if (existsSync(outDir)) renameSync(outDir, previous);
    renameSync(staging, outDir);
    rmSync(previous, { recursive: true, force: true });
    log(
      [
        `dataset ${catalog.dataset}: ${catalog.quotes.length} quotes, ${catalog.authors.length} authors, ${catalog.topics.length} topics`,
        `static tree: ${tree.files} files${site ? ` and ${siteFiles} of the site` : ''}, ${kb(tree.bytes)}, ${kb(treeGzipBytes)} gzip, written in ${treeTime.toFixed(0)} ms; largest ${tree.largest.path}, ${kb(tree.largest.bytes)}`,
        `worker bundle: ${kb(bundle.bytes)}, ${kb(bundle.gzipBytes)} gzip`,
        `built ${outDir} in ${(performance.now() - started).toFixed(0)} ms`,
      ].join('\n'),
    );
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      content: { type: 'string', default: 'content' },
      out: { type: 'string', default: 'dist' },
      'no-site': { type: 'boolean', default: false },
      since: { type: 'string' },
    },
  });
  Promise.resolve()
    .then(() =>
      runBuild({
        contentDir: values.content,
        outDir: values.out,
        fileBudget: fileBudgetFromEnv(),
        site: !values['no-site'],
        since: values.since,
      }),
    )
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
