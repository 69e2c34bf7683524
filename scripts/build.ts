/**
 * `npm run build [-- --content DIR --out DIR --since MANIFEST]`: content/ → the static tree (every
 * deterministic API response, the worker's data, the search index, manifest.json) and the site,
 * written to a temporary folder that replaces the output only when everything succeeded. Refuses
 * a build that would lose or change what the previous manifest published (`--since`, else the
 * output's own manifest.json).
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build as astroBuild } from 'astro';
import { staticTree } from '../src/api/static-tree.ts';
import { indexCatalog } from '../src/catalog/catalog.ts';
import { MANIFEST_FILE, manifestOf, serializeManifest } from '../src/catalog/manifest.ts';
import { formatProblem } from '../src/catalog/problem.ts';
import { loadCatalogData } from '../src/catalog/read-content.ts';
import { searchIndexFiles } from '../src/search/build.ts';
import { guardManifest, readPreviousManifest } from './build/manifest-guard.ts';
import { workerBundle } from './build/worker-bundle.ts';
import { writeTree } from './build/write-tree.ts';

const DEFAULT_FILE_BUDGET = 20_000;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export interface BuildOptions {
  contentDir: string;
  outDir: string;
  /** Most files the output may hold (a static host's limit); QUOTES_FILE_BUDGET overrides. */
  fileBudget: number;
  /** Build the Astro site too (the API tree alone is enough for API tests and benchmarks). */
  site: boolean;
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
    const tree = writeTree(
      staging,
      (function* () {
        yield* staticTree(catalog, loaded.data);
        yield* searchIndexFiles(catalog, loaded.authorFiles);
        yield { path: MANIFEST_FILE, body: serializeManifest(manifest) };
      })(),
    );
    const treeTime = performance.now() - started;
    if (site) {
      process.env.ASTRO_TELEMETRY_DISABLED = '1';
      await astroBuild({ root: process.cwd(), outDir: resolve(staging, 'docs'), logLevel: 'warn' });
    }
    if (tree.files > fileBudget) {
      throw new Error(
        `the static tree has ${tree.files} files, over the budget of ${fileBudget} (set QUOTES_FILE_BUDGET to change it)`,
      );
    }
    const bundle = await workerBundle('src/worker/index.ts');
    const previous = `${outDir}.previous-${process.pid}`;
    if (existsSync(outDir)) renameSync(outDir, previous);
    renameSync(staging, outDir);
    rmSync(previous, { recursive: true, force: true });
    log(
      [
        `dataset ${catalog.dataset}: ${catalog.quotes.length} quotes, ${catalog.authors.length} authors, ${catalog.topics.length} topics`,
        `static tree: ${tree.files} files, ${kb(tree.bytes)}, ${kb(tree.gzipBytes)} gzip, written in ${treeTime.toFixed(0)} ms`,
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
  runBuild({
    contentDir: values.content,
    outDir: values.out,
    fileBudget: Number(process.env.QUOTES_FILE_BUDGET ?? DEFAULT_FILE_BUDGET),
    site: !values['no-site'],
    since: values.since,
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
