import { expect, test } from 'vitest';
import { parseParams } from '../../src/api/params.ts';
import { searchParams, suggestionsParams, SearchArgumentError } from '../../src/client/options.ts';
import { searchParamsSchema, suggestionsParamsSchema } from '../../src/schema/params.ts';

type Raw = Record<string, string | number | undefined>;

const asQuery = (raw: Raw) =>
  new URLSearchParams(
    Object.entries(raw)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );

/** The client's answer for the arguments: its parameters, or null when it refuses them. */
const attempt = <T>(call: () => T): T | null => {
  try {
    return call();
  } catch (error) {
    expect(error).toBeInstanceOf(SearchArgumentError);
    return null;
  }
};

test.each<Raw>([
  { q: 'einstein' },
  { q: '  ab  ' },
  { q: 'a' },
  { q: '   ' },
  { q: 'x'.repeat(200) },
  { q: 'x'.repeat(201) },
  { q: '😀😀' },
  { q: 'love', type: 'quotes', page: 3, per_page: 100 },
  { q: 'love', type: 'authors' },
  { q: 'love', type: 'people' },
  { q: 'love', page: 0 },
  { q: 'love', page: -1 },
  { q: 'love', page: 1.5 },
  { q: 'love', page: Number.MAX_SAFE_INTEGER },
  { q: 'love', per_page: 0 },
  { q: 'love', per_page: 101 },
])('search %j: the client accepts exactly what the API accepts, with the same defaults', (raw) => {
  const api = parseParams(searchParamsSchema, asQuery(raw));
  const client = attempt(() =>
    searchParams(String(raw.q), {
      type: raw.type as never,
      page: raw.page as number | undefined,
      per_page: raw.per_page as number | undefined,
    }),
  );
  expect(client).toEqual(api.ok ? api.params : null);
});

test.each<Raw>([{ q: 'ein' }, { q: 'e' }, { q: 'ein', limit: 20 }, { q: 'ein', limit: 21 }, { q: 'ein', limit: 0 }])(
  'suggestions %j: the client accepts exactly what the API accepts',
  (raw) => {
    const api = parseParams(suggestionsParamsSchema, asQuery(raw));
    const client = attempt(() => suggestionsParams(String(raw.q), { limit: raw.limit as number | undefined }));
    expect(client).toEqual(api.ok ? api.params : null);
  },
);
