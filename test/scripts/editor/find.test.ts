import { describe, expect, it } from 'vitest';
import { findAuthors, findTopic, findTopics, searchKey, type AuthorEntry } from '../../../scripts/editor/find.ts';
import type { AuthorRecord } from '../../../src/schema/records.ts';

const author = (id: number, name: string, surname: string, path: string, quoteCount = 1): AuthorRecord => ({
  id,
  path,
  name,
  surname,
  full_name: name ? `${name} ${surname}` : surname,
  type: 'person',
  description: null,
  quote_count: quoteCount,
  topics: [],
  added: '2024-01-01',
});

const entries: AuthorEntry[] = [
  { author: author(1, 'Mark', 'Twain', 'mark-twain', 30), aliases: ['Samuel Clemens'] },
  { author: author(2, 'Karel', 'Čapek', 'karel-capek'), aliases: [] },
  { author: author(3, 'Shania', 'Twain', 'shania-twain', 2), aliases: [] },
  { author: author(4, 'John', 'Smith', 'john-smith'), aliases: [] },
  { author: author(5, 'John', 'Smith', 'john-smith-2'), aliases: [] },
];

const paths = (match: ReturnType<typeof findAuthors>) => [match.kind, match.authors.map(({ author }) => author.path)];

describe('findAuthors', () => {
  it.each([
    ['the full name', 'Mark Twain', ['exact', ['mark-twain']]],
    ['the full name in another case, without accents', 'karel capek', ['exact', ['karel-capek']]],
    ['the path', 'karel-capek', ['exact', ['karel-capek']]],
    ['an alias', 'samuel clemens', ['exact', ['mark-twain']]],
    ['a name two authors share', 'John Smith', ['exact', ['john-smith', 'john-smith-2']]],
    ['a surname alone: similar, most quotes first', 'Twain', ['similar', ['mark-twain', 'shania-twain']]],
    ['a typo', 'Mark Twian', ['similar', ['mark-twain']]],
    ['a prefix', 'Kar', ['similar', ['karel-capek']]],
    ['nobody', 'Heraclitus', ['similar', []]],
  ] as const)('by %s', (_, query, expected) => {
    expect(paths(findAuthors(query, entries))).toEqual(expected);
  });
});

const topics = [
  { slug: 'wisdom', name: 'Wisdom', description: null },
  { slug: 'love-and-relationships', name: 'Love and Relationships', description: null },
  { slug: 'life', name: 'Life', description: null },
  { slug: 'humor', name: 'Humor', description: null },
];

describe('findTopic and findTopics', () => {
  it.each([
    ['wisdom', 'wisdom'],
    ['Love and Relationships', 'love-and-relationships'],
    ['hum', 'humor'],
    ['love', 'love-and-relationships'],
  ])('"%s" is %s', (input, slug) => {
    expect(findTopic(input, topics)).toEqual({ topic: topics.find((topic) => topic.slug === slug) });
  });

  it.each([
    ['wisdon', 'unknown topic "wisdon" (did you mean "wisdom"?)'],
    ['l', '"l" could be any of: love-and-relationships, life'],
    ['astronomy', 'unknown topic "astronomy"'],
  ])('"%s" is an error: %s', (input, error) => {
    expect(findTopic(input, topics)).toEqual({ error });
  });

  it('reads a comma-separated list, once each, and reports every bad item', () => {
    expect(findTopics('hum, wisdom ,humor', topics)).toEqual({ slugs: ['humor', 'wisdom'] });
    expect(findTopics('wisdon, zzz', topics)).toEqual({
      errors: ['unknown topic "wisdon" (did you mean "wisdom"?)', 'unknown topic "zzz"'],
    });
    expect(findTopics(' , ', topics)).toEqual({ errors: ['at least one topic is needed'] });
  });
});

describe('searchKey', () => {
  it('folds case, accents, apostrophes and punctuation', () => {
    expect(searchKey("  Čapek,  O'Brien-Smith ")).toBe('capek obrien smith');
  });
});
