import { afterAll, beforeAll, expect, test } from 'vitest';
import { copyFixtureContent, retireInFixture } from '../support/content-copy.ts';
import { buildTree } from '../support/tree.ts';
import { startTestWorker, type TestWorker } from '../support/worker.ts';

const content = copyFixtureContent();
let tree: Awaited<ReturnType<typeof buildTree>>;
let worker: TestWorker;

beforeAll(async () => {
  retireInFixture(content);
  tree = await buildTree(content.dir);
  worker = await startTestWorker({ assetsDir: tree.dir });
});

afterAll(async () => {
  await worker?.dispose();
  tree?.remove();
  content.remove();
});

test.each([
  ['/quotes/a-lie-can-travel', 'The quote "a-lie-can-travel" was retired on 2026-11-22'],
  ['/authors/samuel-clemens', 'The author "samuel-clemens" was retired on 2026-11-22'],
  ['/authors/samuel-clemens/quotes', 'The author "samuel-clemens" was retired on 2026-11-22'],
  ['/quotes/by-author/6', 'The author "samuel-clemens" was retired on 2026-11-22'],
])('the worker answers %s with 404 and the reason', async (path, start) => {
  const response = await worker.fetch(path);
  expect(response.status).toBe(404);
  const body = (await response.json()) as { success: boolean; data: null; error: string };
  expect(body.success).toBe(false);
  expect(body.error.startsWith(start)).toBe(true);
});
