import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXTURE_CONTENT } from '../support/catalog.ts';
import { buildTree } from '../support/tree.ts';
import { startTestWorker, type TestWorker } from '../support/worker.ts';

type Damage = (file: string) => void;

const remove: Damage = (file) => rmSync(file);
const truncate: Damage = (file) => writeFileSync(file, readFileSync(file).subarray(0, 40));
const empty: Damage = (file) => writeFileSync(file, '');
const htmlPage: Damage = (file) => writeFileSync(file, '<!doctype html><title>Not found</title>');
const otherJson: Damage = (file) => writeFileSync(file, '{"format":0}');

const INTERNAL_ERROR = { success: false, data: null, error: 'Internal error: the API could not answer this request.' };

/** A tree built from the fixture, damaged after the build, served by the real worker. */
const damagedWorker = (damages: readonly [file: string, damage: Damage][]) => {
  const handle = {} as { tree: Awaited<ReturnType<typeof buildTree>>; worker: TestWorker };
  beforeAll(async () => {
    handle.tree = await buildTree(FIXTURE_CONTENT);
    for (const [file, damage] of damages) damage(join(handle.tree.dir, file));
    handle.worker = await startTestWorker({ assetsDir: handle.tree.dir });
  });
  afterAll(async () => {
    await handle.worker?.dispose();
    handle.tree?.remove();
  });
  return handle;
};

/** Logs arrive after the response: waits until the worker has logged `count` lines, then a little longer for any extra. */
const logsAfter = async (worker: TestWorker, count: number, settle = 100) => {
  const deadline = Date.now() + 5_000;
  while (worker.logs.length < count && Date.now() < deadline) await new Promise((wake) => setTimeout(wake, 20));
  await new Promise((wake) => setTimeout(wake, settle));
  return worker.logs.splice(0);
};

/**
 * A fault answers 500 in the envelope, with no stack trace and no detail of the fault, and the
 * worker logs it exactly once, naming the request and the cause an operator must fix.
 */
const expectFault = async (worker: TestWorker, path: string, cause: string) => {
  worker.logs.splice(0);
  const response = await worker.fetch(path);
  expect(response.status).toBe(500);
  expect(response.headers.get('Content-Type')).toBe('application/json; charset=utf-8');
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  expect(await response.json()).toEqual(INTERNAL_ERROR);
  const logs = await logsAfter(worker, 1);
  expect(logs).toHaveLength(1);
  expect(logs[0]!.level).toBe('error');
  expect(logs[0]!.message).toContain(`GET ${JSON.stringify(path.split('?')[0])} failed`);
  expect(logs[0]!.message).toContain(cause);
};

/** Requests whose answers are intact: their statuses, then (in one wait for late logs) that none logged. */
const expectAnswers = (handle: { worker: TestWorker }, cases: readonly [path: string, status: number][]) => {
  test.each(cases)('%s, whose answer is intact, still answers %i', async (path, status) => {
    const response = await handle.worker.fetch(path);
    expect(response.status).toBe(status);
    expect(Object.keys(await response.json()).sort()).toEqual(['data', 'error', 'success']);
  });
  test('and the intact answers logged nothing', async () => {
    expect(await logsAfter(handle.worker, 0, 1_000)).toEqual([]);
  });
};

describe('damaged response files', () => {
  const handle = damagedWorker([
    ['quotes/always-do-right.json', remove],
    ['authors/mark-twain.json', truncate],
    ['topics/humor.json', empty],
    ['authors/karel-capek/quotes.json', htmlPage],
    ['authors/_pages/sort/name/letter/all/type/all/page/1.json', remove],
    ['index.json', remove],
    ['openapi.json', truncate],
  ]);

  test.each([
    ['/quotes/always-do-right', 'quotes/always-do-right.json is missing from the static tree'],
    ['/quotes/always-do-right/', 'quotes/always-do-right.json is missing from the static tree'],
    ['/authors/mark-twain', 'authors/mark-twain.json is damaged: 40 bytes, not a whole envelope'],
    ['/topics/humor', 'topics/humor.json is damaged: 0 bytes, not a whole envelope'],
    ['/authors/karel-capek/quotes', 'authors/karel-capek/quotes.json is damaged'],
    ['/quotes/by-author/2', 'authors/karel-capek/quotes.json is damaged'],
    ['/authors', 'authors/_pages/sort/name/letter/all/type/all/page/1.json is missing from the static tree'],
    ['/authors?page=1&per_page=20', 'authors/_pages/sort/name/letter/all/type/all/page/1.json is missing'],
    ['/', 'index.json is missing from the static tree'],
    ['/openapi.json', 'openapi.json is damaged: 40 bytes, not a whole OpenAPI document'],
  ])('%s answers 500 and logs “%s” once', (path, cause) => expectFault(handle.worker, path, cause));

  test('HEAD on a fault answers 500 with no body, logged once', async () => {
    const response = await handle.worker.fetch('/topics/humor', { method: 'HEAD' });
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('');
    const logs = await logsAfter(handle.worker, 1);
    expect(logs.map((log) => log.message.split(':')[0])).toEqual(['HEAD "/topics/humor" failed']);
  });

  expectAnswers(handle, [
    ['/quotes/a-lie-can-travel', 200],
    ['/authors/marie-curie', 200],
    ['/authors?page=2', 200],
    ['/authors?per_page=3', 200],
    ['/quotes/random', 200],
    ['/quotes/no-such-quote', 404],
    ['/authors/nobody/quotes', 404],
  ]);
});

describe('damaged worker data', () => {
  const handle = damagedWorker([
    ['_data/catalog.json', truncate],
    ['search/manifest.json', otherJson],
  ]);

  test.each([
    ['/quotes/random', 'shipped catalog data _data/catalog.json is not JSON (40 characters)'],
    ['/quotes/recent?days=3650', 'shipped catalog data _data/catalog.json is not JSON'],
    ['/quotes/by-length?min=10', 'shipped catalog data _data/catalog.json is not JSON'],
    ['/quotes/by-author/1', 'shipped catalog data _data/catalog.json is not JSON'],
    ['/authors?per_page=3', 'shipped catalog data _data/catalog.json is not JSON'],
    ['/quotes/no-such-quote', 'shipped catalog data _data/catalog.json is not JSON'],
    ['/search?q=twain', 'search/manifest.json has search index format 0'],
    ['/search/suggestions?q=tw', 'search/manifest.json has search index format 0'],
  ])('%s answers 500 and logs “%s” once', (path, cause) => expectFault(handle.worker, path, cause));

  test('a failed load is not kept: every request retries it, and each failure is logged once', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      await expectFault(handle.worker, '/quotes/random?limit=1', 'shipped catalog data _data/catalog.json is not JSON');
    }
  });

  // Files of the tree are served without the catalog.
  expectAnswers(handle, [
    ['/quotes/always-do-right', 200],
    ['/authors/mark-twain/quotes', 200],
    ['/authors', 200],
    ['/topics', 200],
  ]);
});

describe('missing worker data', () => {
  const handle = damagedWorker([
    ['_data/catalog.json', remove],
    ['search/manifest.json', remove],
  ]);

  test.each([
    ['/quotes/random', 'shipped catalog data _data/catalog.json is missing from the static tree'],
    ['/topics/no-such-topic', 'shipped catalog data _data/catalog.json is missing from the static tree'],
    ['/search?q=twain', 'search index file search/manifest.json is missing from the static tree'],
  ])('%s answers 500 and logs “%s” once', (path, cause) => expectFault(handle.worker, path, cause));
});

describe('worker data that is JSON but not the catalog', () => {
  const handle = damagedWorker([['_data/catalog.json', otherJson]]);

  test('answers 500 and logs which file and what is wrong', () =>
    expectFault(
      handle.worker,
      '/quotes/random',
      'shipped catalog data _data/catalog.json does not match the catalog schema',
    ));
});
