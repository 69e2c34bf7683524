import type { SearchEngine } from '../../src/search/engine.ts';
import type { RelevanceCase } from './relevance-set.ts';

/** How deep the evaluation looks; a hit further down counts as a miss. */
const DEPTH = 10;

export interface RelevanceOutcome {
  readonly case: RelevanceCase;
  /** 1-based position of the expected hit, or null when it is not in the first DEPTH results. */
  readonly rank: number | null;
  /** Whether the hit is where the set requires: first for authors, in the top 3 otherwise. */
  readonly pass: boolean;
  /** What came first instead, for a readable failure. */
  readonly top: readonly string[];
}

export interface RelevanceReport {
  readonly outcomes: readonly RelevanceOutcome[];
  readonly top1: number;
  readonly top3: number;
}

const position = (found: number): number | null => (found === -1 ? null : found + 1);

export const evaluateCase = async (engine: SearchEngine, item: RelevanceCase): Promise<RelevanceOutcome> => {
  const expected = item.expected;
  let rank: number | null;
  let top: string[];
  if ('author' in expected) {
    const { authors } = await engine.search({ q: item.query, type: 'authors', page: 1, per_page: DEPTH });
    rank = position(authors!.items.findIndex((author) => author.path === expected.author));
    top = authors!.items.slice(0, 3).map((author) => author.path);
  } else {
    const { quotes } = await engine.search({ q: item.query, type: 'quotes', page: 1, per_page: DEPTH });
    rank = position(
      quotes!.items.findIndex((quote) =>
        'quote' in expected ? expected.quote.includes(quote.path) : quote.topics.includes(expected.topic),
      ),
    );
    top = quotes!.items.slice(0, 3).map((quote) => quote.path);
  }
  const pass = rank !== null && rank <= ('author' in expected ? 1 : 3);
  return { case: item, rank, pass, top };
};

export const evaluateRelevance = async (
  engine: SearchEngine,
  set: readonly RelevanceCase[],
): Promise<RelevanceReport> => {
  const outcomes: RelevanceOutcome[] = [];
  for (const item of set) outcomes.push(await evaluateCase(engine, item));
  const share = (within: number) =>
    outcomes.filter((outcome) => outcome.rank !== null && outcome.rank <= within).length / outcomes.length;
  return { outcomes, top1: share(1), top3: share(3) };
};
