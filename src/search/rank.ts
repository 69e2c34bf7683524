import type MiniSearch from 'minisearch';
import type { SearchResult as MiniSearchResult } from 'minisearch';
import { planQueryText, planSearchOptions, type QueryPlan } from './query.ts';

/** One result of one index, with what ranking needs. */
export interface Ranked {
  readonly id: number;
  /** Distinct query words the document matched (exactly, by prefix or with typos). */
  readonly coverage: number;
  readonly score: number;
  /** Indexed terms the document matched, with the fields they matched in. */
  readonly match: MiniSearchResult['match'];
}

/** More of the query's words first, then the higher score, then the lower id: a total order. */
export const byRank = (a: Ranked, b: Ranked): number => b.coverage - a.coverage || b.score - a.score || a.id - b.id;

/**
 * Runs the plan on an index and orders the results. A document matching more of the query's
 * words ranks first (so all-words matches beat partial ones), then
 * the BM25 score MiniSearch gives it, then its id.
 */
export interface RankOptions {
  /** Field boosts of the index. */
  readonly boost: Readonly<Record<string, number>>;
  /** OR ranks documents matching any word; AND keeps only those matching all. */
  readonly combineWith: 'OR' | 'AND';
  /** Whether words match with typos; completions do without. */
  readonly typos: boolean;
  /** A weight per document id, for indexes that have one. */
  readonly documentBoost?: (id: number) => number;
}

export const rankResults = (
  plan: QueryPlan,
  index: MiniSearch | undefined,
  { boost, combineWith, typos, documentBoost }: RankOptions,
): Ranked[] => {
  if (!index || plan.terms.length === 0) return [];
  return index
    .search(planQueryText(plan), {
      ...planSearchOptions(plan, combineWith, typos),
      boost: { ...boost },
      ...(documentBoost ? { boostDocument: (id: unknown) => documentBoost(id as number) } : {}),
    })
    .map((result): Ranked => ({
      id: result.id as number,
      coverage: result.queryTerms.length,
      // MiniSearch multiplies the score by the number of matched words; coverage ranks by that first instead.
      score: result.score / result.queryTerms.length,
      match: result.match,
    }))
    .sort(byRank);
};
