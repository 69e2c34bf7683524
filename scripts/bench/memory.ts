/**
 * Memory: the heap the worker's data takes once loaded, beside the 128 MB a Workers isolate may
 * use: the catalog (what random, recent and by-length compute from) and the search engine warmed
 * by the benchmark queries. Measured in Node, each run in a fresh process with the garbage
 * collector exposed. Also the size of _data/catalog.json, a single static asset (≤ 25 MiB).
 */
import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { layout } from '../../src/api/layout.ts';
import type { BenchDataset } from './datasets.ts';
import { figure, type Figure } from './figures.ts';

const SECTION = 'memory';
/** Workers: 128 MB per isolate. Both parts together must stay well inside it: half of it. */
const ISOLATE_LIMIT_MIB = 128;
const DATA_TARGET_MIB = ISOLATE_LIMIT_MIB / 2;
const FILE_SIZE_LIMIT_MIB = 25;
const MIB = 1024 * 1024;
const PROBE = fileURLToPath(new URL('./memory-probe.ts', import.meta.url));

interface Probe {
  readonly catalog: number;
  readonly search: number;
}

const probe = (treeDir: string): Probe =>
  JSON.parse(
    execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', PROBE, treeDir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  ) as Probe;

export const memoryFigures = (dataset: BenchDataset, treeDir: string, runs: number): Figure[] => {
  const probes = Array.from({ length: runs }, () => probe(treeDir));
  const at = `[${dataset.label}]`;
  const catalogMib = statSync(join(treeDir, layout.catalogData())).size / MIB;
  return [
    figure({
      section: SECTION,
      name: `heap kept by the indexed catalog ${at}`,
      unit: 'MiB',
      runs: probes.map((run) => run.catalog / MIB),
    }),
    figure({
      section: SECTION,
      name: `heap kept by the warm search engine ${at}`,
      unit: 'MiB',
      runs: probes.map((run) => run.search / MIB),
    }),
    figure({
      section: SECTION,
      name: `worker data heap, catalog + search ${at}`,
      unit: 'MiB',
      runs: probes.map((run) => (run.catalog + run.search) / MIB),
      target: { of: 'value', op: '<=', limit: DATA_TARGET_MIB },
      note: `half the isolate's ${ISOLATE_LIMIT_MIB} MB, leaving the rest for requests`,
    }),
    figure({
      section: SECTION,
      name: `_data/catalog.json ${at}`,
      unit: 'MiB',
      runs: [catalogMib],
      target: { of: 'value', op: '<=', limit: FILE_SIZE_LIMIT_MIB },
      note: 'one static asset: the host allows 25 MiB a file',
    }),
  ];
};
