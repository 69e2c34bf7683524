/**
 * Build emission: writing the API's static tree (writeTree(staticTree(...)), no Astro) against a raw
 * baseline that writes the same files with the same bytes, with plain fs, in the same run.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { staticTree } from '../../src/api/static-tree.ts';
import { writeTree } from '../build/write-tree.ts';
import type { BenchDataset } from './datasets.ts';
import { figure, measured, type Figure } from './figures.ts';

const SECTION = 'build emission';

/** The static host's limit the build enforces by default (scripts/build.ts). */
const FILE_BUDGET = 20_000;

/** Emission may cost at most this many times the raw writes of the same bytes. */
const EMISSION_RATIO_LIMIT = 3;

interface RawFile {
  readonly path: string;
  readonly bytes: Buffer;
}

/** The baseline: the same files written with mkdir and writeFile, nothing else. */
const writeRaw = (root: string, files: readonly RawFile[]): void => {
  const made = new Set<string>();
  for (const file of files) {
    const target = join(root, file.path);
    const folder = dirname(target);
    if (!made.has(folder)) {
      mkdirSync(folder, { recursive: true });
      made.add(folder);
    }
    writeFileSync(target, file.bytes);
  }
};

const timed = (work: () => void): number => {
  const started = performance.now();
  work();
  return performance.now() - started;
};

/** Removes a written tree and flushes dirty pages, so that no run pays for the one before it. */
const settle = (dir: string): void => {
  rmSync(dir, { recursive: true, force: true });
  execFileSync('sync');
};

export const emissionFigures = (dataset: BenchDataset, workDir: string, runs: number): Figure[] => {
  const { catalog, data, label } = dataset;
  const files: RawFile[] = [...staticTree(catalog, data)].map(({ path, body }) => ({ path, bytes: Buffer.from(body) }));
  const bytes = files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  const treeRuns: number[] = [];
  const rawRuns: number[] = [];
  const generateRuns: number[] = [];
  const dir = join(workDir, `emission-${label.replace(/\W+/g, '-')}`);
  settle(dir);
  for (let run = 0; run < runs; run++) {
    const tree = () => {
      treeRuns.push(
        timed(() => {
          const stats = writeTree(dir, staticTree(catalog, data));
          if (stats.files !== files.length || stats.bytes !== bytes) {
            throw new Error(`writeTree wrote ${stats.files} files, ${stats.bytes} bytes; the baseline ${files.length}, ${bytes}`);
          }
        }),
      );
      settle(dir);
    };
    const raw = () => {
      rawRuns.push(timed(() => writeRaw(dir, files)));
      settle(dir);
    };
    // Alternating which goes first cancels a drift in the machine's speed over the runs.
    if (run % 2 === 0) {
      tree();
      raw();
    } else {
      raw();
      tree();
    }
    generateRuns.push(
      timed(() => {
        let size = 0;
        for (const file of staticTree(catalog, data)) size += file.body.length;
        if (size === 0) throw new Error('the static tree is empty');
      }),
    );
  }
  const baseline = measured('raw fs writes, same files', rawRuns);
  const shape = `${data.quotes.length} quotes, ${files.length} files, ${(bytes / 1048576).toFixed(1)} MiB`;
  return [
    figure({
      section: SECTION,
      name: `writeTree(staticTree) [${label}]`,
      unit: 'ms',
      runs: treeRuns,
      baseline,
      target: { of: 'ratio', op: '<=', limit: EMISSION_RATIO_LIMIT },
      note: shape,
    }),
    figure({
      section: SECTION,
      name: `staticTree bodies only, no I/O [${label}]`,
      unit: 'ms',
      runs: generateRuns,
      baseline,
      note: 'where emission time goes: rendering the bodies, against the raw writes',
    }),
    figure({
      section: SECTION,
      name: `files in the tree [${label}]`,
      unit: 'files',
      runs: [files.length],
      target: { of: 'value', op: '<=', limit: FILE_BUDGET },
      note: 'the build default QUOTES_FILE_BUDGET; lifted for this measurement',
    }),
  ];
};
