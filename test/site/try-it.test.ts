import { expect, test } from 'vitest';
import { requestPath } from '../../src/site/try-it.ts';

test('a try-it request fills the path and sends only the filled query fields', () => {
  expect(requestPath('/quotes/random', [['limit', '2']])).toBe('/quotes/random?limit=2');
  expect(requestPath('/quotes/random', [['limit', '']])).toBe('/quotes/random');
  expect(
    requestPath('/authors', [
      ['sort', 'quotes'],
      ['letter', ''],
      ['page', '2'],
    ]),
  ).toBe('/authors?sort=quotes&page=2');
  expect(requestPath('/authors/{path}/quotes', [['path', ' mark-twain ']])).toBe('/authors/mark-twain/quotes');
  expect(requestPath('/search', [['q', 'to be & not']])).toBe('/search?q=to+be+%26+not');
  // What is typed is sent as typed (encoded), so that the API's 400 and 404 can be tried too.
  expect(requestPath('/quotes/{path}', [['path', 'a/b']])).toBe('/quotes/a%2Fb');
});
