import { beforeAll, describe, expect, test } from 'vitest';
import { authorByPath, authorQuotesById, authorQuotesByPath, authorsPage } from '../../src/api/authors.ts';
import { quoteByPath, quotesByLength, randomQuotes, recentQuotes } from '../../src/api/quotes.ts';
import { apiIndex } from '../../src/api/root.ts';
import { topicList, topicQuotes } from '../../src/api/topics.ts';
import type { Catalog } from '../../src/catalog/catalog.ts';
import { authorsParamsSchema } from '../../src/schema/params.ts';
import { loadFixture, seededRandom } from '../support/catalog.ts';

let catalog: Catalog;
beforeAll(async () => {
  ({ catalog } = await loadFixture());
});

const ids = (items: readonly { id: number }[] | null | undefined) => (items ?? []).map((item) => item.id);
const authorsQuery = (query: Record<string, string>) => authorsParamsSchema.parse(query);

describe('quotes', () => {
  test('a quote by path is the full record', () => {
    expect(quoteByPath(catalog, 'always-do-right').envelope).toEqual({
      success: true,
      error: null,
      data: {
        id: 2,
        path: 'always-do-right',
        quotes: 'Always do right. This will gratify some people and astonish the rest.',
        author_name: 'Mark',
        author_surname: 'Twain',
        author_path: 'mark-twain',
        author_id: 1,
        topics: ['humor', 'wisdom'],
        length: 69,
      },
    });
  });

  test('an unknown path is 404 naming it', () => {
    const result = quoteByPath(catalog, 'no-such-quote');
    expect(result.status).toBe(404);
    expect(result.envelope).toEqual({ success: false, data: null, error: 'No quote has the path "no-such-quote".' });
  });

  test('length counts code points, not UTF-16 units', () => {
    const quote = catalog.quoteByPath.get('a-journey-of-a-thousand-miles')!;
    expect(quote.length).toBe([...quote.quotes].length);
  });
});

describe('random quotes', () => {
  test('are distinct and as many as asked', () => {
    const random = seededRandom(1);
    for (let round = 0; round < 50; round++) {
      const items = randomQuotes(catalog, { limit: 5 }, random).envelope.data!;
      expect(items).toHaveLength(5);
      expect(new Set(ids(items)).size).toBe(5);
    }
  });

  test('are the whole set when the limit exceeds it', () => {
    const items = randomQuotes(catalog, { limit: 50 }, seededRandom(2)).envelope.data!;
    expect(ids(items).sort((a, b) => a - b)).toEqual(ids(catalog.quotes));
  });

  test('are chosen uniformly', () => {
    const random = seededRandom(3);
    const counts = new Map<number, number>();
    const draws = 16_000;
    for (let round = 0; round < draws; round++) {
      for (const quote of randomQuotes(catalog, { limit: 2 }, random).envelope.data!) {
        counts.set(quote.id, (counts.get(quote.id) ?? 0) + 1);
      }
    }
    const expected = (draws * 2) / catalog.quotes.length;
    for (const quote of catalog.quotes)
      expect(Math.abs(counts.get(quote.id)! - expected) / expected).toBeLessThan(0.05);
  });
});

describe('recent quotes', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  test.each([
    [{ days: 1, limit: 20 }, now, [8]],
    [{ days: 2, limit: 20 }, now, [8, 3, 1]],
    [{ days: 2, limit: 2 }, now, [8, 3]],
    [{ days: 60, limit: 20 }, now, [8, 3, 1, 2]],
    [{ days: 3650, limit: 100 }, now, [8, 3, 1, 2, 4, 6, 5, 7]],
    [{ days: 1, limit: 20 }, Date.parse('2026-11-20T23:59:59Z'), [3, 1]],
    [{ days: 30, limit: 20 }, Date.parse('2030-01-01T00:00:00Z'), []],
  ])('%o at %i: %o', (params, at, expected) => {
    expect(ids(recentQuotes(catalog, params, at).envelope.data)).toEqual(expected);
  });
});

describe('quotes by length', () => {
  const lengths = () => catalog.quotes.map((quote) => quote.length);
  test('every sampled quote lies in [min, max]', () => {
    const random = seededRandom(4);
    const sorted = [...lengths()].sort((a, b) => a - b);
    const [min, max] = [sorted[2]!, sorted[5]!];
    const expected = catalog.quotes.filter((quote) => quote.length >= min && quote.length <= max);
    const items = quotesByLength(catalog, { min, max, limit: 50 }, random).envelope.data!;
    expect(ids(items).sort((a, b) => a - b)).toEqual(ids(expected));
  });

  test('min = max finds exactly the quotes of that length', () => {
    const target = catalog.quoteByPath.get('always-do-right')!;
    const items = quotesByLength(catalog, { min: target.length, max: target.length, limit: 10 }, seededRandom(5));
    expect(ids(items.envelope.data)).toEqual([target.id]);
  });

  test('no upper bound when max is absent; an empty range is an empty list', () => {
    expect(quotesByLength(catalog, { min: 0, limit: 50 }, seededRandom(6)).envelope.data).toHaveLength(8);
    expect(quotesByLength(catalog, { min: 601, limit: 50 }, seededRandom(6)).envelope.data).toEqual([]);
  });

  test('a limit smaller than the range samples distinct quotes', () => {
    const items = quotesByLength(catalog, { min: 0, limit: 3 }, seededRandom(7)).envelope.data!;
    expect(new Set(ids(items)).size).toBe(3);
  });
});

describe('authors', () => {
  test.each([
    [{}, [2, 4, 5, 3, 1]],
    [{ sort: 'quotes' }, [1, 4, 2, 3, 5]],
    [{ sort: 'date' }, [5, 2, 3, 4, 1]],
    [{ letter: 'c' }, [2, 4, 5]],
    [{ letter: 'C', sort: 'quotes' }, [4, 2, 5]],
    [{ type: 'proverb' }, [4]],
    [{ type: 'fictional' }, []],
    [{ letter: 'Q' }, []],
  ])('%o lists %o', (query, expected) => {
    expect(ids(authorsPage(catalog, authorsQuery(query)).envelope.data!.items)).toEqual(expected);
  });

  test.each([
    [{ per_page: '2' }, [2, 4], { page: 1, per_page: 2, total: 5, total_pages: 3 }],
    [{ per_page: '2', page: '3' }, [1], { page: 3, per_page: 2, total: 5, total_pages: 3 }],
    [{ per_page: '2', page: '4' }, [], { page: 4, per_page: 2, total: 5, total_pages: 3 }],
    [{ letter: 'x' }, [], { page: 1, per_page: 20, total: 0, total_pages: 0 }],
  ])('pagination of %o', (query, expected, pagination) => {
    const page = authorsPage(catalog, authorsQuery(query)).envelope.data!;
    expect(ids(page.items)).toEqual(expected);
    expect(page.pagination).toEqual(pagination);
  });

  test('an author record', () => {
    expect(authorByPath(catalog, 'mark-twain').envelope.data).toEqual({
      id: 1,
      path: 'mark-twain',
      name: 'Mark',
      surname: 'Twain',
      full_name: 'Mark Twain',
      type: 'person',
      description: 'American writer and humorist.',
      quote_count: 3,
      topics: ['wisdom', 'humor'],
      added: '2020-01-15',
    });
    expect(authorByPath(catalog, 'plato').envelope.data).toMatchObject({ name: '', full_name: 'Plato' });
    expect(authorByPath(catalog, 'nobody').status).toBe(404);
  });

  test('quotes by author path and by id are one list, by id ascending', () => {
    const byPath = authorQuotesByPath(catalog, 'mark-twain').envelope;
    expect(ids(byPath.data)).toEqual([1, 2, 7]);
    expect(authorQuotesById(catalog, '1').envelope).toEqual(byPath);
    expect(authorQuotesById(catalog, '99').status).toBe(404);
    // Too large for a number: named by its digits, not rounded.
    expect(authorQuotesById(catalog, '99999999999999999999999').envelope.error).toBe(
      'No author has the id "99999999999999999999999".',
    );
    expect(authorQuotesByPath(catalog, 'nobody').status).toBe(404);
  });
});

describe('topics and the index', () => {
  test('topics by name with their counts', () => {
    expect(topicList(catalog).envelope.data!.map((topic) => [topic.slug, topic.quote_count])).toEqual([
      ['humor', 2],
      ['science', 2],
      ['wisdom', 7],
    ]);
  });

  test('a topic’s quotes by id ascending', () => {
    expect(ids(topicQuotes(catalog, 'wisdom').envelope.data)).toEqual([1, 2, 4, 5, 6, 7, 8]);
    expect(topicQuotes(catalog, 'nope').status).toBe(404);
  });

  test('the index counts the dataset and lists every endpoint', () => {
    const data = apiIndex(catalog).envelope.data!;
    expect(data.counts).toEqual({ quotes: 8, authors: 5, topics: 3 });
    expect(data.dataset).toBe(catalog.dataset);
    expect(data.endpoints.map((endpoint) => endpoint.path)).toEqual(
      expect.arrayContaining([
        '/quotes/random',
        '/quotes/{path}',
        '/search',
        '/authors/{path}/quotes',
        '/topics/{slug}',
      ]),
    );
  });
});
