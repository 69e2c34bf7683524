import { describe, expect, test } from 'vitest';
import { openApiDocument } from '../../src/schema/openapi.ts';
import { apiReference, type EndpointView } from '../../src/site/openapi-view.ts';

const reference = apiReference();
const endpoint = (path: string): EndpointView => reference.endpoints.find((candidate) => candidate.path === path)!;

describe('the reference view of the OpenAPI document', () => {
  test('has every endpoint of the document, in its order, with unique anchors', () => {
    expect(reference.endpoints.map((view) => view.path)).toEqual(Object.keys(openApiDocument().paths as object));
    const anchors = reference.endpoints.map((view) => view.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
  });

  test('gives each parameter its place, range, default and values', () => {
    expect(endpoint('/quotes/random').parameters).toEqual([
      {
        name: 'limit',
        in: 'query',
        required: false,
        type: ['integer'],
        rules: ['1 to 50'],
        default: '10',
        description: 'How many distinct quotes to return.',
      },
    ]);
    const authors = endpoint('/authors').parameters;
    expect(authors.find((parameter) => parameter.name === 'sort')).toMatchObject({
      values: ['name', 'quotes', 'date'],
      default: 'name',
    });
    // An unbounded page number states only its lower bound.
    expect(authors.find((parameter) => parameter.name === 'page')?.rules).toEqual(['at least 1']);
    expect(endpoint('/topics/{slug}').parameters[0]).toMatchObject({ name: 'slug', in: 'path', required: true });
    expect(endpoint('/search').parameters[0]).toMatchObject({ name: 'q', required: true, type: ['string'] });
  });

  test('names what each endpoint answers, and every status it can answer', () => {
    expect(endpoint('/quotes/{path}').data).toEqual([{ record: 'Quote' }]);
    expect(endpoint('/topics/{slug}').data).toEqual(['array of ', { record: 'Quote' }]);
    expect(endpoint('/authors').data).toEqual([{ record: 'AuthorPage' }]);
    expect(endpoint('/quotes/random').responses.map((response) => response.status)).toEqual([
      '200',
      '400',
      '404',
      '405',
      '429',
    ]);
  });

  test('lists the records but not the success envelopes, which only wrap them', () => {
    const names = reference.records.map((record) => record.name);
    expect(names).toEqual(expect.arrayContaining(['Error', 'Quote', 'Author', 'Topic', 'Pagination', 'Suggestion']));
    expect(names.filter((name) => name.endsWith('Response'))).toEqual([]);
    const author = reference.records.find((record) => record.name === 'Author')!;
    expect(author.fields.find((field) => field.name === 'description')).toMatchObject({
      type: ['string or null'],
      required: true,
    });
    expect(author.fields.find((field) => field.name === 'type')?.values).toContain('proverb');
  });
});
