/**
 * Build emission: writing the API's static tree (writeTree(staticTree(...)), no Astro) against a raw
 * baseline that writes the same files with the same bytes, with plain fs, in the same run.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { staticTree, type TreeFile } from '../../src/api/static-tree.ts';
import { writeTree } from '../build/write-tree.ts';
import type { BenchDataset } from './datasets.ts';
import { figure, measured, type Figure } from './figures.ts';

const SECTION = 'build emission';

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

/** Renders every body of the tree without writing anything. */
const renderAll = ({ catalog, data }: BenchDataset): void => {
  let size = 0;
  for (const file of staticTree(catalog, data)) size += file.body.length;
  if (size === 0) throw new Error('the static tree is empty');
};

const timed = (work: () => void): number => {
  const started = performance.now();
  work();
  return performance.now() - started;
};

/** Flushes dirty pages, so that no run pays for the writeback of the one before it. */
const flush = (): void => {
  execFileSync('sync');
};

/** Passes the tree's files through while keeping their bytes, for the baseline to write. */
function* keeping(files: Iterable<TreeFile>, kept: RawFile[]): Generator<TreeFile> {
  for (const file of files) {
    kept.push({ path: file.path, bytes: Buffer.from(file.body) });
    yield file;
  }
}

export interface EmissionOptions {
  readonly runs: number;
  /** Told of each finished run, for progress on long runs. */
  readonly progress: (message: string) => void;
}

export const emissionFigures = (dataset: BenchDataset, workDir: string, options: EmissionOptions): Figure[] => {
  const { catalog, data, label } = dataset;
  const root = join(workDir, `emission-${label.replace(/\W+/g, '-')}`);
  // Every run writes a fresh folder and none is removed until the end: on the VM this was written
  // on, writes right after deleting a large tree ran up to 20× slower (all of it kernel time).
  let folders = 0;
  const files: RawFile[] = [];
  const treeRuns: number[] = [];
  const rawRuns: number[] = [];
  const renderRuns: number[] = [];
  try {
    // An untimed first pass keeps the bytes for the baseline, and pays for faulting in the page cache.
    const written = writeTree(join(root, String(folders++)), keeping(staticTree(catalog, data), files));
    flush();
    const writeTreeOnce = () =>
      timed(() => {
        const stats = writeTree(join(root, String(folders++)), staticTree(catalog, data));
        if (stats.files !== written.files || stats.bytes !== written.bytes) {
          throw new Error(
            `writeTree wrote ${stats.files} files, ${stats.bytes} bytes, then ${written.files}, ${written.bytes}`,
          );
        }
      });
    const writeRawOnce = () => timed(() => writeRaw(join(root, String(folders++)), files));
    for (let run = 0; run < options.runs; run++) {
      // Alternating which goes first cancels a drift in the machine's speed over the runs.
      const order = run % 2 === 0 ? [writeTreeOnce, writeRawOnce] : [writeRawOnce, writeTreeOnce];
      for (const write of order) {
        (write === writeTreeOnce ? treeRuns : rawRuns).push(write());
        flush();
      }
      // Rendering the bodies without writing them: where the time goes.
      renderRuns.push(timed(() => renderAll(dataset)));
      options.progress(
        `emission [${label}] run ${run + 1}/${options.runs}: tree ${treeRuns.at(-1)!.toFixed(0)} ms, raw ${rawRuns.at(-1)!.toFixed(0)} ms`,
      );
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  const bytes = files.reduce((sum, file) => sum + file.bytes.byteLength, 0);
  const baseline = measured('raw fs writes, same files', rawRuns);
  return [
    figure({
      section: SECTION,
      name: `writeTree(staticTree) [${label}]`,
      unit: 'ms',
      runs: treeRuns,
      baseline,
      target: { of: 'ratio', op: '<=', limit: EMISSION_RATIO_LIMIT },
      note: `${data.quotes.length} quotes, ${files.length} files, ${(bytes / 1048576).toFixed(1)} MiB`,
    }),
    figure({
      section: SECTION,
      name: `staticTree bodies only, no I/O [${label}]`,
      unit: 'ms',
      runs: renderRuns,
      baseline,
      note: 'where emission time goes: rendering the bodies, against the raw writes',
    }),
  ];
};
