import { beforeAll, describe, expect, test } from 'vitest';
import type { SearchEngine } from '../../src/search/engine.ts';
import { FIXTURE_CONTENT } from '../support/catalog.ts';
import { inMemoryIndex, type InMemoryIndex } from './in-memory.ts';

let index: InMemoryIndex;
let engine: SearchEngine;

beforeAll(async () => {
  index = await inMemoryIndex(FIXTURE_CONTENT);
  engine = (await index.open()).engine;
});

const quoteIds = async (q: string) =>
  (await engine.search({ q, type: 'quotes', page: 1, per_page: 100 })).quotes!.items.map((quote) => quote.id);
const authorPaths = async (q: string) =>
  (await engine.search({ q, type: 'authors', page: 1, per_page: 100 })).authors!.items.map((author) => author.path);

describe('matching', () => {
  test.each([
    ['capek', 'karel-capek'],
    ['ČAPEK', 'karel-capek'],
    ['karel', 'karel-capek'],
    ['samuel clemens', 'mark-twain'],
    ['twayn', 'mark-twain'],
    ['pla', 'plato'],
  ])('author %j → %s first', async (q, path) => {
    expect((await authorPaths(q))[0]).toBe(path);
  });

  test.each([
    ['cafe', 6],
    ['café', 6],
    ['robots', 3],
    ['ROBOTS', 3],
    ['rememb', 3],
    ['capek', 3],
    ['twain', 1],
    ['clemens', 1],
    ['feared understood', 8],
    ['astonsh', 2],
  ])('quote %j finds quote %i first', async (q, id) => {
    expect((await quoteIds(q))[0]).toBe(id);
  });

  test('a topic word finds the topic’s quotes', async () => {
    expect([...(await quoteIds('humor'))].sort()).toEqual([2, 6]);
  });

  test('no typo tolerance for short words', async () => {
    expect(await quoteIds('tre wise')).toEqual([4]);
    expect(await quoteIds('trex')).toEqual([]);
    expect(await quoteIds('tree')).toEqual([5]);
  });

  test('only the last word is a prefix', async () => {
    expect(await quoteIds('rememb wise')).toEqual([4]);
    expect([...(await quoteIds('wise rememb'))].sort()).toEqual([3, 4]);
  });

  test('a document matching all the words comes before one matching fewer', async () => {
    const ids = await quoteIds('truth shoes wise');
    expect(ids[0]).toBe(7);
    expect(ids).toContain(4);
  });

  test('stop words next to other words do not match on their own', async () => {
    expect(await quoteIds('the robots')).toEqual([3]);
  });

  test('a query of stop words only still searches them', async () => {
    expect(await quoteIds('to be or not')).toContain(8);
  });

  test('a query with no words finds nothing', async () => {
    const result = await engine.search({ q: '?!', type: 'all', page: 1, per_page: 20 });
    expect(result).toEqual({
      quotes: { items: [], pagination: { page: 1, per_page: 20, total: 0, total_pages: 0 } },
      authors: { items: [], pagination: { page: 1, per_page: 20, total: 0, total_pages: 0 } },
    });
  });

  test('equal scores are ordered by id', async () => {
    const ids = await quoteIds('thousand');
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe('results', () => {
  test('items are exactly the API records', async () => {
    const { quotes, authors } = await engine.search({ q: 'twain', type: 'all', page: 1, per_page: 20 });
    for (const quote of quotes!.items) expect(quote).toEqual(index.catalog.quotes.find(({ id }) => id === quote.id));
    expect(authors!.items).toEqual([index.catalog.authorByPath.get('mark-twain')]);
  });

  test.each([
    ['all', ['quotes', 'authors']],
    ['quotes', ['quotes']],
    ['authors', ['authors']],
  ] as const)('type=%s answers %j', async (type, keys) => {
    expect(Object.keys(await engine.search({ q: 'twain', type, page: 1, per_page: 20 }))).toEqual(keys);
  });

  test('pages walk the whole ranking once, and a page past the last is empty', async () => {
    const all = await quoteIds('wisdom');
    expect(all.length).toBeGreaterThan(3);
    const walked: number[] = [];
    for (let page = 1; page <= Math.ceil(all.length / 2); page++) {
      const { quotes } = await engine.search({ q: 'wisdom', type: 'quotes', page, per_page: 2 });
      expect(quotes!.pagination).toEqual({
        page,
        per_page: 2,
        total: all.length,
        total_pages: Math.ceil(all.length / 2),
      });
      walked.push(...quotes!.items.map((quote) => quote.id));
    }
    expect(walked).toEqual(all);
    const past = await engine.search({ q: 'wisdom', type: 'quotes', page: 99, per_page: 2 });
    expect(past.quotes!.items).toEqual([]);
  });
});

describe('suggestions', () => {
  test('authors carry their path, topics their slug, completions none', async () => {
    expect(await engine.suggest({ q: 'hum', limit: 10 })).toEqual([
      { text: 'Humor', type: 'topic', path: 'humor' },
      { text: 'humans', type: 'query' },
      { text: 'humor', type: 'query' },
    ]);
    expect(await engine.suggest({ q: 'cap', limit: 10 })).toEqual([
      { text: 'Karel Čapek', type: 'author', path: 'karel-capek' },
      { text: 'capek', type: 'query' },
    ]);
  });

  test('completions finish the last word among quotes holding the others', async () => {
    expect(await engine.suggest({ q: 'getting st', limit: 10 })).toEqual([{ text: 'getting started', type: 'query' }]);
  });

  test('at most limit, best first', async () => {
    const all = await engine.suggest({ q: 'wi', limit: 20 });
    expect(all.length).toBeGreaterThan(2);
    expect(await engine.suggest({ q: 'wi', limit: 2 })).toEqual(all.slice(0, 2));
  });
});

describe('loading', () => {
  test('answers do not depend on what earlier queries loaded', async () => {
    const queries = ['cafe', 'twian', 'rememb', 'wisdom truth', 'pla', 'to be or not'];
    const warm = (await index.open()).engine;
    for (const q of queries) await warm.search({ q: `${q} x`, type: 'all', page: 1, per_page: 5 });
    for (const q of queries) {
      const fresh = (await index.open()).engine;
      const params = { q, type: 'all', page: 1, per_page: 5 } as const;
      expect(JSON.stringify(await warm.search(params))).toBe(JSON.stringify(await fresh.search(params)));
    }
  });

  test('opening reads the manifest only, and a query only what it needs', async () => {
    const { engine: fresh, loaded } = await index.open();
    expect(loaded).toEqual(['search/manifest.json']);
    await fresh.search({ q: 'robots', type: 'quotes', page: 1, per_page: 1 });
    const termFiles = [...index.files.keys()].filter((path) => path.startsWith('search/terms/'));
    expect(loaded.filter((path) => path.startsWith('search/terms/')).length).toBeLessThanOrEqual(termFiles.length);
    expect(loaded.filter((path) => path.startsWith('search/authors/'))).toEqual([]);
    expect(loaded.filter((path) => path.startsWith('search/quotes/'))).toHaveLength(1);
  });
});
