import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { AUTHOR_TYPES } from '../../src/schema/content.ts';
import { AUTHOR_SORTS, LETTERS } from '../../src/schema/params.ts';
import { INTEGRATION_CONTENT } from '../support/catalog.ts';
import { buildTree, listFiles } from '../support/tree.ts';
import { startTestWorker, type TestWorker } from '../support/worker.ts';

let tree: Awaited<ReturnType<typeof buildTree>>;
let worker: TestWorker;

beforeAll(async () => {
  tree = await buildTree(INTEGRATION_CONTENT);
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

/** The API URL a file of the static tree answers, or null for files that are not API responses. */
const urlOfFile = (file: string): string | null => {
  const page = file.match(/^authors\/_pages\/sort\/(\w+)\/letter\/(\w+)\/type\/(\w+)\/page\/(\d+)\.json$/);
  if (page) {
    const [, sort, letter, type, number] = page;
    const query = new URLSearchParams({ sort: sort!, page: number! });
    if (letter !== 'all') query.set('letter', letter!);
    if (type !== 'all') query.set('type', type!);
    return `/authors?${query}`;
  }
  if (file === 'index.json') return '/';
  if (file === 'openapi.json') return '/openapi.json';
  if (/^(quotes|authors|topics)(\/[a-z0-9-]+)*\.json$/.test(file) || /^authors\/[a-z0-9-]+\/quotes\.json$/.test(file)) {
    return `/${file.slice(0, -'.json'.length)}`;
  }
  return null;
};

describe('every endpoint', () => {
  test.each([
    ['/', 200],
    ['/openapi.json', 200],
    ['/quotes/always-do-right', 200],
    ['/quotes/random', 200],
    ['/quotes/random?limit=3', 200],
    ['/quotes/recent', 200],
    ['/quotes/recent?days=3650&limit=100', 200],
    ['/quotes/by-length?min=10&max=80', 200],
    ['/quotes/by-author/1', 200],
    ['/authors', 200],
    ['/authors?sort=date&per_page=2&page=2', 200],
    ['/authors?letter=c&type=person', 200],
    ['/authors/karel-capek', 200],
    ['/authors/karel-capek/quotes', 200],
    ['/topics', 200],
    ['/topics/wisdom', 200],
    ['/quotes/no-such-quote', 404],
    ['/quotes/by-author/9999999', 404],
    ['/quotes/by-author/0', 404],
    ['/quotes/by-author/99999999999999999999', 404],
    ['/authors/nobody', 404],
    ['/authors/nobody/quotes', 404],
    ['/topics/nope', 404],
    ['/nothing/here', 404],
    ['/quotes', 404],
    ['/quotes/Always-Do-Right', 404],
    ['/quotes//always-do-right', 404],
    ['/quotes/always-do-right//', 404],
    ['/quotes/..%2f..%2fopenapi', 404],
    ['/_data/catalog.json', 404],
    ['/index.json', 404],
    ['/quotes/random?limit=0', 400],
    ['/quotes/random?limit=51', 400],
    ['/quotes/random?limit=1e1', 400],
    ['/quotes/recent?days=3651', 400],
    ['/quotes/recent?limit=', 400],
    ['/quotes/by-length?min=10&max=5', 400],
    ['/quotes/by-length?min=-1', 400],
    ['/quotes/by-author/abc', 400],
    ['/quotes/by-author/1.5', 400],
    ['/authors?page=0', 400],
    ['/authors?per_page=101', 400],
    ['/authors?letter=AB', 400],
    ['/authors?type=robot', 400],
    ['/authors?sort=random', 400],
  ])('%s → %i in the envelope', async (path, status) => {
    const { response, body } = await get(path);
    expect(response.status).toBe(status);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    if (path === '/openapi.json') {
      expect(body.openapi).toBe('3.1.0');
      return;
    }
    expect(Object.keys(body).sort()).toEqual(['data', 'error', 'success']);
    expect(body.success).toBe(status === 200);
    if (status === 200) expect(body.error).toBeNull();
    else {
      expect(body.data).toBeNull();
      expect(typeof body.error).toBe('string');
      expect(body.error).not.toMatch(/at .*\.ts:\d+/);
    }
  });

  test('a 400 names the parameter and the rule', async () => {
    const { body } = await get('/quotes/random?limit=abc');
    expect(body.error).toBe('Invalid request: parameter "limit" must be an integer from 1 to 50 (got "abc").');
  });

  test('by-author and the author’s quotes are the same bytes', async () => {
    expect((await get('/quotes/by-author/2')).text).toBe((await get('/authors/karel-capek/quotes')).text);
  });

  test('a single trailing slash is ignored', async () => {
    expect((await get('/topics/')).text).toBe((await get('/topics')).text);
    expect((await get('/quotes/always-do-right/')).text).toBe((await get('/quotes/always-do-right')).text);
  });

  test('random, recent and by-length are never cached; the rest carry a strong ETag', async () => {
    for (const path of ['/quotes/random', '/quotes/recent', '/quotes/by-length']) {
      const { response } = await get(path);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(response.headers.get('ETag')).toBeNull();
    }
    const { response } = await get('/authors/mark-twain');
    expect(response.headers.get('ETag')).toMatch(/^"[0-9a-f]+"$/);
    expect(response.headers.get('Cache-Control')).toMatch(/max-age=\d+/);
  });
});

describe('methods, CORS and caching', () => {
  test('HEAD answers the headers of GET without a body', async () => {
    const [head, full] = await Promise.all([get('/topics', { method: 'HEAD' }), get('/topics')]);
    expect(head.response.status).toBe(200);
    expect(head.text).toBe('');
    expect(head.response.headers.get('ETag')).toBe(full.response.headers.get('ETag'));
    expect(head.response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
  });

  test('OPTIONS is a CORS preflight', async () => {
    const { response, text } = await get('/quotes/random', {
      method: 'OPTIONS',
      headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' },
    });
    expect(response.status).toBe(204);
    expect(text).toBe('');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('GET');
  });

  test.each(['POST', 'PUT', 'DELETE', 'PATCH'])('%s is 405 with Allow', async (method) => {
    const { response, body } = await get('/topics', { method });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD, OPTIONS');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(body).toMatchObject({ success: false, data: null });
  });

  test('If-None-Match with the ETag answers 304, another ETag 200', async () => {
    for (const path of ['/quotes/always-do-right', '/authors?per_page=3', '/topics/humor']) {
      const first = await get(path);
      const etag = first.response.headers.get('ETag')!;
      const again = await get(path, { headers: { 'If-None-Match': etag } });
      expect(again.response.status).toBe(304);
      expect(again.text).toBe('');
      expect(again.response.headers.get('ETag')).toBe(etag);
      const changed = await get(path, { headers: { 'If-None-Match': '"something-else"' } });
      expect(changed.response.status).toBe(200);
    }
  });

  test('CORS exposes the ETag and rate-limit headers', async () => {
    const exposed = (await get('/')).response.headers.get('Access-Control-Expose-Headers')!;
    for (const name of ['ETag', 'Retry-After', 'RateLimit-Policy', 'RateLimit', 'RateLimit-Remaining']) {
      expect(exposed).toContain(name);
    }
  });
});

describe('the static tree', () => {
  test('each file’s bytes are the worker’s answer for its URL', async () => {
    const files = listFiles(tree.dir).filter((file) => urlOfFile(file) !== null);
    expect(files.length).toBeGreaterThan(500);
    for (const file of files) {
      const { response, text } = await get(urlOfFile(file)!);
      expect(response.status, file).toBe(200);
      expect(text, file).toBe(readFileSync(join(tree.dir, file), 'utf8'));
    }
  });

  test('a computed page equals the static page for the same request', async () => {
    const fromFile = (await get('/authors?sort=quotes&per_page=20')).body.data.items;
    const computed = (await get('/authors?sort=quotes&per_page=40')).body.data.items;
    expect(computed.slice(0, fromFile.length)).toEqual(fromFile);
  });

  const walk = async (query: Record<string, string>): Promise<{ ids: number[]; total: number }> => {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const { items, pagination } = (await get(`/authors?${new URLSearchParams({ ...query, page: String(page) })}`))
        .body.data;
      ids.push(...items.map((author: { id: number }) => author.id));
      if (page >= pagination.total_pages) return { ids, total: pagination.total };
    }
  };

  test.each(AUTHOR_SORTS)('walking every page of sort=%s finds each author once, per letter and type', async (sort) => {
    const everyone = (await walk({ sort, per_page: '100' })).ids;
    expect(everyone.length).toBe((await get('/')).body.data.counts.authors);
    // Small pages on the fixture, to cross many page boundaries; the largest at scale, to stay quick.
    const perPage = everyone.length < 100 ? '2' : '100';
    for (const type of [undefined, ...AUTHOR_TYPES]) {
      const typed: Record<string, string> = type ? { type } : {};
      const all = await walk({ sort, per_page: perPage, ...typed });
      expect(all.ids.length).toBe(all.total);
      expect(new Set(all.ids).size).toBe(all.ids.length);
      const byLetter: number[] = [];
      for (const letter of LETTERS) byLetter.push(...(await walk({ sort, per_page: perPage, letter, ...typed })).ids);
      expect([...byLetter].sort()).toEqual([...all.ids].sort());
    }
  });
});
