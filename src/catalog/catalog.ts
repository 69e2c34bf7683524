import type { CatalogData } from '../schema/catalog.ts';
import type { ContentRetired } from '../schema/content.ts';
import type { AuthorSort } from '../schema/params.ts';
import type { AuthorRecord, QuoteRecord, TopicRecord } from '../schema/records.ts';
import { nameCollator } from './collate.ts';

/** The catalog the API functions read: the records plus the indexes every endpoint needs. */
export interface Catalog {
  readonly dataset: string;
  readonly quotes: readonly QuoteRecord[];
  readonly authors: readonly AuthorRecord[];
  readonly topics: readonly TopicRecord[];
  readonly quoteByPath: ReadonlyMap<string, QuoteRecord>;
  readonly authorByPath: ReadonlyMap<string, AuthorRecord>;
  readonly authorById: ReadonlyMap<number, AuthorRecord>;
  readonly topicBySlug: ReadonlyMap<string, TopicRecord>;
  readonly quotesByAuthorId: ReadonlyMap<number, readonly QuoteRecord[]>;
  readonly quotesByTopic: ReadonlyMap<string, readonly QuoteRecord[]>;
  /**
   * The date each quote of `quotesByRecency` was added, at the same position: an array rather than
   * a map by id, which at 100,000 quotes held 7 MB of the isolate's heap for one look-up per item.
   */
  readonly recencyAdded: readonly string[];
  /** Quotes by length ascending (ties by id), for range look-ups by binary search. */
  readonly quotesByLength: readonly QuoteRecord[];
  /** Quotes newest first, ties by higher id first: the order of /quotes/recent. */
  readonly quotesByRecency: readonly QuoteRecord[];
  /** Authors in each list order of /authors, ties by id ascending. */
  readonly authorsBy: Readonly<Record<AuthorSort, readonly AuthorRecord[]>>;
  /** Quotes and authors taken out of the dataset, so that their paths can say why they are gone. */
  readonly retiredQuoteByPath: ReadonlyMap<string, ContentRetired>;
  readonly retiredAuthorByPath: ReadonlyMap<string, ContentRetired>;
  readonly retiredAuthorById: ReadonlyMap<number, ContentRetired>;
}

const authorComparators: Record<AuthorSort, (a: AuthorRecord, b: AuthorRecord) => number> = {
  name: (a, b) => nameCollator.compare(a.surname, b.surname) || nameCollator.compare(a.name, b.name) || a.id - b.id,
  quotes: (a, b) => b.quote_count - a.quote_count || a.id - b.id,
  date: (a, b) => (a.added === b.added ? a.id - b.id : a.added < b.added ? 1 : -1),
};

const groupBy = <T, K>(items: readonly T[], keysOf: (item: T) => readonly K[]): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    for (const key of keysOf(item)) {
      const group = groups.get(key);
      if (group) group.push(item);
      else groups.set(key, [item]);
    }
  }
  return groups;
};

/** Indexes catalog data once; everything after this is look-ups. */
export const indexCatalog = (data: CatalogData): Catalog => {
  const { quotes, authors, topics } = data;
  const byRecency = quotes
    .map((quote, index) => ({ quote, added: data.quoteAdded[index]! }))
    .sort((a, b) => (a.added === b.added ? b.quote.id - a.quote.id : a.added < b.added ? 1 : -1));
  const retired = data.retired ?? [];
  const retiredQuotes = retired.filter((entry) => entry.kind === 'quote');
  const retiredAuthors = retired.filter((entry) => entry.kind === 'author');
  return Object.freeze({
    dataset: data.dataset,
    quotes,
    authors,
    topics,
    quoteByPath: new Map(quotes.map((quote) => [quote.path, quote])),
    authorByPath: new Map(authors.map((author) => [author.path, author])),
    authorById: new Map(authors.map((author) => [author.id, author])),
    topicBySlug: new Map(topics.map((topic) => [topic.slug, topic])),
    quotesByAuthorId: groupBy(quotes, (quote) => [quote.author_id]),
    quotesByTopic: groupBy(quotes, (quote) => quote.topics),
    quotesByLength: [...quotes].sort((a, b) => a.length - b.length || a.id - b.id),
    quotesByRecency: byRecency.map(({ quote }) => quote),
    recencyAdded: byRecency.map(({ added }) => added),
    authorsBy: {
      name: [...authors].sort(authorComparators.name),
      quotes: [...authors].sort(authorComparators.quotes),
      date: [...authors].sort(authorComparators.date),
    },
    retiredQuoteByPath: new Map(retiredQuotes.map((entry) => [entry.path, entry])),
    retiredAuthorByPath: new Map(retiredAuthors.map((entry) => [entry.path, entry])),
    retiredAuthorById: new Map(retiredAuthors.map((entry) => [entry.id, entry])),
  });
};
