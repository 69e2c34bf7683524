import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXTURE_CONTENT } from '../support/catalog.ts';
import { buildTree } from '../support/tree.ts';
import { startTestWorker, type TestWorker } from '../support/worker.ts';

let tree: Awaited<ReturnType<typeof buildTree>>;
let worker: TestWorker;

beforeAll(async () => {
  tree = await buildTree(FIXTURE_CONTENT);
  worker = await startTestWorker({ assetsDir: tree.dir });
});

afterAll(async () => {
  await worker?.dispose();
  tree?.remove();
});

const get = async (path: string, init?: RequestInit) => {
  const response = await worker.fetch(path, init);
  const text = await response.text();
  return { response, text, body: text ? JSON.parse(text) : null };
};

describe('/search', () => {
  test.each([
    ['/search?q=capek', 200],
    ['/search?q=%20%20twain%20', 200],
    ['/search?q=twain&type=quotes', 200],
    ['/search?q=twain&type=authors&page=2&per_page=100', 200],
    ['/search?q=zzzzzz', 200],
    ['/search?q=twain&unknown=1', 200],
    ['/search', 400],
    ['/search?q=', 400],
    ['/search?q=a', 400],
    ['/search?q=%20a%20', 400],
    [`/search?q=${'a'.repeat(201)}`, 400],
    ['/search?q=twain&type=people', 400],
    ['/search?q=twain&page=0', 400],
    ['/search?q=twain&per_page=101', 400],
    ['/search?q=twain&per_page=1e1', 400],
    ['/search/suggestions?q=ca', 200],
    ['/search/suggestions?q=ca&limit=20', 200],
    ['/search/suggestions', 400],
    ['/search/suggestions?q=c', 400],
    ['/search/suggestions?q=ca&limit=21', 400],
    ['/search/suggestions?q=ca&limit=0', 400],
    ['/search/nothing', 404],
    ['/search/manifest.json', 404],
  ])('%s → %i in the envelope', async (path, status) => {
    const { response, body } = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(Object.keys(body).sort()).toEqual(['data', 'error', 'success']);
    expect(body.success).toBe(status === 200);
    if (status !== 200) expect(body.error).toEqual(expect.any(String));
  });

  test('a 400 names the parameter and the rule', async () => {
    expect((await get('/search?q=twain&per_page=0')).body.error).toBe(
      'Invalid request: parameter "per_page" must be an integer from 1 to 100 (got "0").',
    );
    expect((await get('/search?q=x')).body.error).toBe(
      'Invalid request: parameter "q" must be 2 to 200 characters after trimming (got "x").',
    );
    expect((await get('/search')).body.error).toBe('Invalid request: parameter "q" is required.');
  });

  test('answers pages of API records, each list only when type asks for it', async () => {
    const all = (await get('/search?q=twain')).body.data;
    expect(Object.keys(all)).toEqual(['quotes', 'authors']);
    expect(all.authors.items.map((author: { path: string }) => author.path)).toEqual(['mark-twain']);
    expect(all.authors.items[0]).toEqual((await get('/authors/mark-twain')).body.data);
    expect(all.quotes.items[0]).toEqual((await get(`/quotes/${all.quotes.items[0].path}`)).body.data);
    expect(all.quotes.pagination).toEqual({ page: 1, per_page: 20, total: 3, total_pages: 1 });
    expect(Object.keys((await get('/search?q=twain&type=quotes')).body.data)).toEqual(['quotes']);
    expect(Object.keys((await get('/search?q=twain&type=authors')).body.data)).toEqual(['authors']);
  });

  test('typo tolerant, prefix matching, diacritics folded', async () => {
    const firstAuthor = async (q: string) =>
      (await get(`/search?q=${q}&type=authors`)).body.data.authors.items[0]?.path;
    expect(await firstAuthor('capek')).toBe('karel-capek');
    expect(await firstAuthor('%C4%8Capek')).toBe('karel-capek');
    expect(await firstAuthor('twayn')).toBe('mark-twain');
    expect(await firstAuthor('pla')).toBe('plato');
  });

  test('the answer is cacheable: strong ETag, 304 on a match; errors are not', async () => {
    const first = await get('/search?q=wisdom');
    const etag = first.response.headers.get('ETag')!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(first.response.headers.get('Cache-Control')).toMatch(/max-age=\d+/);
    const again = await get('/search?q=wisdom', { headers: { 'If-None-Match': etag } });
    expect(again.response.status).toBe(304);
    const invalid = await get('/search?q=a');
    expect(invalid.response.headers.get('Cache-Control')).toBe('no-store');
    expect(invalid.response.headers.get('ETag')).toBeNull();
  });

  test('HEAD answers the headers of GET', async () => {
    const [head, full] = await Promise.all([get('/search?q=robots', { method: 'HEAD' }), get('/search?q=robots')]);
    expect(head.response.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.response.headers.get('ETag')).toBe(full.response.headers.get('ETag'));
  });

  test('a trailing slash is ignored', async () => {
    expect((await get('/search/?q=robots')).text).toBe((await get('/search?q=robots')).text);
  });
});

describe('/search/suggestions', () => {
  test('authors carry their path, topics their slug, completions no path', async () => {
    const { body } = await get('/search/suggestions?q=hum');
    expect(body.data).toEqual([
      { text: 'Humor', type: 'topic', path: 'humor' },
      { text: 'humans', type: 'query' },
      { text: 'humor', type: 'query' },
    ]);
    expect((await get('/search/suggestions?q=cap')).body.data[0]).toEqual({
      text: 'Karel Čapek',
      type: 'author',
      path: 'karel-capek',
    });
  });

  test('at most limit', async () => {
    const all = (await get('/search/suggestions?q=wi&limit=20')).body.data;
    expect(all.length).toBeGreaterThan(1);
    expect((await get('/search/suggestions?q=wi&limit=1')).body.data).toEqual(all.slice(0, 1));
  });
});
