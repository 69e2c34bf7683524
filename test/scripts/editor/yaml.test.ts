import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { appendQuote, newAuthorFile } from '../../../scripts/editor/yaml.ts';
import { contentAuthorSchema, type ContentQuote } from '../../../src/schema/content.ts';
import { FIXTURE_CONTENT } from '../../support/catalog.ts';

const quote: ContentQuote = {
  id: 9,
  path: 'get-facts-first',
  text: 'Get your facts first: then you can distort them as you please.',
  topics: ['humor', 'wisdom'],
  added: '2026-11-22',
  source: 'Rudyard Kipling, From Sea to Sea',
};

const author = `# Mark Twain: keep this comment.
id: 1
name: Mark
surname: Twain
type: person
description: American writer.
quotes:
  - id: 1
    path: the-secret
    text: "The secret of getting ahead: getting started."
    topics: [wisdom]
    added: 2026-11-20 # first
  - id: 2
    path: always-do-right
    text: 'Always do right.'
    topics: [humor]
    added: 2026-10-01
`;

describe('appendQuote', () => {
  it('adds the quote after the last one, leaving every existing line as it was', () => {
    const { text, line } = appendQuote(author, quote);
    expect(text.startsWith(author)).toBe(true);
    expect(text.slice(author.length)).toBe(`  - id: 9
    path: get-facts-first
    text: "Get your facts first: then you can distort them as you please."
    topics: [humor, wisdom]
    added: 2026-11-22
    source: Rudyard Kipling, From Sea to Sea
`);
    expect(line).toBe(18);
    expect(text.split('\n')[line - 1]).toBe('  - id: 9');
  });

  it('writes the topics as a block list where the previous quote has one', () => {
    const block = author.replace('topics: [humor]', 'topics:\n      - humor');
    expect(appendQuote(block, quote).text).toContain('    topics:\n      - humor\n      - wisdom\n');
  });

  it('adds not_duplicate_of last, and nothing for absent fields', () => {
    const { source: _, ...bare } = quote;
    const text = appendQuote(author, { ...bare, not_duplicate_of: ['the-secret'] }).text;
    expect(text.endsWith('    added: 2026-11-22\n    not_duplicate_of: [the-secret]\n')).toBe(true);
  });

  it('leaves every file of the fixture byte for byte as it was, but for the quote it adds', () => {
    const dir = join(FIXTURE_CONTENT, 'authors');
    for (const file of readdirSync(dir)) {
      const original = readFileSync(join(dir, file), 'utf8');
      const { text } = appendQuote(original, quote);
      expect(text.startsWith(original)).toBe(true);
      expect(parse(text).quotes.at(-1)).toEqual(quote);
    }
  });
});

describe('newAuthorFile', () => {
  it('writes a valid author file in the dataset’s order, with the line of its first quote', () => {
    const { text, line } = newAuthorFile({
      id: 6,
      name: '',
      surname: 'Heraclitus',
      type: 'person',
      description: null,
      quotes: [quote],
    });
    expect(text).toBe(`id: 6
name: ""
surname: Heraclitus
type: person
description: null
quotes:
  - id: 9
    path: get-facts-first
    text: "Get your facts first: then you can distort them as you please."
    topics:
      - humor
      - wisdom
    added: 2026-11-22
    source: Rudyard Kipling, From Sea to Sea
`);
    expect(line).toBe(7);
    expect(contentAuthorSchema.parse(parse(text)).quotes[0]).toEqual(quote);
  });
});
