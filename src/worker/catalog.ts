import { indexCatalog, type Catalog } from '../catalog/catalog.ts';
import { layout } from '../api/layout.ts';
import { compactCatalogSchema, decodeCatalog } from '../catalog/compact.ts';
import { fetchJsonFile } from './assets.ts';
import type { Env } from './env.ts';

let loading: Promise<Catalog> | undefined;

/**
 * The catalog, loaded from the static tree once per isolate. A failed load is not cached, so the
 * next request tries again instead of the isolate staying broken.
 */
export const loadCatalog = (env: Env): Promise<Catalog> => {
  loading ??= (async () => {
    const what = 'shipped catalog data';
    const parsed = compactCatalogSchema.safeParse(await fetchJsonFile(env, layout.catalogData(), what));
    if (!parsed.success) {
      const [first] = parsed.error.issues;
      throw new Error(
        `${what} ${layout.catalogData()} does not match the catalog schema (${parsed.error.issues.length} problems; first: ${first!.path.join('.')}: ${first!.message})`,
      );
    }
    return indexCatalog(decodeCatalog(parsed.data));
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
};
