import { describe, expect, it } from 'vitest';
import { compactCatalogSchema, decodeCatalog, encodeCatalog } from '../../src/catalog/compact.ts';
import { validateContent } from '../../src/catalog/validate.ts';
import { datasetFiles } from '../../scripts/generate-dataset.ts';
import { loadFixture } from '../support/catalog.ts';

/** Through JSON and the schema, as the worker reads it. */
const shipped = (data: Parameters<typeof encodeCatalog>[0]) =>
  decodeCatalog(compactCatalogSchema.parse(JSON.parse(JSON.stringify(encodeCatalog(data)))));

describe('the compact catalog', () => {
  it('decodes to the very records the build derived (the fixture)', async () => {
    const { data } = await loadFixture();
    expect(shipped(data)).toEqual(data);
  });

  it('decodes to the very records the build derived (a generated dataset with diacritics, particles, unused dates)', () => {
    const files = [...datasetFiles({ quotes: 2000, seed: 7, until: '2026-01-31' })].map(({ path, text }) => ({
      file: `content/${path}`,
      text,
    }));
    const result = validateContent(files);
    if (!result.ok) throw new Error('the generated dataset does not validate');
    expect(JSON.stringify(shipped(result.data))).toBe(JSON.stringify(result.data));
  });

  it('is smaller than the records: nothing an author shares with its quotes is repeated', async () => {
    const { data } = await loadFixture();
    expect(JSON.stringify(encodeCatalog(data)).length).toBeLessThan(JSON.stringify(data).length);
  });

  it('refuses a text holding its separator, and columns that do not line up', async () => {
    const { data } = await loadFixture();
    const [first, ...rest] = data.quotes;
    const withSeparator = { ...data, quotes: [{ ...first!, quotes: 'a\u001fb' }, ...rest] };
    expect(() => encodeCatalog(withSeparator)).toThrow(/separator/);
    const compact = encodeCatalog(data);
    expect(() =>
      decodeCatalog({ ...compact, quotes: { ...compact.quotes, day: compact.quotes.day.slice(1) } }),
    ).toThrow(/differ in length/);
    expect(() =>
      decodeCatalog({ ...compact, quotes: { ...compact.quotes, author: compact.quotes.author.map(() => 99) } }),
    ).toThrow(/no author/);
  });
});
