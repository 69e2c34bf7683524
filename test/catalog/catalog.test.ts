import { describe, expect, it } from 'vitest';
import { indexCatalog } from '../../src/catalog/catalog.ts';
import { CATALOG_DATA_VERSION, type CatalogData } from '../../src/schema/catalog.ts';
import type { AuthorRecord, QuoteRecord } from '../../src/schema/records.ts';

const authorRecord = (id: number, name: string, surname: string, quote_count: number, added: string): AuthorRecord => ({
  id,
  path: `author-${id}`,
  name,
  surname,
  full_name: name ? `${name} ${surname}` : surname,
  type: 'person',
  description: null,
  quote_count,
  topics: [],
  added,
});

const quoteRecord = (id: number, author_id: number, length: number, topics: string[]): QuoteRecord => ({
  id,
  path: `quote-${id}`,
  quotes: 'x'.repeat(length),
  author_name: '',
  author_surname: `Author ${author_id}`,
  author_path: `author-${author_id}`,
  author_id,
  topics,
  length,
});

// Catalog data comes sorted by id, as recordsFromContent makes it; every derived order differs from that.
const authors = [
  authorRecord(1, 'Émile', 'Zola', 2, '2021-05-01'),
  authorRecord(2, 'Anders', 'Ångström', 5, '2020-01-01'),
  authorRecord(3, 'Johann', 'Bach', 2, '2023-01-01'),
  authorRecord(4, 'Douglas', 'Adams', 9, '2019-12-31'),
  authorRecord(5, 'douglas', 'adams', 1, '2022-07-07'),
  authorRecord(6, 'Anders', 'Angstrom', 1, '2023-01-01'),
  authorRecord(7, 'Zed', 'Adams', 2, '2024-02-02'),
];

const quotes = [
  quoteRecord(1, 2, 50, ['wisdom', 'truth']),
  quoteRecord(2, 1, 30, ['humor']),
  quoteRecord(3, 2, 10, ['truth']),
  quoteRecord(4, 1, 30, ['wisdom']),
  quoteRecord(5, 3, 20, ['wisdom']),
];
const quoteAdded = ['2023-05-05', '2024-03-01', '2024-01-01', '2024-01-01', '2024-01-01'];

const data: CatalogData = {
  version: CATALOG_DATA_VERSION,
  dataset: 'abc123',
  quotes,
  authors,
  topics: [{ slug: 'wisdom', name: 'Wisdom', description: null, quote_count: 3 }],
  quoteAdded,
};

const ids = (records: readonly { id: number }[]) => records.map((record) => record.id);

describe('indexCatalog', () => {
  const catalog = indexCatalog(data);

  it('sorts authors by surname then name, ignoring case and accents, ties by id', () => {
    // Adams (Douglas 4, douglas 5 — equal to the collator, so by id — then Zed 7), Ångström/Angstrom
    // (equal, so by id), Bach, Zola. A plain code-unit sort would put "adams" and "Ångström" after "Zola".
    expect(ids(catalog.authorsBy.name)).toEqual([4, 5, 7, 2, 6, 3, 1]);
  });

  it('sorts authors by quote count descending, ties by id', () => {
    expect(ids(catalog.authorsBy.quotes)).toEqual([4, 2, 1, 3, 7, 5, 6]);
  });

  it('sorts authors by date added descending, ties by id', () => {
    expect(ids(catalog.authorsBy.date)).toEqual([7, 3, 6, 5, 1, 2, 4]);
  });

  it('orders quotes by recency: newest first, ties by higher id first', () => {
    expect(ids(catalog.quotesByRecency)).toEqual([2, 5, 4, 3, 1]);
  });

  it('orders quotes by length ascending, ties by id', () => {
    expect(ids(catalog.quotesByLength)).toEqual([3, 5, 2, 4, 1]);
  });

  it('indexes records by path, id and topic', () => {
    expect(catalog.quoteByPath.get('quote-3')?.id).toBe(3);
    expect(catalog.authorByPath.get('author-2')?.surname).toBe('Ångström');
    expect(catalog.authorById.get(6)?.surname).toBe('Angstrom');
    expect(catalog.topicBySlug.get('wisdom')?.name).toBe('Wisdom');
    expect(catalog.recencyAdded[catalog.quotesByRecency.findIndex((quote) => quote.id === 2)]).toBe('2024-03-01');
    expect(ids(catalog.quotesByAuthorId.get(2) ?? [])).toEqual([1, 3]);
    expect(ids(catalog.quotesByAuthorId.get(1) ?? [])).toEqual([2, 4]);
    expect(ids(catalog.quotesByTopic.get('wisdom') ?? [])).toEqual([1, 4, 5]);
    expect(catalog.quotesByAuthorId.get(99)).toBeUndefined();
  });

  it('leaves the input arrays in their order', () => {
    expect(ids(data.authors)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(ids(data.quotes)).toEqual([1, 2, 3, 4, 5]);
  });
});
