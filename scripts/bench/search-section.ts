/** The search helper's figures (scripts/bench/search.ts), as rows of the bench table, beside the targets. */
import type { BenchDataset } from './datasets.ts';
import { figure, measured, type Figure } from './figures.ts';
import { searchFigures, type Latency } from './search.ts';

const SECTION = 'search';

/** Passes over the query list for the warm latencies. */
const WARM_ROUNDS = 10;

export interface SearchTargets {
  /** Warm /search p50 in the worker, ms. */
  readonly warmP50: number;
  /** First /search of a fresh isolate, index loading included, ms. */
  readonly cold: number;
  /** Gzip kB a fresh browser client downloads before its first result. */
  readonly firstResultKb: number;
}

export const SHIPPED_SEARCH_TARGETS: SearchTargets = { warmP50: 2, cold: 100, firstResultKb: 200 };
export const LARGE_SEARCH_TARGETS: SearchTargets = { warmP50: 15, cold: 300, firstResultKb: 500 };

export const searchSectionFigures = async (
  dataset: BenchDataset,
  treeDir: string,
  freshRuns: number,
  targets: SearchTargets,
): Promise<Figure[]> => {
  const figures = await searchFigures({ treeDir, rounds: WARM_ROUNDS, freshRuns });
  const { warm, firstQuery, clientFirstResult, index, relevance } = figures;
  const at = `[${dataset.label}]`;
  const roundTrips = (name: string, latency: Latency) =>
    (['p50', 'p99'] as const).map((of) =>
      figure({
        section: SECTION,
        name: `${of} ${name} warm, round trip ${at}`,
        unit: 'ms',
        runs: [latency[of]],
        baseline: measured('/topics, precomputed', [warm.baseline[of]]),
        note: `${of} of ${latency.samples} sequential requests through wrangler's proxy; the baseline is the floor any request pays`,
      }),
    );
  const engineTimes = (name: string, latency: Latency, p50Target?: number) =>
    (['p50', 'p99'] as const).map((of) =>
      figure({
        section: SECTION,
        name: `${of} ${name} warm, in the worker's code ${at}`,
        unit: 'ms',
        runs: [latency[of]],
        ...(of === 'p50' && p50Target !== undefined ? { target: { of: 'value', op: '<=', limit: p50Target } } : {}),
        note: `the endpoint function and serialisation, timed in Node over the same files (workerd's clock stands still while code runs)`,
      }),
    );
  return [
    ...engineTimes('/search', figures.engine.search, targets.warmP50),
    ...engineTimes('/search/suggestions', figures.engine.suggestions),
    ...roundTrips('/search', warm.search),
    ...roundTrips('/search/suggestions', warm.suggestions),
    figure({
      section: SECTION,
      name: `first /search of a fresh isolate ${at}`,
      unit: 'ms',
      runs: firstQuery.runs,
      baseline: measured('warm /search p50', [warm.search.p50]),
      target: { of: 'value', op: '<=', limit: targets.cold },
    }),
    figure({
      section: SECTION,
      name: `client gzip bytes before the first result ${at}`,
      unit: 'kB',
      runs: clientFirstResult.perQuery.map((query) => query.gzipBytes / 1000),
      target: { of: 'value', op: '<=', limit: targets.firstResultKb },
      note: `median over ${clientFirstResult.perQuery.length} queries; max ${(clientFirstResult.max / 1000).toFixed(1)} kB`,
    }),
    figure({
      section: SECTION,
      name: `search index, gzip ${at}`,
      unit: 'kB',
      runs: [index.gzipBytes / 1000],
      note: `${index.files} files, ${(index.bytes / 1000).toFixed(0)} kB raw`,
    }),
    // The relevance set names quotes of the shipped dataset: meaningless on a generated one.
    ...(dataset.label === 'shipped'
      ? [
          figure({ section: SECTION, name: `relevance top-1 ${at}`, unit: '%', runs: [relevance.top1 * 100] }),
          figure({ section: SECTION, name: `relevance top-3 ${at}`, unit: '%', runs: [relevance.top3 * 100] }),
        ]
      : []),
  ];
};
