import { describe, expect, it } from 'vitest';
import { recordsFromContent, type AuthorFile } from '../../src/catalog/records.ts';
import { catalogDataSchema } from '../../src/schema/catalog.ts';
import type { ContentAuthor, ContentQuote, ContentTopic } from '../../src/schema/content.ts';

const quote = (
  id: number,
  added: string,
  topics: string[],
  text = `Quote number ${id} says something.`,
): ContentQuote => ({
  id,
  path: `quote-${id}`,
  text,
  topics,
  added,
});

const author = (id: number, name: string, surname: string, quotes: ContentQuote[]): ContentAuthor => ({
  id,
  name,
  surname,
  type: 'person',
  description: null,
  quotes,
});

const files: AuthorFile[] = [
  {
    path: 'confucius',
    author: author(2, '', 'Confucius', [
      quote(3, '2023-06-01', ['wisdom']),
      // Listed second but added first: the author's `added` is this date.
      quote(5, '2022-01-01', ['wisdom', 'truth']),
    ]),
  },
  {
    path: 'mark-twain',
    author: author(1, 'Mark', 'Twain', [
      quote(4, '2024-01-02', ['truth', 'humor'], 'Smile 😀😀😀 — it’s free.'),
      quote(1, '2024-03-05', ['humor']),
      quote(2, '2024-03-05', ['truth', 'wisdom']),
    ]),
  },
];

const topics: ContentTopic[] = [
  { slug: 'wisdom', name: 'Wisdom', description: 'Knowing what matters.' },
  { slug: 'truth', name: 'truth', description: null },
  { slug: 'humor', name: 'Ánimo', description: null },
  { slug: 'unused', name: 'Zeal', description: null },
];

describe('recordsFromContent', () => {
  const data = recordsFromContent(files, topics);

  it('produces data the catalog schema accepts', () => {
    expect(catalogDataSchema.safeParse(data).error).toBeUndefined();
  });

  it('derives each quote record from its quote and author, sorted by id', () => {
    expect(data.quotes.map((record) => record.id)).toEqual([1, 2, 3, 4, 5]);
    expect(data.quotes.find((record) => record.id === 4)).toEqual({
      id: 4,
      path: 'quote-4',
      quotes: 'Smile 😀😀😀 — it’s free.',
      author_name: 'Mark',
      author_surname: 'Twain',
      author_path: 'mark-twain',
      author_id: 1,
      topics: ['truth', 'humor'],
      length: 22,
    });
  });

  it('measures length in code points, not UTF-16 units', () => {
    const record = data.quotes.find((r) => r.id === 4)!;
    expect(record.quotes.length).toBe(25);
    expect(record.length).toBe(22);
  });

  it('keeps the added dates parallel to the quotes', () => {
    expect(data.quoteAdded).toEqual(['2024-03-05', '2024-03-05', '2023-06-01', '2024-01-02', '2022-01-01']);
  });

  it('derives author records sorted by id', () => {
    expect(data.authors).toEqual([
      {
        id: 1,
        path: 'mark-twain',
        name: 'Mark',
        surname: 'Twain',
        full_name: 'Mark Twain',
        type: 'person',
        description: null,
        quote_count: 3,
        // truth and humor twice each (tie by slug), wisdom once.
        topics: ['humor', 'truth', 'wisdom'],
        added: '2024-01-02',
      },
      {
        id: 2,
        path: 'confucius',
        name: '',
        surname: 'Confucius',
        full_name: 'Confucius',
        type: 'person',
        description: null,
        quote_count: 2,
        topics: ['wisdom', 'truth'],
        added: '2022-01-01',
      },
    ]);
  });

  it('counts quotes per topic and sorts topics by name as the collator does', () => {
    expect(data.topics).toEqual([
      { slug: 'humor', name: 'Ánimo', description: null, quote_count: 2 },
      { slug: 'truth', name: 'truth', description: null, quote_count: 3 },
      { slug: 'wisdom', name: 'Wisdom', description: 'Knowing what matters.', quote_count: 3 },
      { slug: 'unused', name: 'Zeal', description: null, quote_count: 0 },
    ]);
  });

  it('hashes the dataset deterministically', () => {
    expect(data.dataset).toMatch(/^[0-9a-f]{16}$/);
    expect(recordsFromContent(files, topics)).toEqual(data);
    // The order of files and topics is not part of the content.
    expect(recordsFromContent([...files].reverse(), [...topics].reverse()).dataset).toBe(data.dataset);
  });

  it('changes the dataset hash when any content changes', () => {
    const [confucius, twain] = files as [AuthorFile, AuthorFile];
    const retitled: AuthorFile = { ...twain, author: { ...twain.author, surname: 'Clemens' } };
    expect(recordsFromContent([confucius, retitled], topics).dataset).not.toBe(data.dataset);
    const renamedTopic = topics.map((topic) => (topic.slug === 'unused' ? { ...topic, name: 'Zest' } : topic));
    expect(recordsFromContent(files, renamedTopic).dataset).not.toBe(data.dataset);
  });
});
