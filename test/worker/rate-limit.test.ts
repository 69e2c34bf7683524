import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXTURE_CONTENT } from '../support/catalog.ts';
import { buildTree } from '../support/tree.ts';
import { startTestWorker, type TestWorker } from '../support/worker.ts';

/** The rate limiter's clock in these tests: noon UTC, 43200 s before the counters reset. */
const NOON = '2099-06-15T12:00:00Z';
const SECONDS_TO_MIDNIGHT = 43_200;

const RATE_LIMIT_HEADERS = [
  'RateLimit-Policy',
  'RateLimit',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
];

let tree: Awaited<ReturnType<typeof buildTree>>;

beforeAll(async () => {
  tree = await buildTree(FIXTURE_CONTENT);
});

afterAll(() => tree?.remove());

/** A worker with the given limit for the tests of one describe block. */
const useWorker = (vars: Record<string, string>) => {
  const handle: { worker?: TestWorker } = {};
  beforeAll(async () => {
    handle.worker = await startTestWorker({ assetsDir: tree.dir, vars });
  });
  afterAll(async () => {
    await handle.worker?.dispose();
  });
  /** A request from the client at `ip` (wrangler dev keeps the CF-Connecting-IP a client sends). */
  return (ip: string, path = '/topics', init: RequestInit = {}) =>
    handle.worker!.fetch(path, { ...init, headers: { 'CF-Connecting-IP': ip, ...init.headers } });
};

const remainingOf = (response: Response) => Number(response.headers.get('RateLimit-Remaining'));

describe('limit 100', () => {
  const request = useWorker({ RATE_LIMIT_PER_DAY: '100', RATE_LIMIT_NOW: NOON });

  test('exactly 100 of 150 sequential requests succeed, the rest get 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 150; i++) {
      const response = await request('198.51.100.1');
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 100).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(100).every((status) => status === 429)).toBe(true);
  });

  test('300 concurrent requests from one IP give exactly 100 successes, each count handed out once', async () => {
    const responses = await Promise.all(Array.from({ length: 300 }, () => request('198.51.100.2')));
    await Promise.all(responses.map((response) => response.arrayBuffer()));
    const succeeded = responses.filter((response) => response.status === 200);
    expect(succeeded).toHaveLength(100);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(200);
    expect(succeeded.map(remainingOf).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });
});

describe('limit 3', () => {
  const request = useWorker({ RATE_LIMIT_PER_DAY: '3', RATE_LIMIT_NOW: NOON });

  test('every response carries the headers, counting down to 0', async () => {
    for (const left of [2, 1, 0]) {
      const response = await request('192.0.2.1');
      expect(response.status).toBe(200);
      expect(Object.fromEntries(RATE_LIMIT_HEADERS.map((name) => [name, response.headers.get(name)]))).toEqual({
        'RateLimit-Policy': '"day";q=3;w=86400',
        RateLimit: `"day";r=${left};t=${SECONDS_TO_MIDNIGHT}`,
        'RateLimit-Limit': '3',
        'RateLimit-Remaining': String(left),
        'RateLimit-Reset': String(SECONDS_TO_MIDNIGHT),
      });
      expect(response.headers.get('Retry-After')).toBeNull();
    }
  });

  test('past the limit: 429 with the envelope, Retry-After to UTC midnight, CORS and the headers', async () => {
    for (let i = 0; i < 3; i++) await (await request('192.0.2.2')).arrayBuffer();
    const response = await request('192.0.2.2', '/quotes/random', { headers: { Origin: 'https://example.org' } });
    expect(response.status).toBe(429);
    expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Retry-After')).toBe(String(SECONDS_TO_MIDNIGHT));
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(response.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');
    expect(response.headers.get('RateLimit')).toBe(`"day";r=0;t=${SECONDS_TO_MIDNIGHT}`);
    expect(response.headers.get('RateLimit-Remaining')).toBe('0');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toEqual({ success: false, data: null, error: expect.stringContaining('Rate limit exceeded') });
    expect(Object.keys(body)).toEqual(['success', 'data', 'error']);
  });

  test('two IPs are counted apart', async () => {
    for (let i = 0; i < 4; i++) await (await request('192.0.2.3')).arrayBuffer();
    const other = await request('192.0.2.4');
    expect(other.status).toBe(200);
    expect(remainingOf(other)).toBe(2);
    expect((await request('2001:db8::3')).status).toBe(200);
  });

  test('errors and HEAD count; a CORS preflight does not, and tells what is left', async () => {
    const ip = '192.0.2.5';
    const preflight = () =>
      request(ip, '/topics', {
        method: 'OPTIONS',
        headers: { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' },
      });
    const first = await preflight();
    expect(first.status).toBe(204);
    expect(first.headers.get('RateLimit')).toBe(`"day";r=3;t=${SECONDS_TO_MIDNIGHT}`);
    expect(remainingOf(first)).toBe(3);
    const answers = [
      await request(ip, '/no-such-endpoint'),
      await request(ip, '/topics', { method: 'POST' }),
      await request(ip, '/topics', { method: 'HEAD' }),
      await request(ip, '/quotes/random?limit=0'),
    ];
    expect(answers.map((response) => [response.status, remainingOf(response)])).toEqual([
      [404, 2],
      [405, 1],
      [200, 0],
      [429, 0],
    ]);
    // Past the limit a preflight still succeeds, so that the browser goes on to see the 429.
    const last = await preflight();
    expect(last.status).toBe(204);
    expect(last.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(remainingOf(last)).toBe(0);
  });

  test('a 304 carries the headers too', async () => {
    const first = await request('192.0.2.6');
    const revalidated = await request('192.0.2.6', '/topics', {
      headers: { 'If-None-Match': first.headers.get('ETag')! },
    });
    expect(revalidated.status).toBe(304);
    expect(remainingOf(revalidated)).toBe(1);
  });
});

describe('limit 0', () => {
  const request = useWorker({ RATE_LIMIT_PER_DAY: '0', RATE_LIMIT_NOW: NOON });

  test('disables the limit and its headers', async () => {
    for (let i = 0; i < 120; i++) {
      const response = await request('203.0.113.1');
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      for (const name of RATE_LIMIT_HEADERS) expect(response.headers.get(name)).toBeNull();
    }
    const preflight = await request('203.0.113.1', '/topics', { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    for (const name of RATE_LIMIT_HEADERS) expect(preflight.headers.get(name)).toBeNull();
  });
});
