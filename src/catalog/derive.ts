import type { CatalogData } from '../schema/catalog.ts';
import {
  codePointLength,
  type ContentAuthor,
  type ContentQuote,
  type ContentRetired,
  type ContentTopic,
} from '../schema/content.ts';
import type { AuthorRecord, QuoteRecord, TopicRecord } from '../schema/records.ts';
import { nameCollator } from './collate.ts';

export const fullName = (name: string, surname: string): string => (name ? `${name} ${surname}` : surname);

/** Slugs by how many of the quotes carry them, most first, ties by slug. */
const topicsByFrequency = (quotes: readonly { topics: readonly string[] }[]): string[] => {
  const counts = new Map<string, number>();
  for (const quote of quotes) for (const slug of quote.topics) counts.set(slug, (counts.get(slug) ?? 0) + 1);
  return [...counts].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)).map(([slug]) => slug);
};

/** What records are derived from: an author file's path and its author, with only the fields records read. */
export interface RecordSource {
  readonly path: string;
  readonly author: Pick<ContentAuthor, 'id' | 'name' | 'surname' | 'type' | 'description'> & {
    readonly quotes: readonly RecordQuote[];
  };
}

export type RecordQuote = Pick<ContentQuote, 'id' | 'path' | 'text' | 'topics' | 'added'>;

/** The catalog data without its version and content hash. */
export type CatalogRecords = Omit<CatalogData, 'version' | 'dataset'>;

/**
 * Derives the API records from content: the build from validated content/, the worker from the
 * compact catalog it downloads. Pure: the same content gives the same records, byte for byte.
 */
export const catalogRecords = (
  files: readonly RecordSource[],
  topics: readonly ContentTopic[],
  retired: readonly ContentRetired[] = [],
): CatalogRecords => {
  const quotes: { record: QuoteRecord; added: string }[] = [];
  const authors: AuthorRecord[] = [];
  // Quotes with the same topics share one list (records are never changed): a few thousand lists
  // instead of one per quote, ~5 MB less of the worker's heap at 100,000 quotes.
  const topicLists = new Map<string, string[]>();
  const topicList = (topics: readonly string[]): string[] => {
    const key = topics.join(' ');
    let list = topicLists.get(key);
    if (!list) topicLists.set(key, (list = [...topics]));
    return list;
  };
  for (const { path, author } of files) {
    for (const quote of author.quotes) {
      quotes.push({
        added: quote.added,
        record: {
          id: quote.id,
          path: quote.path,
          quotes: quote.text,
          author_name: author.name,
          author_surname: author.surname,
          author_path: path,
          author_id: author.id,
          topics: topicList(quote.topics),
          length: codePointLength(quote.text),
        },
      });
    }
    authors.push({
      id: author.id,
      path,
      name: author.name,
      surname: author.surname,
      full_name: fullName(author.name, author.surname),
      type: author.type,
      description: author.description,
      quote_count: author.quotes.length,
      topics: topicsByFrequency(author.quotes),
      added: author.quotes.reduce(
        (first, quote) => (quote.added < first ? quote.added : first),
        author.quotes[0]!.added,
      ),
    });
  }
  quotes.sort((a, b) => a.record.id - b.record.id);
  authors.sort((a, b) => a.id - b.id);

  const quoteCounts = new Map<string, number>();
  for (const { record } of quotes)
    for (const slug of record.topics) quoteCounts.set(slug, (quoteCounts.get(slug) ?? 0) + 1);
  const topicRecords: TopicRecord[] = topics
    .map((topic) => ({
      slug: topic.slug,
      name: topic.name,
      description: topic.description,
      quote_count: quoteCounts.get(topic.slug) ?? 0,
    }))
    .sort((a, b) => nameCollator.compare(a.name, b.name) || (a.slug < b.slug ? -1 : 1));

  return {
    quotes: quotes.map(({ record }) => record),
    authors,
    topics: topicRecords,
    quoteAdded: quotes.map(({ added }) => added),
    retired: [...retired].sort((a, b) => (a.kind === b.kind ? a.id - b.id : a.kind < b.kind ? -1 : 1)),
  };
};
