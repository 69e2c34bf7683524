import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXTURE_CONTENT } from '../support/catalog.ts';
import { buildTree, listFiles } from '../support/tree.ts';
import { startTestWorker, type TestWorker } from '../support/worker.ts';

/**
 * The layout used at scale, on the small fixture: per-record responses in shard files. Every
 * answer must be the bytes of the one-file-per-response tree.
 */
let files: Awaited<ReturnType<typeof buildTree>>;
let sharded: Awaited<ReturnType<typeof buildTree>>;
let worker: TestWorker;

beforeAll(async () => {
  [files, sharded] = await Promise.all([buildTree(FIXTURE_CONTENT), buildTree(FIXTURE_CONTENT, { shards: 3 })]);
  worker = await startTestWorker({ assetsDir: sharded.dir });
});

afterAll(async () => {
  await worker?.dispose();
  files?.remove();
  sharded?.remove();
});

const PER_RECORD = /^(quotes\/[a-z0-9-]+|authors\/[a-z0-9-]+(\/quotes)?)\.json$/;

describe('a sharded tree', () => {
  test('holds shard files instead of a file per quote and author', () => {
    const paths = listFiles(sharded.dir);
    expect(paths.filter((path) => PER_RECORD.test(path))).toEqual([]);
    expect(paths.filter((path) => path.startsWith('_shards/'))).toEqual([
      '_shards/0.json',
      '_shards/1.json',
      '_shards/2.json',
    ]);
  });

  test('answers each per-record URL with the bytes of its file in the unsharded tree', async () => {
    const perRecord = listFiles(files.dir).filter((path) => PER_RECORD.test(path));
    expect(perRecord.length).toBeGreaterThan(15);
    for (const path of perRecord) {
      const response = await worker.fetch(`/${path.slice(0, -'.json'.length)}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toBe(readFileSync(join(files.dir, path), 'utf8'));
    }
  });

  test.each([
    ['/quotes/no-such-quote', 404],
    ['/authors/nobody', 404],
    ['/authors/nobody/quotes', 404],
    ['/quotes/by-author/999999', 404],
    ['/quotes/by-author/2', 200],
    ['/quotes/random?limit=3', 200],
  ])('%s → %i', async (path, status) => {
    expect((await worker.fetch(path)).status).toBe(status);
  });
});
