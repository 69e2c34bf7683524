import { indexCatalog, type Catalog } from '../catalog/catalog.ts';
import { layout } from '../api/layout.ts';
import { catalogDataSchema } from '../schema/catalog.ts';
import { fetchAsset } from './assets.ts';
import type { Env } from './env.ts';

let loading: Promise<Catalog> | undefined;

/**
 * The catalog, loaded from the static tree once per isolate. A failed load is not cached, so the
 * next request tries again instead of the isolate staying broken.
 */
export const loadCatalog = (env: Env): Promise<Catalog> => {
  loading ??= (async () => {
    const response = await fetchAsset(env, layout.catalogData());
    if (!response) throw new Error(`shipped catalog data ${layout.catalogData()} is missing from the static tree`);
    return indexCatalog(catalogDataSchema.parse(await response.json()));
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
};
