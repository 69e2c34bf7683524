import { expect, test } from 'vitest';
import type { QuoteRecord } from '../../src/schema/records.ts';
import { exampleRequest } from '../../src/site/examples.ts';

const quote: QuoteRecord = {
  id: 4,
  path: 'robots-do-not-hate',
  quotes: 'Robots do not hate humans.',
  author_name: 'Karel',
  author_surname: 'Čapek',
  author_path: 'karel-capek',
  author_id: 2,
  topics: ['science', 'humor'],
  length: 26,
};

test('an example request is filled in from a quote, each parameter from the resource it names', () => {
  expect(exampleRequest('/quotes/{path}', [], quote)).toBe('/quotes/robots-do-not-hate');
  expect(exampleRequest('/quotes/by-author/{author_id}', [], quote)).toBe('/quotes/by-author/2');
  expect(exampleRequest('/authors/{path}/quotes', [], quote)).toBe('/authors/karel-capek/quotes');
  expect(exampleRequest('/topics/{slug}', [], quote)).toBe('/topics/science');
  expect(exampleRequest('/search/suggestions', ['q'], quote)).toBe('/search/suggestions?q=%C4%8Capek');
  expect(exampleRequest('/quotes/random', [], quote)).toBe('/quotes/random');
});

test('without a quote, parameters stay placeholders', () => {
  expect(exampleRequest('/authors/{path}', [])).toBe('/authors/{path}');
  expect(exampleRequest('/search', ['q'])).toBe('/search?q={q}');
});
