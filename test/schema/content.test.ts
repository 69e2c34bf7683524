import { describe, expect, it } from 'vitest';
import {
  contentAuthorSchema,
  contentQuoteSchema,
  contentTopicsFileSchema,
  QUOTE_MAX_LENGTH,
  QUOTE_MIN_LENGTH,
  SLUG_MAX_LENGTH,
} from '../../src/schema/content.ts';

const goodQuote = {
  id: 1,
  path: 'truth-is-stranger',
  text: 'Truth is stranger than fiction.',
  topics: ['truth'],
  added: '2024-01-02',
};

const goodAuthor = {
  id: 1,
  name: 'Mark',
  surname: 'Twain',
  type: 'person',
  description: 'American writer.',
  quotes: [goodQuote],
};

const goodTopics = [
  { slug: 'truth', name: 'Truth', description: null },
  { slug: 'wisdom', name: 'Wisdom', description: 'Knowing what matters.' },
];

const withQuote = (change: Record<string, unknown>) => ({ ...goodAuthor, quotes: [{ ...goodQuote, ...change }] });
const without = <T extends object>(value: T, key: keyof T) =>
  Object.fromEntries(Object.entries(value).filter(([k]) => k !== key));

describe('contentAuthorSchema accepts', () => {
  it.each([
    ['a plain author', goodAuthor],
    ['an empty given name (mononym, group, proverb)', { ...goodAuthor, name: '', type: 'proverb' }],
    ['a null description', { ...goodAuthor, description: null }],
    ['aliases', { ...goodAuthor, aliases: ['Samuel Clemens'] }],
    ['a quote with a source', withQuote({ source: 'Following the Equator' })],
    ['every author type', { ...goodAuthor, type: 'anonymous' }],
    ['text of exactly the minimum length', withQuote({ text: 'x'.repeat(QUOTE_MIN_LENGTH) })],
    ['text of exactly the maximum length', withQuote({ text: 'x'.repeat(QUOTE_MAX_LENGTH) })],
    // Ten emoji are ten code points but twenty UTF-16 units; length is code points.
    ['ten emoji', withQuote({ text: '😀'.repeat(QUOTE_MIN_LENGTH) })],
    ['the maximum length in emoji', withQuote({ text: '😀'.repeat(QUOTE_MAX_LENGTH) })],
    ['a slug of the maximum length', withQuote({ path: 'a'.repeat(SLUG_MAX_LENGTH) })],
    ['a leap day', withQuote({ added: '2024-02-29' })],
  ])('%s', (_, author) => {
    expect(contentAuthorSchema.safeParse(author).error?.issues).toBeUndefined();
  });
});

describe('contentAuthorSchema rejects', () => {
  it.each([
    ['id 0', { ...goodAuthor, id: 0 }, ['id']],
    ['a negative id', { ...goodAuthor, id: -3 }, ['id']],
    ['a fractional id', { ...goodAuthor, id: 1.5 }, ['id']],
    ['an id given as a string', { ...goodAuthor, id: '1' }, ['id']],
    ['quote id 0', withQuote({ id: 0 }), ['quotes', 0, 'id']],
    ['a negative quote id', withQuote({ id: -1 }), ['quotes', 0, 'id']],
    ['a fractional quote id', withQuote({ id: 2.5 }), ['quotes', 0, 'id']],
    ['a quote id given as a string', withQuote({ id: '7' }), ['quotes', 0, 'id']],
    ['a path with capitals and a space', withQuote({ path: 'Foo Bar' }), ['quotes', 0, 'path']],
    ['a path with a double hyphen', withQuote({ path: 'foo--bar' }), ['quotes', 0, 'path']],
    ['a path with a leading hyphen', withQuote({ path: '-foo' }), ['quotes', 0, 'path']],
    ['a path with a trailing hyphen', withQuote({ path: 'foo-' }), ['quotes', 0, 'path']],
    ['a path with an accent', withQuote({ path: 'café' }), ['quotes', 0, 'path']],
    ['an empty path', withQuote({ path: '' }), ['quotes', 0, 'path']],
    ['a path one over the maximum', withQuote({ path: 'a'.repeat(SLUG_MAX_LENGTH + 1) }), ['quotes', 0, 'path']],
    ['text one under the minimum', withQuote({ text: 'x'.repeat(QUOTE_MIN_LENGTH - 1) }), ['quotes', 0, 'text']],
    ['text one over the maximum', withQuote({ text: 'x'.repeat(QUOTE_MAX_LENGTH + 1) }), ['quotes', 0, 'text']],
    // Nine emoji are eighteen UTF-16 units: counting units would wrongly accept them.
    ['nine emoji', withQuote({ text: '😀'.repeat(QUOTE_MIN_LENGTH - 1) }), ['quotes', 0, 'text']],
    ['one emoji over the maximum', withQuote({ text: '😀'.repeat(QUOTE_MAX_LENGTH + 1) }), ['quotes', 0, 'text']],
    ['text with a leading space', withQuote({ text: ' Truth is stranger than fiction.' }), ['quotes', 0, 'text']],
    ['text with a trailing newline', withQuote({ text: 'Truth is stranger than fiction.\n' }), ['quotes', 0, 'text']],
    ['empty text', withQuote({ text: '' }), ['quotes', 0, 'text']],
    ['empty topics', withQuote({ topics: [] }), ['quotes', 0, 'topics']],
    ['a topic that is not a slug', withQuote({ topics: ['Wisdom'] }), ['quotes', 0, 'topics', 0]],
    ['an impossible date', withQuote({ added: '2024-02-30' }), ['quotes', 0, 'added']],
    ['a date without padding', withQuote({ added: '2024-5-1' }), ['quotes', 0, 'added']],
    ['a date in another format', withQuote({ added: '31/05/2024' }), ['quotes', 0, 'added']],
    ['a date with a time', withQuote({ added: '2024-05-31T10:00:00Z' }), ['quotes', 0, 'added']],
    ['an empty source', withQuote({ source: '' }), ['quotes', 0, 'source']],
    ['an unknown quote field', withQuote({ sorce: 'x' }), ['quotes', 0]],
    ['an unknown author field', { ...goodAuthor, born: 1835 }, []],
    ['a bad author type', { ...goodAuthor, type: 'human' }, ['type']],
    ['a missing surname', without(goodAuthor, 'surname'), ['surname']],
    ['a missing description (null is allowed, absence is not)', without(goodAuthor, 'description'), ['description']],
    ['a missing quote path', { ...goodAuthor, quotes: [without(goodQuote, 'path')] }, ['quotes', 0, 'path']],
    ['a missing added date', { ...goodAuthor, quotes: [without(goodQuote, 'added')] }, ['quotes', 0, 'added']],
    ['an empty surname', { ...goodAuthor, surname: '' }, ['surname']],
    ['a name with a trailing space', { ...goodAuthor, name: 'Mark ' }, ['name']],
    ['an empty alias', { ...goodAuthor, aliases: [''] }, ['aliases', 0]],
    ['zero quotes', { ...goodAuthor, quotes: [] }, ['quotes']],
    ['something that is not a mapping', ['id', 1], []],
  ])('%s', (_, author, path) => {
    const result = contentAuthorSchema.safeParse(author);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path)).toContainEqual(path);
  });

  it('reports every issue, not just the first', () => {
    const result = contentAuthorSchema.safeParse({
      ...goodAuthor,
      id: 0,
      type: 'human',
      quotes: [{ ...goodQuote, topics: [] }],
    });
    expect(result.error!.issues.map((issue) => issue.path)).toEqual([['id'], ['type'], ['quotes', 0, 'topics']]);
  });

  it('says what was expected in its own messages', () => {
    const messages = (value: unknown) =>
      contentQuoteSchema.safeParse(value).error!.issues.map((issue) => issue.message);
    expect(messages({ ...goodQuote, path: 'Foo Bar' })).toEqual([
      'a lowercase ASCII slug: a-z, 0-9 and single hyphens between them',
    ]);
    expect(messages({ ...goodQuote, id: 0 })).toEqual(['a positive whole number']);
    expect(messages({ ...goodQuote, text: 'short' })).toEqual([
      `between ${QUOTE_MIN_LENGTH} and ${QUOTE_MAX_LENGTH} characters (Unicode code points)`,
    ]);
    expect(messages({ ...goodQuote, topics: [] })).toEqual(['at least one topic']);
    expect(messages({ ...goodQuote, added: '2024-13-01' })).toEqual(['an ISO date such as 2024-05-31']);
  });
});

describe('contentTopicsFileSchema', () => {
  it('accepts a list of topics', () => {
    expect(contentTopicsFileSchema.safeParse(goodTopics).success).toBe(true);
  });

  it.each([
    ['an empty list', [], []],
    ['a mapping instead of a list', { truth: 'Truth' }, []],
    ['a bad slug', [{ ...goodTopics[0], slug: 'Truth Itself' }], [0, 'slug']],
    ['a missing name', [without(goodTopics[0]!, 'name')], [0, 'name']],
    ['an empty name', [{ ...goodTopics[0], name: '' }], [0, 'name']],
    ['a missing description', [without(goodTopics[1]!, 'description')], [0, 'description']],
    ['a description with a leading space', [{ ...goodTopics[1], description: ' Knowing.' }], [0, 'description']],
    ['an unknown field', [{ ...goodTopics[0], emoji: '🔎' }], [0]],
  ])('rejects %s', (_, topics, path) => {
    const result = contentTopicsFileSchema.safeParse(topics);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path)).toContainEqual(path);
  });
});
