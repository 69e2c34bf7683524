/**
 * The API's parameter rules for /search and /search/suggestions (src/schema/params.ts), restated
 * without zod so that the client depends on minisearch alone. test/client/options.test.ts holds
 * the two to the same answers.
 */
import type { SearchParams, SuggestionsParams } from '../schema/params.ts';

export type SearchType = SearchParams['type'];

export interface SearchOptions {
  /** Which lists to return; default `all`. */
  readonly type?: SearchType;
  /** Page number, from 1; default 1. */
  readonly page?: number;
  /** Results per page, 1 to 100; default 20. */
  readonly per_page?: number;
}

export interface SuggestOptions {
  /** At most this many suggestions, 1 to 20; default 10. */
  readonly limit?: number;
}

const QUERY_MIN = 2;
const QUERY_MAX = 200;
const SEARCH_TYPES: readonly SearchType[] = ['all', 'quotes', 'authors'];

/** A client's mistake in a call: the message names the argument and the rule, as the API's 400 does. */
export class SearchArgumentError extends RangeError {
  override readonly name = 'SearchArgumentError';
}

const query = (q: string): string => {
  const trimmed = String(q).trim();
  const length = [...trimmed].length;
  if (length < QUERY_MIN || length > QUERY_MAX) {
    throw new SearchArgumentError(`q must be ${QUERY_MIN} to ${QUERY_MAX} characters after trimming`);
  }
  return trimmed;
};

const integer = (name: string, value: number | undefined, fallback: number, min: number, max: number): number => {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new SearchArgumentError(`${name} must be an integer from ${min} to ${max} (got ${String(value)})`);
  }
  return value;
};

export const searchParams = (q: string, options: SearchOptions = {}): SearchParams => {
  const type = options.type ?? 'all';
  if (!SEARCH_TYPES.includes(type)) {
    throw new SearchArgumentError(`type must be one of ${SEARCH_TYPES.join(', ')} (got ${JSON.stringify(type)})`);
  }
  return {
    q: query(q),
    type,
    page: integer('page', options.page, 1, 1, Number.MAX_SAFE_INTEGER),
    per_page: integer('per_page', options.per_page, 20, 1, 100),
  };
};

export const suggestionsParams = (q: string, options: SuggestOptions = {}): SuggestionsParams => ({
  q: query(q),
  limit: integer('limit', options.limit, 10, 1, 20),
});
