import { afterAll, beforeAll, expect, test } from 'vitest';
import type { SearchEngine } from '../../src/search/engine.ts';
import { inMemoryIndex } from './in-memory.ts';
import { evaluateCase, type RelevanceOutcome } from './relevance.ts';
import { RELEVANCE_SET } from './relevance-set.ts';

/** The relevance set runs on the shipped dataset. */
const SHIPPED_CONTENT = 'content';

let engine: SearchEngine;
const outcomes: RelevanceOutcome[] = [];

beforeAll(async () => {
  engine = await (await inMemoryIndex(SHIPPED_CONTENT)).open().then(({ engine }) => engine);
}, 60_000);

afterAll(() => {
  if (outcomes.length < RELEVANCE_SET.length) return;
  const share = (within: number) =>
    outcomes.filter((outcome) => outcome.rank !== null && outcome.rank <= within).length / outcomes.length;
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  console.log(`relevance set: ${outcomes.length} queries, top-1 ${percent(share(1))}, top-3 ${percent(share(3))}`);
});

test('the set is broad enough', () => {
  expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(40);
  const kinds = new Set(RELEVANCE_SET.map((item) => item.kind));
  expect([...kinds].sort()).toEqual(
    ['diacritics', 'full name', 'phrase', 'prefix', 'rare word', 'surname', 'topic', 'typo'].sort(),
  );
});

test.each(RELEVANCE_SET.map((item) => [item.kind, item.query, item] as const))(
  '%s: %j',
  async (_kind, _query, item) => {
    const outcome = await evaluateCase(engine, item);
    outcomes.push(outcome);
    const where = 'author' in item.expected ? 'first' : 'in the top 3';
    expect(outcome.pass, `expected ${JSON.stringify(item.expected)} ${where}; got ${outcome.top.join(', ')}`).toBe(
      true,
    );
  },
);
