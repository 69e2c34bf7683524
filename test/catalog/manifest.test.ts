import { describe, expect, it } from 'vitest';
import { manifestChanges, manifestOf, serializeManifest } from '../../src/catalog/manifest.ts';
import { manifestSchema, MANIFEST_VERSION, type Manifest } from '../../src/schema/manifest.ts';
import { loadFixture } from '../support/catalog.ts';

const manifest = (overrides: Partial<Manifest> = {}): Manifest => ({
  version: MANIFEST_VERSION,
  dataset: 'abc',
  quotes: [
    { id: 1, path: 'first-quote' },
    { id: 2, path: 'second-quote' },
  ],
  authors: [{ id: 1, path: 'mark-twain' }],
  topics: ['humor', 'wisdom'],
  retired: { quotes: [], authors: [] },
  ...overrides,
});

const previous = manifest({ retired: { quotes: [{ id: 3, path: 'gone-quote' }], authors: [] } });

describe('manifestChanges', () => {
  const cases: { name: string; next: Manifest; changes: string[] }[] = [
    { name: 'nothing changed', next: previous, changes: [] },
    {
      name: 'a quote, an author and a topic added',
      next: manifest({
        quotes: [...previous.quotes, { id: 4, path: 'fourth-quote' }],
        authors: [...previous.authors, { id: 2, path: 'plato' }],
        topics: ['humor', 'science', 'wisdom'],
        retired: previous.retired,
      }),
      changes: [],
    },
    {
      name: 'a quote retired with its id and path',
      next: manifest({
        quotes: [{ id: 1, path: 'first-quote' }],
        retired: {
          quotes: [
            { id: 2, path: 'second-quote' },
            { id: 3, path: 'gone-quote' },
          ],
          authors: [],
        },
      }),
      changes: [],
    },
    {
      name: 'a retired quote restored with its id and path',
      next: manifest({ quotes: [...previous.quotes, { id: 3, path: 'gone-quote' }] }),
      changes: [],
    },
    {
      name: 'a quote removed without retiring it',
      next: manifest({ quotes: [{ id: 1, path: 'first-quote' }], retired: previous.retired }),
      changes: [
        'quote 2 "second-quote" disappeared (expected it kept, or retired: list it in content/retired.yaml as {kind: quote, id: 2, path: second-quote, retired: <date>, reason: <why>})',
      ],
    },
    {
      name: 'a quote path changed',
      next: manifest({
        quotes: [
          { id: 1, path: 'first-quote' },
          { id: 2, path: 'renamed-quote' },
        ],
        retired: previous.retired,
      }),
      changes: [
        'quote 2 changed its path from "second-quote" to "renamed-quote" (expected "second-quote": published paths never change)',
      ],
    },
    {
      name: 'a quote path given to another quote',
      next: manifest({
        quotes: [
          { id: 1, path: 'first-quote' },
          { id: 5, path: 'second-quote' },
        ],
        retired: previous.retired,
      }),
      changes: [
        'quote 2 "second-quote" disappeared (expected it kept, or retired: list it in content/retired.yaml as {kind: quote, id: 2, path: second-quote, retired: <date>, reason: <why>})',
        'quote path "second-quote" now names quote 5 instead of quote 2 (expected a new path for quote 5)',
      ],
    },
    {
      name: 'a quote retired under another path',
      next: manifest({
        quotes: [{ id: 1, path: 'first-quote' }],
        retired: {
          quotes: [
            { id: 2, path: 'other' },
            { id: 3, path: 'gone-quote' },
          ],
          authors: [],
        },
      }),
      changes: ['quote 2 "second-quote" is retired under the path "other" (expected path: second-quote)'],
    },
    {
      name: 'a retirement undone',
      next: manifest(),
      changes: [
        'retired quote 3 "gone-quote" is no longer listed as retired (expected its entry kept in content/retired.yaml: retired ids and paths stay reserved)',
      ],
    },
    {
      name: 'an author renamed',
      next: manifest({ authors: [{ id: 1, path: 'samuel-clemens' }], retired: previous.retired }),
      changes: [
        'author 1 changed its path from "mark-twain" to "samuel-clemens" (expected "mark-twain": published paths never change)',
      ],
    },
    {
      name: 'an author retired',
      next: manifest({
        authors: [],
        retired: { quotes: previous.retired.quotes, authors: [{ id: 1, path: 'mark-twain' }] },
      }),
      changes: [],
    },
    {
      name: 'a topic removed',
      next: manifest({ topics: ['wisdom'], retired: previous.retired }),
      changes: ['topic "humor" disappeared (expected it kept in topics.yaml: /topics/humor is published)'],
    },
  ];

  it.each(cases)('$name', ({ next, changes }) => {
    expect(manifestChanges(previous, next)).toEqual(changes);
  });
});

describe('manifestOf and serializeManifest', () => {
  it('lists every id and path of the catalog, sorted, and reads back through the schema', async () => {
    const { data } = await loadFixture();
    const retired = [
      { kind: 'quote' as const, id: 9, path: 'old-quote', retired: '2026-01-01', reason: 'Misattributed.' },
    ];
    const made = manifestOf({ ...data, retired });
    expect(made.quotes.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(made.quotes[0]).toEqual({ id: 1, path: 'the-secret-of-getting-ahead' });
    expect(made.authors.map((entry) => entry.path)).toEqual([
      'mark-twain',
      'karel-capek',
      'plato',
      'chinese-proverb',
      'marie-curie',
    ]);
    expect(made.topics).toEqual(['humor', 'science', 'wisdom']);
    expect(made.retired).toEqual({ quotes: [{ id: 9, path: 'old-quote' }], authors: [] });
    const text = serializeManifest(made);
    expect(manifestSchema.parse(JSON.parse(text))).toEqual(made);
    expect(text.split('\n')).toContain('    {"id":1,"path":"the-secret-of-getting-ahead"},');
  });
});
