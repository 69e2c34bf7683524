import type SearchableMap from 'minisearch/SearchableMap';
import type { SearchOptions } from 'minisearch';
import { compareTerms } from './codec.ts';
import { PREFIX_MIN_LENGTH, STOP_WORDS, tokenize, typoTolerance } from './text.ts';

export interface QueryTerm {
  readonly term: string;
  /** Also matches the indexed terms it begins: the last word typed may be unfinished. */
  readonly prefix: boolean;
  /** Edit distance to indexed terms it still matches. */
  readonly typos: number;
}

export interface QueryPlan {
  /** The query's words as typed, folded, in order (repeats kept). */
  readonly words: readonly string[];
  /** The distinct words searched for, each once: stop words only when there is nothing else. */
  readonly terms: readonly QueryTerm[];
}

/**
 * What a query searches for. Next to other words, stop words are left out: they would match most
 * quotes, cost the largest postings, and decide nothing. A query made only of them ("to be or not
 * to be") searches for them all.
 */
export const planQuery = (q: string): QueryPlan => {
  const words = tokenize(q);
  const last = words.at(-1);
  const contentWords = words.filter((word) => !STOP_WORDS.has(word));
  const terms = [...new Set(contentWords.length > 0 ? contentWords : words)].map((term) => ({
    term,
    prefix: term === last && term.length >= PREFIX_MIN_LENGTH,
    typos: typoTolerance(term),
  }));
  return { words, terms };
};

/** The indexed terms the query can match: exactly, by prefix, or within its typo tolerance. */
export const expandTerms = (plan: QueryPlan, vocabulary: SearchableMap<unknown>): string[] => {
  const matched = new Set<string>();
  for (const { term, prefix, typos } of plan.terms) {
    if (vocabulary.has(term)) matched.add(term);
    if (prefix) for (const [candidate] of vocabulary.atPrefix(term)) matched.add(candidate);
    if (typos > 0) for (const candidate of vocabulary.fuzzyGet(term, typos).keys()) matched.add(candidate);
  }
  return [...matched].sort(compareTerms);
};

/**
 * How much a match by prefix or with typos counts against an exact one (MiniSearch scales each
 * further down with its distance). An unfinished last word is more likely meant than a typo, so a
 * prefix match outweighs a typo match, unlike MiniSearch's defaults.
 */
const MATCH_WEIGHTS = { prefix: 0.5, fuzzy: 0.3 };

/** MiniSearch's options for the plan: the same prefix and typo rules `expandTerms` used. */
export const planSearchOptions = (plan: QueryPlan, combineWith: 'OR' | 'AND', typos = true): SearchOptions => {
  const byTerm = new Map(plan.terms.map((term) => [term.term, term]));
  return {
    combineWith,
    weights: MATCH_WEIGHTS,
    prefix: (term) => byTerm.get(term)?.prefix ?? false,
    fuzzy: (term) => (typos ? (byTerm.get(term)?.typos ?? 0) : 0),
  };
};

/** The query MiniSearch runs: the distinct folded words, which its tokenizer splits back unchanged. */
export const planQueryText = (plan: QueryPlan): string => plan.terms.map(({ term }) => term).join(' ');
