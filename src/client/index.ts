/**
 * Search of the Quotes API's dataset in the browser or in Node, with no server round-trip: the
 * same engine the API's /search runs, over the index files of the static tree, fetched as queries
 * need them. The same query gives the same records, in the same order and pages, as the API.
 *
 * ```ts
 * import { createSearch } from 'quotes-api/client';
 * const search = await createSearch({ baseUrl: 'https://quotes.example.org/' });
 * const { quotes, authors } = await search.search('einstein imagination', { per_page: 5 });
 * const suggestions = await search.suggest('shakesp');
 * ```
 */
import type { Suggestion } from '../schema/records.ts';
import { openSearchEngine, type SearchResult } from '../search/engine.ts';
import { searchParams, suggestionsParams, type SearchOptions, type SuggestOptions } from './options.ts';

export type { AuthorRecord, Page, Pagination, QuoteRecord, Suggestion } from '../schema/records.ts';
export type { SearchResult } from '../search/engine.ts';
export { SearchIndexError } from '../search/format.ts';
export { SearchArgumentError, type SearchOptions, type SearchType, type SuggestOptions } from './options.ts';

export interface CreateSearchOptions {
  /** Where the static tree is served: the folder holding `search/manifest.json`. */
  readonly baseUrl: string | URL;
  /** The fetch to use (default: the global one), e.g. to add headers or count transfers. */
  readonly fetch?: typeof fetch;
}

export interface Search {
  /** The dataset hash of the index, as `GET /` of the API reports it. */
  readonly dataset: string;
  /** The `data` of `/search?q=…`: `quotes` and/or `authors` pages, best match first. */
  search(q: string, options?: SearchOptions): Promise<SearchResult>;
  /** The `data` of `/search/suggestions?q=…`. */
  suggest(q: string, options?: SuggestOptions): Promise<Suggestion[]>;
}

/** The folder URL, so that relative paths resolve inside it even when given without a trailing slash. */
const folderUrl = (baseUrl: string | URL): URL => {
  const url = new URL(baseUrl);
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
};

/** Opens the index at `baseUrl`: fetches its manifest now, and the rest as queries need it. */
export const createSearch = async ({
  baseUrl,
  fetch: fetcher = globalThis.fetch,
}: CreateSearchOptions): Promise<Search> => {
  const base = folderUrl(baseUrl);
  const engine = await openSearchEngine(async (path) => {
    const url = new URL(path, base);
    const response = await fetcher(url);
    if (!response.ok) throw new Error(`search index: ${url.href} answered HTTP ${response.status}`);
    return response.json();
  });
  return {
    dataset: engine.dataset,
    search: async (q, options) => engine.search(searchParams(q, options)),
    suggest: async (q, options) => engine.suggest(suggestionsParams(q, options)),
  };
};
