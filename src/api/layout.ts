import type { AuthorSort, Letter } from '../schema/params.ts';
import type { AuthorType } from '../schema/content.ts';

/**
 * Where each deterministic response lives in the static tree, relative to its root. The build
 * writes these files and the worker maps URLs onto them: one layout, read by both.
 */
export const layout = {
  index: () => 'index.json',
  openapi: () => 'openapi.json',
  quote: (path: string) => `quotes/${path}.json`,
  author: (path: string) => `authors/${path}.json`,
  authorQuotes: (path: string) => `authors/${path}/quotes.json`,
  topics: () => 'topics.json',
  topic: (slug: string) => `topics/${slug}.json`,
  /** `_pages` cannot collide with an author path: slugs have no underscore. */
  authorsPage: (sort: AuthorSort, letter: Letter | undefined, type: AuthorType | undefined, page: number) =>
    `authors/_pages/sort/${sort}/letter/${letter ?? 'all'}/type/${type ?? 'all'}/page/${page}.json`,
  /** The records the worker computes random, recent, by-length and other pages from. */
  catalogData: () => '_data/catalog.json',
} as const;
