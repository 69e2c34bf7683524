/**
 * Memory: the heap the worker's data takes once loaded (catalog.json parsed, checked and indexed:
 * what random, recent and by-length compute from), beside the 128 MiB a Workers isolate may use.
 * Measured in Node, each run in a fresh process with the garbage collector exposed.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serialize } from '../../src/api/envelope.ts';
import type { BenchDataset } from './datasets.ts';
import { figure, type Figure } from './figures.ts';

const SECTION = 'memory';
const ISOLATE_LIMIT_MIB = 128;
const MIB = 1024 * 1024;
const PROBE = fileURLToPath(new URL('./memory-probe.ts', import.meta.url));

const probe = (catalogFile: string, heapLimitMib?: number): { retained: number } => {
  const flags = ['--expose-gc', ...(heapLimitMib ? [`--max-old-space-size=${heapLimitMib}`] : [])];
  const output = execFileSync(process.execPath, [...flags, '--import', 'tsx', PROBE, catalogFile], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return JSON.parse(output) as { retained: number };
};

/** Whether the catalog loads at all with the old generation capped at the isolate's limit. */
const loadsUnder = (catalogFile: string, limitMib: number): boolean => {
  try {
    probe(catalogFile, limitMib);
    return true;
  } catch {
    return false;
  }
};

export const memoryFigures = (dataset: BenchDataset, workDir: string, runs: number): Figure[] => {
  const catalogFile = join(workDir, `catalog-${dataset.label.replace(/\W+/g, '-')}.json`);
  const json = serialize(dataset.data);
  writeFileSync(catalogFile, json);
  const retained = Array.from({ length: runs }, () => probe(catalogFile).retained / MIB);
  const capped = loadsUnder(catalogFile, ISOLATE_LIMIT_MIB);
  return [
    figure({
      section: SECTION,
      name: `heap kept by the indexed catalog [${dataset.label}]`,
      unit: 'MiB',
      runs: retained,
      target: { of: 'value', op: '<=', limit: ISOLATE_LIMIT_MIB },
      note: `catalog.json ${(Buffer.byteLength(json) / MIB).toFixed(1)} MiB; loads with the V8 old generation capped at ${ISOLATE_LIMIT_MIB} MiB: ${capped ? 'yes' : 'no'}`,
    }),
  ];
};
