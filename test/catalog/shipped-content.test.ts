import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/catalog/problem.ts';
import { loadCatalogData } from '../../src/catalog/read-content.ts';
import { catalogDataSchema } from '../../src/schema/catalog.ts';

const contentDir = fileURLToPath(new URL('../../content', import.meta.url));

describe('the shipped content/', () => {
  it('validates with zero problems into catalog data', async () => {
    const result = await loadCatalogData(contentDir);
    expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([]);
    if (!result.ok) return;
    expect(catalogDataSchema.safeParse(result.data).error).toBeUndefined();
    expect(result.data.quotes.length).toBeGreaterThan(0);
    expect(result.data.authors.length).toBe(result.authorFiles.length);
  });
});
