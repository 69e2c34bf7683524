/**
 * Canonical paths: which spellings of a path answer, which are 404, and that every answer (HEAD
 * too) is JSON, never HTML, whatever file-like path is asked for.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FIXTURE_CONTENT } from '../support/catalog.ts';
import { rawRequest } from '../support/raw-request.ts';
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

/** Sent byte for byte: fetch would resolve `..` and re-encode before the worker could see them. */
const get = (path: string, method = 'GET') => rawRequest(worker.origin, path, method);

test.each([
  // Paths are case-sensitive: slugs are lowercase.
  ['/quotes/always-do-right', 200, null],
  ['/quotes/Always-Do-Right', 404, 'No quote has the path "Always-Do-Right".'],
  ['/QUOTES/random', 404, 'No endpoint at "/QUOTES/random". GET / lists the endpoints.'],
  // One trailing slash is ignored; an empty segment anywhere is 404.
  ['/topics/', 200, '/topics'],
  ['/quotes/always-do-right/', 200, '/quotes/always-do-right'],
  ['/openapi.json/', 200, '/openapi.json'],
  ['/quotes/x/', 404, 'No quote has the path "x".'],
  ['/topics//', 404, 'No endpoint at "/topics//". GET / lists the endpoints.'],
  ['//', 404, 'No endpoint at "//". GET / lists the endpoints.'],
  ['///', 404, 'No endpoint at "///". GET / lists the endpoints.'],
  ['//topics', 404, 'No endpoint at "//topics". GET / lists the endpoints.'],
  ['/quotes//always-do-right', 404, 'No endpoint at "/quotes//always-do-right". GET / lists the endpoints.'],
  // Percent-encoded unreserved characters are the characters (RFC 3986 §6.2.2.2) …
  ['/%71uotes/random', 200, null],
  ['/quotes/%61lways-do-right', 200, '/quotes/always-do-right'],
  ['/topics/%77isdom', 200, '/topics/wisdom'],
  // … so an encoded capital is still a capital, and an encoded slash is not a separator.
  ['/quotes/%41lways-do-right', 404, 'No quote has the path "Always-do-right".'],
  ['/quotes%2frandom', 404, 'No endpoint at "/quotes%2frandom". GET / lists the endpoints.'],
  ['/quotes/random%2f', 404, 'No quote has the path "random/".'],
  ['/quotes/..%2ftopics', 404, 'No quote has the path "../topics".'],
  ['/quotes/..%2f_data%2fcatalog', 404, 'No quote has the path "../_data/catalog".'],
  ['/authors/..%2f..%2fmanifest/quotes', 404, 'No author has the path "../../manifest".'],
  // Dot segments, literal or encoded, are resolved by the URL standard before routing: another
  // spelling of an API path, never a way out of it.
  ['/quotes/../topics', 200, '/topics'],
  ['/quotes/%2e%2e/topics', 200, '/topics'],
  ['/quotes/./always-do-right', 200, '/quotes/always-do-right'],
  ['/quotes/%2e%2e/_data/catalog.json', 404, 'No endpoint at "/_data/catalog.json". GET / lists the endpoints.'],
  // Files of the tree are not API paths.
  ['/_data/catalog.json', 404, 'No endpoint at "/_data/catalog.json". GET / lists the endpoints.'],
  ['/manifest.json', 404, 'No endpoint at "/manifest.json". GET / lists the endpoints.'],
  ['/search/manifest.json', 404, 'No endpoint at "/search/manifest.json". GET / lists the endpoints.'],
  ['/quotes/always-do-right.json', 404, 'No quote has the path "always-do-right.json".'],
  [
    '/authors/_pages/sort/name/letter/all/type/all/page/1',
    404,
    // A long path is echoed shortened.
    'No endpoint at "/authors/_pages/sort/name/letter/all/typ…". GET / lists the endpoints.',
  ],
  // Nothing outside /docs/ is HTML.
  ['/index.html', 404, 'No endpoint at "/index.html". GET / lists the endpoints.'],
  ['/docs-not-there', 404, 'No endpoint at "/docs-not-there". GET / lists the endpoints.'],
  ['/search/index.html', 404, 'No endpoint at "/search/index.html". GET / lists the endpoints.'],
  ['/dist/index.json', 404, 'No endpoint at "/dist/index.json". GET / lists the endpoints.'],
  ['/docs%2findex.html', 404, 'No endpoint at "/docs%2findex.html". GET / lists the endpoints.'],
  ['/docs/../index.html', 404, 'No endpoint at "/index.html". GET / lists the endpoints.'],
  ['/docs', 301, 'The site has moved to /docs/.'],
] as const)('%s → %i (%s)', async (path, status, expected) => {
  const [response, head] = [await get(path), await get(path, 'HEAD')];
  for (const answer of [response, head]) {
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  }
  expect(head.body).toBe('');
  if (path === '/openapi.json/') return expect(response.body).toBe((await get('/openapi.json')).body);
  const body = JSON.parse(response.body);
  expect(Object.keys(body).sort()).toEqual(['data', 'error', 'success']);
  if (status === 200 && expected !== null) expect(response.body).toBe((await get(expected)).body);
  if (status !== 200) expect(body.error).toBe(expected);
  if (status === 301) expect(response.headers.location).toBe('/docs/');
});
