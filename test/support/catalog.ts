import { indexCatalog, type Catalog } from '../../src/catalog/catalog.ts';
import { loadCatalogData } from '../../src/catalog/read-content.ts';
import type { CatalogData } from '../../src/schema/catalog.ts';

/** The small hand-made dataset whose every quote, author and date the tests know. */
export const FIXTURE_CONTENT = 'test/fixtures/content';

/**
 * What the worker's integration tests (test/worker/api.test.ts) build and serve: the fixture, or
 * under `npm run test:scale` a generated dataset holding the fixture too (QUOTES_TEST_CONTENT).
 */
export const INTEGRATION_CONTENT = process.env.QUOTES_TEST_CONTENT ?? FIXTURE_CONTENT;

export const loadFixture = async (contentDir = FIXTURE_CONTENT): Promise<{ data: CatalogData; catalog: Catalog }> => {
  const loaded = await loadCatalogData(contentDir);
  if (!loaded.ok) throw new Error(`${contentDir} does not load: ${JSON.stringify(loaded.problems)}`);
  return { data: loaded.data, catalog: indexCatalog(loaded.data) };
};

/** A seeded uniform PRNG (mulberry32), so that tests of random endpoints are repeatable. */
export const seededRandom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
