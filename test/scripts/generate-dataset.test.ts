import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/catalog/problem.ts';
import { validateContent } from '../../src/catalog/validate.ts';
import { codePointLength } from '../../src/schema/content.ts';
import { datasetFiles, type DatasetOptions } from '../../scripts/generate-dataset.ts';

const options: DatasetOptions = { quotes: 500, seed: 42, until: '2026-01-31' };

const generate = (overrides: Partial<DatasetOptions> = {}) =>
  [...datasetFiles({ ...options, ...overrides })].map(({ path, text }) => ({ file: `content/${path}`, text }));

const validate = (overrides: Partial<DatasetOptions> = {}) => {
  const result = validateContent(generate(overrides));
  if (!result.ok) throw new Error(result.problems.slice(0, 20).map(formatProblem).join('\n'));
  return result.data;
};

describe('generate-dataset', () => {
  it.each([1, 7, 42])('writes content that validates with no problems (seed %i)', (seed) => {
    const data = validate({ seed });
    expect(data.quotes).toHaveLength(500);
    expect(data.topics.every((topic) => topic.quote_count > 0)).toBe(true);
  });

  it('is deterministic for a seed, and another seed gives another dataset', () => {
    expect(generate()).toEqual(generate());
    expect(generate({ seed: 43 })).not.toEqual(generate());
  });

  it('has the shape of a real collection: authors, lengths, topics and dates', () => {
    const data = validate();
    const lengths = data.quotes.map((quote) => codePointLength(quote.quotes)).sort((a, b) => a - b);
    const median = lengths[Math.floor(lengths.length / 2)]!;
    const counts = data.authors.map((author) => author.quote_count);
    expect(data.authors.length).toBeGreaterThanOrEqual(500 / 4);
    expect(data.authors.length).toBeLessThanOrEqual(500 / 3);
    expect(counts.filter((count) => count === 1).length).toBeGreaterThan(data.authors.length / 3);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(10);
    expect(median).toBeGreaterThanOrEqual(60);
    expect(median).toBeLessThanOrEqual(100);
    expect(data.topics.length).toBeGreaterThanOrEqual(20);
    expect(data.topics.length).toBeLessThanOrEqual(60);
    expect(data.quoteAdded.every((added) => added >= '2016-01-01' && added <= options.until)).toBe(true);
    expect(data.authors.some((author) => author.surname !== author.surname.normalize('NFD'))).toBe(true);
  });

  it.each([1, 25, 5000])(
    'stays valid at %i quotes (fewer quotes than topics; more path and text collisions)',
    (quotes) => {
      const data = validate({ quotes });
      expect(data.quotes).toHaveLength(quotes);
      expect(data.topics.length).toBeLessThanOrEqual(quotes);
    },
  );
});
