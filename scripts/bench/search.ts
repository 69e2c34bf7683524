/**
 * Search figures at a dataset (the shipped content/ by default), against the real worker in
 * workerd and the client library over the built static tree:
 * - warm query latency (p50, p99) of /search and /search/suggestions in the worker, beside a
 *   precomputed endpoint's as the baseline of what any request costs on this machine;
 * - the first search of a fresh isolate, index loading included (each run a new worker);
 * - the gzip bytes a fresh client fetches before its first result, per query;
 * - the index's size, and the relevance set's hit rates.
 *
 * `npx tsx scripts/bench/search.ts [--content DIR] [--rounds N] [--fresh N]` prints them;
 * `searchFigures()` returns them for the bench harness.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { layout } from '../../src/api/layout.ts';
import { createSearch } from '../../src/client/index.ts';
import { serialize, type ApiResult } from '../../src/api/envelope.ts';
import { searchEndpoint, suggestionsEndpoint } from '../../src/api/search.ts';
import { searchParamsSchema, suggestionsParamsSchema } from '../../src/schema/params.ts';
import { openSearchEngine, type SearchEngine } from '../../src/search/engine.ts';
import { STATIC_ORIGIN, staticFetch, type Transfer } from '../../test/client/static-fetch.ts';
import { evaluateRelevance } from '../../test/search/relevance.ts';
import { RELEVANCE_SET } from '../../test/search/relevance-set.ts';
import { startTestWorker, type TestWorker } from '../../test/support/worker.ts';
import { runBuild } from '../build.ts';
import { median, quantile } from './figures.ts';

/** What users type: names, typos, prefixes, phrases, topic words, stop-word-only phrases. */
export const BENCH_QUERIES = [
  'einstein',
  'einstien',
  'shakesp',
  'imagination is more important than knowledge',
  'the meaning of life',
  'love',
  'lov',
  'ei',
  'to be or not to be',
  'premature optim',
  'friendship',
  'mark twain',
  'søren kierkegaard',
  'computers',
  'war and peace',
  'larry wall perl',
] as const;

export interface SearchBenchOptions {
  /** A static tree built by scripts/build.ts. */
  readonly treeDir: string;
  /** Passes over BENCH_QUERIES for the warm latencies. */
  readonly rounds: number;
  /** Fresh workers started for the first-query figure. */
  readonly freshRuns: number;
}

export interface Latency {
  readonly p50: number;
  readonly p99: number;
  readonly samples: number;
}

export interface SearchFigures {
  readonly dataset: { readonly quotes: number; readonly authors: number };
  /** Milliseconds per request, round trip on loopback through wrangler's proxy. */
  readonly warm: {
    readonly search: Latency;
    readonly suggestions: Latency;
    /** A precomputed response (/topics) through the same path: the floor any request pays. */
    readonly baseline: Latency;
  };
  /**
   * Milliseconds the worker's own search code takes per warm query (searchEndpoint and serialising
   * its answer), run in Node over the same files: workerd's clock does not advance while code runs,
   * so a worker cannot time its own work, and a round trip is mostly the proxy's.
   */
  readonly engine: { readonly search: Latency; readonly suggestions: Latency };
  /** Milliseconds of the first /search of a fresh isolate (manifest, vocabulary, statistics, shards loaded). */
  readonly firstQuery: { readonly median: number; readonly runs: readonly number[] };
  /** Gzip bytes a fresh client fetched before its first result (the default page of `search(q)`). */
  readonly clientFirstResult: {
    readonly median: number;
    readonly max: number;
    readonly perQuery: readonly { readonly q: string; readonly files: number; readonly gzipBytes: number }[];
  };
  readonly index: {
    readonly files: number;
    readonly bytes: number;
    readonly gzipBytes: number;
    readonly byKind: Readonly<Record<string, { files: number; gzipBytes: number }>>;
  };
  readonly relevance: { readonly queries: number; readonly top1: number; readonly top3: number };
}

const timed = async (worker: TestWorker, path: string): Promise<number> => {
  const started = performance.now();
  const response = await worker.fetch(path);
  await response.arrayBuffer();
  const elapsed = performance.now() - started;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return elapsed;
};

const latency = (samples: readonly number[]): Latency => ({
  p50: quantile(samples, 0.5),
  p99: quantile(samples, 0.99),
  samples: samples.length,
});

const searchPath = (q: string) => `/search?${new URLSearchParams({ q })}`;
const suggestionsPath = (q: string) => `/search/suggestions?${new URLSearchParams({ q })}`;

const indexSize = (treeDir: string): SearchFigures['index'] => {
  const byKind: Record<string, { files: number; gzipBytes: number }> = {};
  let files = 0;
  let bytes = 0;
  let gzipBytes = 0;
  const root = join(treeDir, 'search');
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = relative(root, join(entry.parentPath, entry.name));
    const body = readFileSync(join(root, path));
    const gzip = gzipSync(body, { level: 9 }).byteLength;
    const kind = path.includes('/') ? path.split('/')[0]! : path.split('.')[0]!;
    byKind[kind] ??= { files: 0, gzipBytes: 0 };
    byKind[kind].files += 1;
    byKind[kind].gzipBytes += gzip;
    files += 1;
    bytes += body.byteLength;
    gzipBytes += gzip;
  }
  return { files, bytes, gzipBytes, byKind };
};

const engineLatency = async (engine: SearchEngine, rounds: number): Promise<SearchFigures['engine']> => {
  const time = async (answer: () => Promise<ApiResult>): Promise<number> => {
    const started = performance.now();
    serialize((await answer()).envelope);
    return performance.now() - started;
  };
  const answers = BENCH_QUERIES.map((q) => ({
    search: () => searchEndpoint(engine, searchParamsSchema.parse({ q })),
    suggestions: () => suggestionsEndpoint(engine, suggestionsParamsSchema.parse({ q })),
  }));
  // The first pass loads the index files each query needs, as the worker's warm-up requests do.
  for (const answer of answers) {
    await answer.search();
    await answer.suggestions();
  }
  const search: number[] = [];
  const suggestions: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const answer of answers) {
      search.push(await time(answer.search));
      suggestions.push(await time(answer.suggestions));
    }
  }
  return { search: latency(search), suggestions: latency(suggestions) };
};

export const searchFigures = async ({ treeDir, rounds, freshRuns }: SearchBenchOptions): Promise<SearchFigures> => {
  const { counts } = JSON.parse(readFileSync(join(treeDir, layout.index()), 'utf8')).data;

  const firstRuns: number[] = [];
  for (let run = 0; run < freshRuns; run++) {
    const fresh = await startTestWorker({ assetsDir: treeDir });
    try {
      // The isolate's first request pays workerd's own start-up; a precomputed one absorbs it.
      await timed(fresh, '/topics');
      firstRuns.push(await timed(fresh, searchPath(BENCH_QUERIES[run % BENCH_QUERIES.length]!)));
    } finally {
      await fresh.dispose();
    }
  }

  const worker = await startTestWorker({ assetsDir: treeDir });
  const search: number[] = [];
  const suggestions: number[] = [];
  const baseline: number[] = [];
  try {
    for (const q of BENCH_QUERIES) {
      await timed(worker, searchPath(q));
      await timed(worker, suggestionsPath(q));
    }
    for (let round = 0; round < rounds; round++) {
      for (const q of BENCH_QUERIES) {
        search.push(await timed(worker, searchPath(q)));
        suggestions.push(await timed(worker, suggestionsPath(q)));
        baseline.push(await timed(worker, '/topics'));
      }
    }
  } finally {
    await worker.dispose();
  }

  const perQuery: { q: string; files: number; gzipBytes: number }[] = [];
  for (const q of BENCH_QUERIES) {
    const transfers: Transfer[] = [];
    const client = await createSearch({ baseUrl: STATIC_ORIGIN, fetch: staticFetch(treeDir, transfers) });
    await client.search(q);
    perQuery.push({ q, files: transfers.length, gzipBytes: transfers.reduce((sum, t) => sum + t.gzipBytes, 0) });
  }
  const clientBytes = perQuery.map((entry) => entry.gzipBytes);

  const engine = await openSearchEngine(async (path) => JSON.parse(readFileSync(join(treeDir, path), 'utf8')));
  const engineTimes = await engineLatency(engine, rounds);
  const relevance = await evaluateRelevance(engine, RELEVANCE_SET);

  return {
    dataset: { quotes: counts.quotes, authors: counts.authors },
    warm: { search: latency(search), suggestions: latency(suggestions), baseline: latency(baseline) },
    engine: engineTimes,
    firstQuery: { median: median(firstRuns), runs: firstRuns },
    clientFirstResult: { median: median(clientBytes), max: Math.max(...clientBytes), perQuery },
    index: indexSize(treeDir),
    relevance: { queries: relevance.outcomes.length, top1: relevance.top1, top3: relevance.top3 },
  };
};

const formatFigures = (figures: SearchFigures): string => {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
  const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
  const { warm, firstQuery, clientFirstResult, index, relevance, dataset } = figures;
  return [
    `dataset: ${dataset.quotes} quotes, ${dataset.authors} authors`,
    `worker /search warm: p50 ${ms(warm.search.p50)}, p99 ${ms(warm.search.p99)} (${warm.search.samples} requests)`,
    `worker /search/suggestions warm: p50 ${ms(warm.suggestions.p50)}, p99 ${ms(warm.suggestions.p99)}`,
    `baseline (/topics, precomputed): p50 ${ms(warm.baseline.p50)}, p99 ${ms(warm.baseline.p99)}`,
    `search code per query (Node): p50 ${ms(figures.engine.search.p50)}, p99 ${ms(figures.engine.search.p99)}`,
    `first search of a fresh isolate: median ${ms(firstQuery.median)} (runs: ${firstQuery.runs.map(ms).join(', ')})`,
    `client bytes before the first result: median ${kb(clientFirstResult.median)}, max ${kb(clientFirstResult.max)} gzip`,
    ...clientFirstResult.perQuery.map(
      ({ q, files, gzipBytes }) => `  ${JSON.stringify(q)}: ${files} files, ${kb(gzipBytes)}`,
    ),
    `index: ${index.files} files, ${kb(index.bytes)}, ${kb(index.gzipBytes)} gzip`,
    ...Object.entries(index.byKind).map(
      ([kind, { files, gzipBytes }]) => `  ${kind}: ${files} files, ${kb(gzipBytes)} gzip`,
    ),
    `relevance set: ${relevance.queries} queries, top-1 ${percent(relevance.top1)}, top-3 ${percent(relevance.top3)}`,
  ].join('\n');
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      content: { type: 'string', default: 'content' },
      rounds: { type: 'string', default: '10' },
      fresh: { type: 'string', default: '3' },
    },
  });
  const parent = mkdtempSync(join(tmpdir(), 'quotes-search-bench-'));
  const treeDir = join(parent, 'dist');
  runBuild({
    contentDir: values.content,
    outDir: treeDir,
    fileBudget: Number.MAX_SAFE_INTEGER,
    site: false,
    log: () => {},
  })
    .then(() => searchFigures({ treeDir, rounds: Number(values.rounds), freshRuns: Number(values.fresh) }))
    .then((figures) => console.log(formatFigures(figures)))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    })
    .finally(() => rmSync(parent, { recursive: true, force: true }));
}
