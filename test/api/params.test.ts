import { describe, expect, test } from 'vitest';
import { parseParams } from '../../src/api/params.ts';
import {
  authorsParamsSchema,
  byLengthParamsSchema,
  randomParamsSchema,
  recentParamsSchema,
  searchParamsSchema,
  suggestionsParamsSchema,
} from '../../src/schema/params.ts';

const parse = (schema: Parameters<typeof parseParams>[0], query: string) =>
  parseParams(schema, new URLSearchParams(query));

/** Every integer parameter of the API with its range and default (undefined: no default). */
const integerParams = [
  { endpoint: '/quotes/random', schema: randomParamsSchema, name: 'limit', min: 1, max: 50, fallback: 10 },
  { endpoint: '/quotes/recent', schema: recentParamsSchema, name: 'days', min: 1, max: 3650, fallback: 30 },
  { endpoint: '/quotes/recent', schema: recentParamsSchema, name: 'limit', min: 1, max: 100, fallback: 20 },
  { endpoint: '/quotes/by-length', schema: byLengthParamsSchema, name: 'min', min: 0, max: undefined, fallback: 0 },
  { endpoint: '/quotes/by-length', schema: byLengthParamsSchema, name: 'limit', min: 1, max: 50, fallback: 10 },
  { endpoint: '/authors', schema: authorsParamsSchema, name: 'page', min: 1, max: undefined, fallback: 1 },
  { endpoint: '/authors', schema: authorsParamsSchema, name: 'per_page', min: 1, max: 100, fallback: 20 },
  { endpoint: '/search', schema: searchParamsSchema, name: 'page', min: 1, max: undefined, fallback: 1, base: 'q=love' },
  { endpoint: '/search', schema: searchParamsSchema, name: 'per_page', min: 1, max: 100, fallback: 20, base: 'q=love' },
  { endpoint: '/search/suggestions', schema: suggestionsParamsSchema, name: 'limit', min: 1, max: 20, fallback: 10, base: 'q=lo' },
] as const;

describe.each(integerParams)('$endpoint $name', (param) => {
  const base = 'base' in param ? `${param.base}&` : '';
  const valueOf = (query: string) => {
    const result = parse(param.schema, base + query);
    return result.ok ? (result.params as Record<string, unknown>)[param.name] : undefined;
  };
  const errorOf = (query: string) => {
    const result = parse(param.schema, base + query);
    return result.ok ? undefined : result.error;
  };

  test('defaults when absent', () => expect(valueOf('')).toBe(param.fallback));
  test('accepts the minimum', () => expect(valueOf(`${param.name}=${param.min}`)).toBe(param.min));
  if (param.max !== undefined) {
    test('accepts the maximum', () => expect(valueOf(`${param.name}=${param.max}`)).toBe(param.max));
    test('rejects one over the maximum', () => expect(errorOf(`${param.name}=${param.max + 1}`)).toContain(param.name));
  } else {
    test('accepts a large value', () => expect(valueOf(`${param.name}=1000000`)).toBe(1_000_000));
    test('rejects a value past the safe integers, naming the parameter once', () =>
      expect(errorOf(`${param.name}=99999999999999999999`)).toBe(
        `Invalid request: parameter "${param.name}" must be an integer ≥ ${param.min} (at most ${Number.MAX_SAFE_INTEGER}) (got "99999999999999999999").`,
      ));
  }
  if (param.min > 0) test('rejects zero', () => expect(errorOf(`${param.name}=0`)).toContain(`"${param.name}"`));
  test.each(['-1', '1e1', '10.0', ' 10', '10 ', '+5', '0x0a', '', 'ten', '١٠'])('rejects %j', (raw) => {
    const error = errorOf(`${param.name}=${encodeURIComponent(raw)}`);
    expect(error).toMatch(new RegExp(`parameter "${param.name}" must be an integer`));
    expect(error).toContain(JSON.stringify(raw));
  });
  test('the first of repeated values counts', () =>
    expect(valueOf(`${param.name}=${param.min}&${param.name}=abc`)).toBe(param.min));
});

describe('enumerated and text parameters', () => {
  test.each([
    [authorsParamsSchema, 'letter=c', { letter: 'C' }],
    [authorsParamsSchema, 'letter=Z', { letter: 'Z' }],
    [authorsParamsSchema, 'type=proverb', { type: 'proverb' }],
    [authorsParamsSchema, 'sort=quotes', { sort: 'quotes' }],
    [authorsParamsSchema, '', { sort: 'name', page: 1, per_page: 20 }],
    [searchParamsSchema, 'q=%20%20love%20', { q: 'love', type: 'all' }],
    [searchParamsSchema, 'q=ab&type=authors', { q: 'ab', type: 'authors' }],
    [byLengthParamsSchema, 'min=5&max=5', { min: 5, max: 5 }],
    [byLengthParamsSchema, '', { min: 0, limit: 10 }],
    [randomParamsSchema, 'limit=3&unknown=whatever', { limit: 3 }],
  ] as const)('%#: accepts %s', (schema, query, expected) => {
    const result = parse(schema, query);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.params).toMatchObject(expected);
  });

  test.each([
    [authorsParamsSchema, 'letter=', 'letter'],
    [authorsParamsSchema, 'letter=AB', 'letter'],
    [authorsParamsSchema, 'letter=1', 'letter'],
    [authorsParamsSchema, 'letter=%C3%81', 'letter'],
    [authorsParamsSchema, 'type=robot', 'type'],
    [authorsParamsSchema, 'type=Person', 'type'],
    [authorsParamsSchema, 'sort=', 'sort'],
    [authorsParamsSchema, 'sort=popularity', 'sort'],
    [searchParamsSchema, '', 'q'],
    [searchParamsSchema, 'q=', 'q'],
    [searchParamsSchema, 'q=a', 'q'],
    [searchParamsSchema, 'q=%20a%20', 'q'],
    [searchParamsSchema, `q=${'x'.repeat(201)}`, 'q'],
    [searchParamsSchema, 'q=love&type=books', 'type'],
    [suggestionsParamsSchema, 'q=', 'q'],
    [byLengthParamsSchema, 'min=10&max=5', 'max'],
    [byLengthParamsSchema, 'max=', 'max'],
  ] as const)('%#: rejects %s naming %s', (schema, query, name) => {
    const result = parse(schema, query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toContain(`parameter "${name}"`);
  });

  test('search text is measured in code points after trimming', () => {
    expect(parse(searchParamsSchema, `q=${encodeURIComponent('😀'.repeat(200))}`).ok).toBe(true);
    expect(parse(searchParamsSchema, `q=${encodeURIComponent('😀'.repeat(201))}`).ok).toBe(false);
    expect(parse(searchParamsSchema, `q=${encodeURIComponent('é')}`).ok).toBe(false);
  });

  test('every invalid parameter is named in one message', () => {
    const result = parse(authorsParamsSchema, 'page=0&per_page=500&sort=x');
    expect(result.ok).toBe(false);
    if (!result.ok) for (const name of ['page', 'per_page', 'sort']) expect(result.error).toContain(`"${name}"`);
  });

  test('an echoed value is truncated', () => {
    const result = parse(randomParamsSchema, `limit=${'9'.repeat(5000)}x`);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.length).toBeLessThan(200);
  });
});
