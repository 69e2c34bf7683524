import { describe, expect, test } from 'vitest';
import { workerBundle } from '../../../scripts/build/worker-bundle.ts';

const bundle = await workerBundle('src/worker/index.ts');

describe('the worker bundle', () => {
  test('asks the runtime for Cloudflare’s module only: no Node built-in', () => {
    expect(bundle.imports).toEqual(['cloudflare:workers']);
  });

  test.each([
    ['the YAML parser (content is read at build time)', 'node_modules/yaml/'],
    ['the content reader', 'src/catalog/read-content.ts'],
    ['the static tree writer', 'src/api/static-tree.ts'],
    ['the OpenAPI generator (the worker serves the built file)', 'src/schema/openapi.ts'],
    ['the site', 'src/pages/'],
    ['scripts', 'scripts/'],
    // `import { z } from 'zod'` keeps the whole namespace, every locale included (5× the size).
    ['zod’s locales other than English', 'node_modules/zod/v4/locales/[^e]'],
  ])('leaves out %s', (_, pattern) => {
    expect(bundle.inputs.filter((input) => new RegExp(`^${pattern}`).test(input))).toEqual([]);
  });

  test('holds the worker, its endpoint functions and the search engine', () => {
    for (const input of ['src/worker/index.ts', 'src/api/quotes.ts', 'src/search/engine.ts']) {
      expect(bundle.inputs).toContain(input);
    }
  });
});
