import { describe, expect, test } from 'vitest';
import { openApiDocument } from '../../src/schema/openapi.ts';

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: Record<string, unknown>;
}

const document = openApiDocument() as { paths: Record<string, { get: { parameters?: Parameter[] } }> };
const parameter = (path: string, name: string): Parameter => {
  const found = document.paths[path]?.get.parameters?.find((param) => param.name === name);
  if (!found) throw new Error(`${path} has no parameter ${name}`);
  return found;
};

describe('the OpenAPI document describes every parameter as the API reads it', () => {
  test.each([
    ['/quotes/random', 'limit', { type: 'integer', minimum: 1, maximum: 50, default: 10 }],
    ['/quotes/recent', 'days', { type: 'integer', minimum: 1, maximum: 3650, default: 30 }],
    ['/quotes/by-length', 'min', { type: 'integer', minimum: 0, default: 0 }],
    ['/quotes/by-author/{author_id}', 'author_id', { type: 'integer', minimum: 0 }],
    ['/search', 'q', { type: 'string', minLength: 2, maxLength: 200 }],
    ['/search/suggestions', 'q', { type: 'string', minLength: 2, maxLength: 200 }],
    ['/authors', 'letter', { type: 'string', pattern: '^[A-Za-z]$' }],
    ['/authors', 'type', { type: 'string' }],
    ['/authors', 'sort', { type: 'string', enum: ['name', 'quotes', 'date'], default: 'name' }],
  ])('%s %s', (path, name, expected) => {
    expect(parameter(path, name).schema).toMatchObject(expected);
  });

  test('no parameter is left without a type', () => {
    const untyped = Object.entries(document.paths).flatMap(([path, item]) =>
      (item.get.parameters ?? [])
        .filter((param) => typeof param.schema.type !== 'string')
        .map((param) => `${path} ${param.name}`),
    );
    expect(untyped).toEqual([]);
  });

  test.each([
    ['/search', 'q', true],
    ['/search', 'type', false],
    ['/quotes/by-author/{author_id}', 'author_id', true],
    ['/quotes/by-length', 'max', false],
  ])('%s %s is required: %s', (path, name, required) => {
    expect(parameter(path, name).required).toBe(required);
  });
});
