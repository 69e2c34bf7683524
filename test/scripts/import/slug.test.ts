import { describe, expect, it } from 'vitest';
import { createSlugAllocator, quotePathBase, slugify } from '../../../scripts/import/slug.ts';
import { RESERVED_QUOTE_PATHS, SLUG_PATTERN } from '../../../src/schema/content.ts';

describe('slugify', () => {
  it.each([
    ['George Bernard Shaw', 'george-bernard-shaw'],
    ['Karel Čapek', 'karel-capek'],
    ['Kurt Gödel', 'kurt-godel'],
    ['Antoine de Saint-Exupéry', 'antoine-de-saint-exupery'],
    ["Pudd'nhead Wilson's Calendar", 'puddnhead-wilsons-calendar'],
    ['G. K. Chesterton', 'g-k-chesterton'],
    ['Siouxsie & the Banshees', 'siouxsie-and-the-banshees'],
    ['Stanisław Lem', 'stanislaw-lem'],
    ['  --Leading and trailing--  ', 'leading-and-trailing'],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
    expect(slug).toMatch(SLUG_PATTERN);
  });

  it('cuts long slugs at a word boundary', () => {
    const slug = slugify('word '.repeat(40), 30);
    expect(slug.length).toBeLessThanOrEqual(30);
    expect(slug).toMatch(SLUG_PATTERN);
  });
});

describe('quotePathBase', () => {
  it('uses the first meaningful words of the text', () => {
    expect(quotePathBase('I never let my schooling get in the way of my education.')).toBe(
      'never-let-schooling-get-way-education',
    );
  });

  it('keeps stop words when too few other words remain', () => {
    expect(quotePathBase('To be or not to be.')).toBe('to-be-or-not-to-be');
  });
});

describe('createSlugAllocator', () => {
  it('suffixes clashes with -2, -3 and never hands out a reserved word', () => {
    const allocate = createSlugAllocator(RESERVED_QUOTE_PATHS);
    expect([allocate('life'), allocate('life'), allocate('life'), allocate('random')]).toEqual([
      'life',
      'life-2',
      'life-3',
      'random-2',
    ]);
  });
});
