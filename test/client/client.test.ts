import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serialize } from '../../src/api/envelope.ts';
import { createSearch, SearchArgumentError, SearchIndexError, type Search } from '../../src/client/index.ts';
import { buildTree } from '../support/tree.ts';
import { startTestWorker, type TestWorker } from '../support/worker.ts';
import { STATIC_ORIGIN, staticFetch, type Transfer } from './static-fetch.ts';

/** The shipped dataset: the budget is stated for it. */
const SHIPPED_CONTENT = 'content';

/** Most gzip bytes a fresh client may fetch before the first result of a query. */
const FIRST_RESULT_BUDGET = 200 * 1000;

let tree: Awaited<ReturnType<typeof buildTree>>;
let worker: TestWorker;
let client: Search;

beforeAll(async () => {
  tree = await buildTree(SHIPPED_CONTENT);
  worker = await startTestWorker({ assetsDir: tree.dir });
  client = await createSearch({ baseUrl: STATIC_ORIGIN, fetch: staticFetch(tree.dir) });
}, 120_000);

afterAll(async () => {
  await worker?.dispose();
  tree?.remove();
});

const SEARCHES: readonly [string, Record<string, string | number>][] = [
  ['einstein', {}],
  ['einstien', {}],
  ['shakespear', { type: 'authors' }],
  ['  Imagination is more important than knowledge  ', {}],
  ['to be or not to be', { per_page: 7 }],
  ['love', { page: 3, per_page: 50 }],
  ['love', { page: 999 }],
  ['the meaning of life', { type: 'quotes' }],
  ['søren kierkegaard', {}],
  ['stanislaw lem', {}],
  ['premature optim', {}],
  ['lov', { type: 'all', per_page: 100 }],
  ['ei', {}],
  ['friendship', { type: 'quotes', page: 2 }],
  ['larry wall perl', {}],
  ['zzzzqqq', {}],
  ['?!', {}],
  ['C3PO', {}],
];

const SUGGESTIONS: readonly [string, number | undefined][] = [
  ['ein', undefined],
  ['shakesp', 3],
  ['lov', 20],
  ['love is bl', undefined],
  ['mark tw', undefined],
  ['friend', 1],
  ['zzzzqqq', undefined],
  ['to be or not to b', 5],
];

describe('the client gives the API’s answers', () => {
  test.each(SEARCHES)('search %j %j', async (q, options) => {
    const query = new URLSearchParams({
      q,
      ...Object.fromEntries(Object.entries(options).map(([k, v]) => [k, String(v)])),
    });
    const response = await worker.fetch(`/search?${query}`);
    expect(response.status).toBe(200);
    const data = await client.search(q, options);
    expect(serialize({ success: true, data, error: null })).toBe(await response.text());
  });

  test.each(SUGGESTIONS)('suggest %j limit %j', async (q, limit) => {
    const query = new URLSearchParams({ q, ...(limit === undefined ? {} : { limit: String(limit) }) });
    const response = await worker.fetch(`/search/suggestions?${query}`);
    expect(response.status).toBe(200);
    const data = await client.suggest(q, limit === undefined ? {} : { limit });
    expect(serialize({ success: true, data, error: null })).toBe(await response.text());
  });

  test('the dataset hash is the API’s', async () => {
    const index = (await (await worker.fetch('/')).json()) as { data: { dataset: string } };
    expect(client.dataset).toBe(index.data.dataset);
  });

  test('invalid arguments are refused as the API refuses them', async () => {
    await expect(client.search('a')).rejects.toThrow(SearchArgumentError);
    await expect(client.search('love', { per_page: 0 })).rejects.toThrow(/per_page must be an integer from 1 to 100/);
    await expect(client.suggest('love', { limit: 21 })).rejects.toThrow(SearchArgumentError);
  });

  test('a base URL without a trailing slash names the same folder', async () => {
    const urls: string[] = [];
    const recording: typeof fetch = async (input) => {
      urls.push(String(input));
      return new Response('', { status: 404 });
    };
    await expect(createSearch({ baseUrl: `${STATIC_ORIGIN}api`, fetch: recording })).rejects.toThrow();
    await expect(createSearch({ baseUrl: new URL(`${STATIC_ORIGIN}api/`), fetch: recording })).rejects.toThrow();
    expect(urls).toEqual([`${STATIC_ORIGIN}api/search/manifest.json`, `${STATIC_ORIGIN}api/search/manifest.json`]);
  });

  test('an index that is not there is an error naming the URL', async () => {
    await expect(createSearch({ baseUrl: `${STATIC_ORIGIN}nothing/`, fetch: staticFetch(tree.dir) })).rejects.toThrow(
      `${STATIC_ORIGIN}nothing/search/manifest.json answered HTTP 404`,
    );
  });

  test('a manifest of another format is refused', async () => {
    const future: typeof fetch = async () => new Response(JSON.stringify({ format: 2 }));
    await expect(createSearch({ baseUrl: STATIC_ORIGIN, fetch: future })).rejects.toThrow(SearchIndexError);
  });
});

describe('transfer budget', () => {
  const BUDGET_QUERIES = [
    'einstein',
    'einstien',
    'imagination is more important than knowledge',
    'shakesp',
    'the meaning of life',
    'love',
    'lov',
    'ei',
    'to be or not to be',
    'premature optim',
    'friendship marriage death',
  ];

  test.each(BUDGET_QUERIES)('the first result of %j on a fresh page costs at most 200 KB of gzip', async (q) => {
    const transfers: Transfer[] = [];
    const fresh = await createSearch({ baseUrl: STATIC_ORIGIN, fetch: staticFetch(tree.dir, transfers) });
    const { quotes } = await fresh.search(q);
    expect(quotes!.items.length).toBeGreaterThan(0);
    const gzip = transfers.reduce((sum, transfer) => sum + transfer.gzipBytes, 0);
    console.log(`first result of ${JSON.stringify(q)}: ${transfers.length} files, ${(gzip / 1000).toFixed(1)} kB gzip`);
    expect(gzip).toBeLessThanOrEqual(FIRST_RESULT_BUDGET);
  });
});
