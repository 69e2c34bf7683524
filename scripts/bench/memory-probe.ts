/**
 * Child process of the memory benchmark (`node --expose-gc --import tsx memory-probe.ts FILE`):
 * loads a catalog.json as the worker does (parse, schema check, decode, indexCatalog) and prints,
 * as JSON, how much heap the loaded catalog keeps once garbage is collected.
 */
import { readFileSync } from 'node:fs';
import { indexCatalog } from '../../src/catalog/catalog.ts';
import { compactCatalogSchema, decodeCatalog } from '../../src/catalog/compact.ts';

const collect = globalThis.gc;
if (!collect) throw new Error('run with --expose-gc');
const file = process.argv[2];
if (!file) throw new Error('usage: memory-probe.ts CATALOG_JSON');

const heapUsed = () => {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
};

const before = heapUsed();
// Read in a function of its own, so that the file's text is garbage once parsed, as in the worker.
const load = () => indexCatalog(decodeCatalog(compactCatalogSchema.parse(JSON.parse(readFileSync(file, 'utf8')))));
const catalog = load();
const retained = heapUsed() - before;
process.stdout.write(JSON.stringify({ retained, quotes: catalog.quotes.length }));
