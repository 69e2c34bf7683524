import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { FIXTURE_CONTENT } from '../support/catalog.ts';
import { buildTree } from '../support/tree.ts';
import { startTestWorker } from '../support/worker.ts';

const IP = '198.51.100.7';

let tree: Awaited<ReturnType<typeof buildTree>>;

beforeAll(async () => {
  tree = await buildTree(FIXTURE_CONTENT);
});

afterAll(() => tree?.remove());

/**
 * Runs `requests` against a worker whose clock is fixed at `now`, with Durable Object state in
 * `persistTo`, and answers status, RateLimit-Remaining and Retry-After of each.
 */
const requestsAt = async (now: string, persistTo: string, requests: number) => {
  const worker = await startTestWorker({
    assetsDir: tree.dir,
    vars: { RATE_LIMIT_PER_DAY: '2', RATE_LIMIT_NOW: now },
    persistTo,
  });
  try {
    const answers: [number, string | null, string | null][] = [];
    for (let i = 0; i < requests; i++) {
      const response = await worker.fetch('/topics', { headers: { 'CF-Connecting-IP': IP } });
      await response.arrayBuffer();
      answers.push([
        response.status,
        response.headers.get('RateLimit-Remaining'),
        response.headers.get('Retry-After') ?? response.headers.get('RateLimit-Reset'),
      ]);
    }
    return answers;
  } finally {
    await worker.dispose();
  }
};

describe('the UTC day', () => {
  const state = mkdtempSync(join(tmpdir(), 'quotes-rate-limit-'));
  afterAll(() => rmSync(state, { recursive: true, force: true }));

  test('the counter lasts until UTC midnight, across restarts, and resets then', async () => {
    expect(await requestsAt('2099-12-31T23:59:59.250Z', state, 3)).toEqual([
      [200, '1', '1'],
      [200, '0', '1'],
      [429, '0', '1'],
    ]);
    // Same day, restarted worker: the count was kept, so a reset after midnight is not a lost counter.
    expect(await requestsAt('2099-12-31T23:59:59.999Z', state, 1)).toEqual([[429, '0', '1']]);
    expect(await requestsAt('2100-01-01T00:00:00.000Z', state, 3)).toEqual([
      [200, '1', '86400'],
      [200, '0', '86400'],
      [429, '0', '86400'],
    ]);
  });
});

describe('old counters', () => {
  test('are deleted by the alarm once their day is over', async () => {
    // A clock fixed on a day long past: the counter's alarm (set for that day's end) is already due.
    const worker = await startTestWorker({
      assetsDir: tree.dir,
      vars: { RATE_LIMIT_PER_DAY: '100', RATE_LIMIT_NOW: '2001-01-01T12:00:00Z' },
    });
    try {
      const remaining = async () => {
        const response = await worker.fetch('/topics', { headers: { 'CF-Connecting-IP': IP } });
        await response.arrayBuffer();
        return response.headers.get('RateLimit-Remaining');
      };
      expect(await remaining()).toBe('99');
      // Counted again from 1 only if the alarm deleted the counter in between.
      await vi.waitFor(async () => expect(await remaining()).toBe('99'), { timeout: 20_000, interval: 100 });
    } finally {
      await worker.dispose();
    }
  });
});
