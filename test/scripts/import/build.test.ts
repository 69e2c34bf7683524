import { describe, expect, it } from 'vitest';
import { buildDataset } from '../../../scripts/import/build.ts';
import type { Candidate } from '../../../scripts/import/candidates.ts';
import { contentAuthorSchema, contentTopicsFileSchema } from '../../../src/schema/content.ts';

const candidate = (text: string, attribution: string, sourceTopics: string[] = []): Candidate => ({
  origin: 'test',
  text,
  attribution,
  sourceTopics,
});

const CANDIDATES: Candidate[] = [
  candidate('Random thoughts are the best kind of thoughts.', 'Mark Twain'),
  candidate('I never let my schooling get in the way of my education.', 'Mark Twain', ['education']),
  candidate('I never let my SCHOOLING get in the way of my education!', 'Twain'),
  candidate('Short.', 'Oscar Wilde'),
  candidate('A fine quotation with no one behind it.', 'seen on #debian'),
  candidate(
    'We are all in the gutter, but some of us are looking at the stars.',
    'Oscar Wilde, "Lady Windermere\'s Fan"',
  ),
];

describe('buildDataset', () => {
  const dataset = buildDataset(CANDIDATES, '2025-01-31');
  const quotes = dataset.authors.flatMap(({ author }) => author.quotes);

  it('writes files the content schemas accept', () => {
    for (const { author } of dataset.authors) expect(contentAuthorSchema.safeParse(author).success).toBe(true);
    expect(contentTopicsFileSchema.safeParse(dataset.topics).success).toBe(true);
  });

  it('drops duplicate texts, texts too short and unattributable lines, and counts why', () => {
    expect(quotes).toHaveLength(3);
    expect(dataset.stats.duplicates).toBe(1);
    expect(Object.fromEntries(dataset.stats.rejected)).toEqual({
      'text: too short': 1,
      'attribution: chat or usenet handle': 1,
    });
  });

  it('assigns ids in source order, the import date, sources, and never a reserved path', () => {
    expect(quotes.map((quote) => quote.id).sort()).toEqual([1, 2, 3]);
    expect(new Set(quotes.map((quote) => quote.added))).toEqual(new Set(['2025-01-31']));
    expect(quotes.map((quote) => quote.path)).not.toContain('random');
    expect(quotes.find((quote) => quote.text.startsWith('We are all'))?.source).toBe("Lady Windermere's Fan");
  });

  it('gives every quote a topic and lists only topics in use', () => {
    const used = new Set(quotes.flatMap((quote) => quote.topics));
    expect(quotes.every((quote) => quote.topics.length > 0)).toBe(true);
    expect(dataset.topics.map((topic) => topic.slug).sort()).toEqual([...used].sort());
  });

  it('is deterministic', () => {
    expect(JSON.stringify(buildDataset(CANDIDATES, '2025-01-31'))).toBe(JSON.stringify(dataset));
  });
});
