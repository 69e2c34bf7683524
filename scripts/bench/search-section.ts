/** The search helper's figures (scripts/bench/search.ts), as rows of the bench table. */
import type { BenchDataset } from './datasets.ts';
import { figure, measured, type Figure } from './figures.ts';
import { searchFigures, type Latency } from './search.ts';

const SECTION = 'search';

/** Passes over the query list for the warm latencies. */
const WARM_ROUNDS = 10;

export const searchSectionFigures = async (dataset: BenchDataset, freshRuns: number): Promise<Figure[]> => {
  const figures = await searchFigures({ contentDir: dataset.contentDir, rounds: WARM_ROUNDS, freshRuns });
  const { warm, firstQuery, clientFirstResult, index, relevance } = figures;
  const at = `[${dataset.label}]`;
  const percentiles = (name: string, latency: Latency) =>
    (['p50', 'p99'] as const).map((of) =>
      figure({
        section: SECTION,
        name: `${of} ${name} warm ${at}`,
        unit: 'ms',
        runs: [latency[of]],
        baseline: measured('/topics, precomputed', [warm.baseline[of]]),
        note: `${of} of ${latency.samples} sequential requests`,
      }),
    );
  return [
    ...percentiles('/search', warm.search),
    ...percentiles('/search/suggestions', warm.suggestions),
    figure({
      section: SECTION,
      name: `first /search of a fresh isolate ${at}`,
      unit: 'ms',
      runs: firstQuery.runs,
      baseline: measured('warm /search p50', [warm.search.p50]),
    }),
    figure({
      section: SECTION,
      name: `client gzip bytes before the first result ${at}`,
      unit: 'kB',
      runs: clientFirstResult.perQuery.map((query) => query.gzipBytes / 1000),
      note: `median over ${clientFirstResult.perQuery.length} queries; max ${(clientFirstResult.max / 1000).toFixed(1)} kB`,
    }),
    figure({
      section: SECTION,
      name: `search index, gzip ${at}`,
      unit: 'kB',
      runs: [index.gzipBytes / 1000],
      note: `${index.files} files, ${(index.bytes / 1000).toFixed(0)} kB raw`,
    }),
    figure({ section: SECTION, name: `relevance top-1 ${at}`, unit: '%', runs: [relevance.top1 * 100] }),
    figure({ section: SECTION, name: `relevance top-3 ${at}`, unit: '%', runs: [relevance.top3 * 100] }),
  ];
};
