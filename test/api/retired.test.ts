import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorByPath, authorQuotesById, authorQuotesByPath } from '../../src/api/authors.ts';
import { quoteByPath } from '../../src/api/quotes.ts';
import { retiredMessage } from '../../src/api/retired.ts';
import type { Catalog } from '../../src/catalog/catalog.ts';
import { loadFixture } from '../support/catalog.ts';
import { copyFixtureContent, retireInFixture } from '../support/content-copy.ts';

const content = copyFixtureContent();
let catalog: Catalog;

beforeAll(async () => {
  retireInFixture(content);
  catalog = (await loadFixture(content.dir)).catalog;
});
afterAll(() => content.remove());

describe('retired quotes and authors', () => {
  const quoteGone =
    'The quote "a-lie-can-travel" was retired on 2026-11-22: Misattributed; the line is older than Twain. See /quotes/always-do-right.';
  const authorGone =
    'The author "samuel-clemens" was retired on 2026-11-22: Merged into Mark Twain. See /authors/mark-twain.';

  it.each([
    ['quoteByPath', () => quoteByPath(catalog, 'a-lie-can-travel'), quoteGone],
    ['authorByPath', () => authorByPath(catalog, 'samuel-clemens'), authorGone],
    ['authorQuotesByPath', () => authorQuotesByPath(catalog, 'samuel-clemens'), authorGone],
    ['authorQuotesById', () => authorQuotesById(catalog, '6'), authorGone],
  ])('%s answers 404 saying when, why and where to look instead', (_, answer, message) => {
    expect(answer()).toEqual({ status: 404, envelope: { success: false, data: null, error: message } });
  });

  it('leaves other 404s and live records as they were', () => {
    expect(quoteByPath(catalog, 'never-was').envelope.error).toBe('No quote has the path "never-was".');
    expect(authorByPath(catalog, 'nobody').envelope.error).toBe('No author has the path "nobody".');
    expect(authorQuotesById(catalog, '99').envelope.error).toBe('No author has the id "99".');
    expect(quoteByPath(catalog, 'always-do-right').status).toBe(200);
  });

  it('keeps the retired quote out of every list', () => {
    expect(catalog.quotes.some((quote) => quote.path === 'a-lie-can-travel')).toBe(false);
    expect(catalog.quotesByAuthorId.get(1)!.map((quote) => quote.id)).toEqual([1, 2]);
  });
});

describe('retiredMessage', () => {
  it('ends the reason with one full stop and names no replacement when there is none', () => {
    const entry = {
      kind: 'quote' as const,
      id: 3,
      path: 'x',
      retired: '2026-01-02',
      reason: 'Duplicate of another quote.',
    };
    expect(retiredMessage(entry)).toBe('The quote "x" was retired on 2026-01-02: Duplicate of another quote.');
    expect(retiredMessage({ ...entry, reason: 'Unverified' })).toBe(
      'The quote "x" was retired on 2026-01-02: Unverified.',
    );
  });
});
