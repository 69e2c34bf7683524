/**
 * Child process of the memory benchmark (`node --expose-gc --import tsx memory-probe.ts TREE`):
 * loads a built tree's data as the worker does and prints, as JSON, how much heap each part
 * keeps once garbage is collected:
 * - `catalog`: _data/catalog.json parsed, checked, decoded and indexed (what random, recent,
 *   by-length and non-default pages compute from);
 * - `search`: the search engine once every benchmark query (search and suggestions) has loaded
 *   the index files it needs, as a warm isolate holds them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { layout } from '../../src/api/layout.ts';
import { searchEndpoint, suggestionsEndpoint } from '../../src/api/search.ts';
import { indexCatalog } from '../../src/catalog/catalog.ts';
import { compactCatalogSchema, decodeCatalog } from '../../src/catalog/compact.ts';
import { searchParamsSchema, suggestionsParamsSchema } from '../../src/schema/params.ts';
import { openSearchEngine } from '../../src/search/engine.ts';
import { BENCH_QUERIES } from './search.ts';

const collect = globalThis.gc;
if (!collect) throw new Error('run with --expose-gc');
const tree = process.argv[2];
if (!tree) throw new Error('usage: memory-probe.ts TREE_DIR');

const heapUsed = () => {
  collect();
  collect();
  return process.memoryUsage().heapUsed;
};

// Each file is read in a function of its own, so that its text is garbage once parsed, as in the worker.
const readJson = (path: string): unknown => JSON.parse(readFileSync(join(tree, path), 'utf8'));

const start = heapUsed();
const catalog = indexCatalog(decodeCatalog(compactCatalogSchema.parse(readJson(layout.catalogData()))));
const afterCatalog = heapUsed();
const engine = await openSearchEngine(async (path) => readJson(path));
for (const q of BENCH_QUERIES) {
  await searchEndpoint(engine, searchParamsSchema.parse({ q }));
  await suggestionsEndpoint(engine, suggestionsParamsSchema.parse({ q }));
}
const afterSearch = heapUsed();
process.stdout.write(
  JSON.stringify({ catalog: afterCatalog - start, search: afterSearch - afterCatalog, quotes: catalog.quotes.length }),
);
