import type { Options } from 'minisearch';
import { tokenize } from './text.ts';

/**
 * The two indexes and their fields, in field-id order. Quotes are found by their text, their
 * author's name and aliases, and their topics' names; authors by full name and aliases. Boosts are
 * relative within an index: an author-name match outweighs the same word in a quote's text, and a
 * topic alone weighs less than either.
 */
export const INDEXES = {
  quotes: { fields: ['text', 'author', 'topics'], boost: { text: 1, author: 2, topics: 0.5 } },
  authors: { fields: ['name', 'aliases'], boost: { name: 2, aliases: 1 } },
} as const;

export type IndexName = keyof typeof INDEXES;
export const INDEX_NAMES: readonly IndexName[] = ['quotes', 'authors'];

export interface QuoteDocument {
  readonly id: number;
  readonly text: string;
  readonly author: string;
  readonly topics: string;
}

export interface AuthorDocument {
  readonly id: number;
  readonly name: string;
  readonly aliases: string;
}

/** The MiniSearch options an index is built and queried with: the same tokenizer on both sides. */
export const miniSearchOptions = (name: IndexName): Options => ({
  fields: [...INDEXES[name].fields],
  tokenize,
  // Terms arrive folded from `tokenize`; there is nothing left to process.
  processTerm: (term) => term,
});

/**
 * A document's weight from how many quotes it stands for: among authors matching a query equally
 * well, the one with more quotes comes first (Friedrich Nietzsche before a Fred Nietzsche), while
 * a better name match still wins.
 */
export const popularityBoost = (quoteCount: number): number => 1 + Math.log1p(quoteCount) / 10;

/** Field ids as MiniSearch numbers them: by position in `fields`. */
export const fieldIds = (name: IndexName): Record<string, number> =>
  Object.fromEntries(INDEXES[name].fields.map((field, id) => [field, id]));
