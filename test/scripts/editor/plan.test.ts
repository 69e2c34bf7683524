import { beforeAll, describe, expect, it } from 'vitest';
import { findDuplicate, newAuthorPath, newQuotePath, nextId, quoteLine } from '../../../scripts/editor/plan.ts';
import type { CatalogData } from '../../../src/schema/catalog.ts';
import { loadFixture } from '../../support/catalog.ts';

let data: CatalogData;
beforeAll(async () => {
  data = (await loadFixture()).data;
});

const retired = (kind: 'quote' | 'author', id: number, path: string) => ({
  kind,
  id,
  path,
  retired: '2026-01-01',
  reason: 'Test.',
});

describe('nextId', () => {
  it('is one more than the highest id ever used, retired ones included', () => {
    expect(nextId(data, 'quote')).toBe(9);
    expect(nextId(data, 'author')).toBe(6);
    const withRetired = { ...data, retired: [retired('quote', 40, 'old'), retired('author', 12, 'gone')] };
    expect(nextId(withRetired, 'quote')).toBe(41);
    expect(nextId(withRetired, 'author')).toBe(13);
  });
});

describe('newQuotePath and newAuthorPath', () => {
  it('take the first meaningful words, avoiding live, retired and reserved paths', () => {
    expect(newQuotePath('The secret of a happy life is a good memory.', data)).toBe('secret-happy-life-good-memory');
    expect(newQuotePath('Always do right!', data)).toBe('always-do-right-2');
    const withRetired = { ...data, retired: [retired('quote', 40, 'always-do-right-2')] };
    expect(newQuotePath('Always do right!', withRetired)).toBe('always-do-right-3');
    expect(newQuotePath('Random.', data)).toBe('random-2');
  });

  it('make an author path from the full name', () => {
    expect(newAuthorPath('Ludwig van Beethoven', 6, data)).toBe('ludwig-van-beethoven');
    expect(newAuthorPath('Mark Twain', 6, data)).toBe('mark-twain-2');
    expect(newAuthorPath('老子', 6, data)).toBe('author-6');
  });
});

describe('findDuplicate', () => {
  it('finds the same quote, and nearly the same one', () => {
    expect(
      findDuplicate('ALWAYS do right — this will gratify some people, and astonish the rest!', data),
    ).toMatchObject({
      kind: 'exact',
      quote: { id: 2 },
    });
    expect(
      findDuplicate('Always do right. This will gratify some people and astonish all the rest.', data),
    ).toMatchObject({
      kind: 'near',
      quote: { id: 2 },
    });
    expect(findDuplicate('Something nobody has said before, surely.', data)).toBeUndefined();
  });
});

describe('quoteLine', () => {
  it('is the line where the quote with that id starts', () => {
    const text = 'id: 1\nquotes:\n  - id: 4\n    text: x\n  - id: 7\n    text: y\n';
    expect(quoteLine(text, 7)).toBe(5);
    expect(quoteLine(text, 5)).toBe(0);
  });
});
