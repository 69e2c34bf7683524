/**
 * Memory: what the worker's data takes in the isolate, beside the 128 MB a Workers isolate may
 * use, measured in workerd itself (through its inspector) rather than in Node, whose V8 keeps
 * full 64-bit pointers and so shows the same objects about half as large again. Each run starts a
 * fresh worker on the built tree and reads the isolate's live memory idle, after the catalog has
 * loaded (what random, recent, by-length and non-default pages compute from), and after every
 * benchmark query (search and suggestions) has loaded the index files it needs, as a warm isolate
 * holds them. Also the size of _data/catalog.json, a single static asset (≤ 25 MiB).
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { layout } from '../../src/api/layout.ts';
import { startTestWorker, type TestWorker } from '../../test/support/worker.ts';
import type { BenchDataset } from './datasets.ts';
import { figure, type Figure } from './figures.ts';
import { openMemoryProbe } from './isolate-memory.ts';
import { BENCH_QUERIES } from './search.ts';

const SECTION = 'memory';
/** Workers: 128 MB per isolate. The worker's data must stay well inside it: half of it. */
const ISOLATE_LIMIT_MIB = 128;
const DATA_TARGET_MIB = ISOLATE_LIMIT_MIB / 2;
const FILE_SIZE_LIMIT_MIB = 25;
const MIB = 1024 * 1024;

interface Probe {
  readonly idle: number;
  readonly catalog: number;
  readonly search: number;
}

const get = async (worker: TestWorker, path: string): Promise<void> => {
  const response = await worker.fetch(path);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`memory benchmark: ${path} answered ${response.status}`);
};

/** One fresh isolate: its live memory (MiB) idle, with the catalog loaded, and with search warm. */
const probe = async (treeDir: string): Promise<Probe> => {
  const worker = await startTestWorker({ assetsDir: treeDir, inspector: true });
  const memory = await openMemoryProbe(worker.inspectorUrl!);
  try {
    await get(worker, '/topics'); // a precomputed file: the isolate runs, and loads no data
    const idle = await memory.liveMiB();
    await get(worker, '/quotes/random');
    const withCatalog = await memory.liveMiB();
    for (const q of BENCH_QUERIES) {
      await get(worker, `/search?q=${encodeURIComponent(q)}`);
      await get(worker, `/search/suggestions?q=${encodeURIComponent(q)}`);
    }
    const withSearch = await memory.liveMiB();
    return { idle, catalog: withCatalog - idle, search: withSearch - withCatalog };
  } finally {
    memory.close();
    await worker.dispose();
  }
};

export const memoryFigures = async (dataset: BenchDataset, treeDir: string, runs: number): Promise<Figure[]> => {
  const probes: Probe[] = [];
  for (let run = 0; run < runs; run++) probes.push(await probe(treeDir));
  const at = `[${dataset.label}]`;
  const catalogMib = statSync(join(treeDir, layout.catalogData())).size / MIB;
  return [
    figure({
      section: SECTION,
      name: `isolate memory kept by the indexed catalog ${at}`,
      unit: 'MiB',
      runs: probes.map((run) => run.catalog),
    }),
    figure({
      section: SECTION,
      name: `isolate memory kept by the warm search engine ${at}`,
      unit: 'MiB',
      runs: probes.map((run) => run.search),
    }),
    figure({
      section: SECTION,
      name: `isolate memory in all, idle + catalog + search ${at}`,
      unit: 'MiB',
      runs: probes.map((run) => run.idle + run.catalog + run.search),
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
