import { indexCatalog, type Catalog } from '../../src/catalog/catalog.ts';
import { loadCatalogData } from '../../src/catalog/read-content.ts';
import { searchIndexFiles } from '../../src/search/build.ts';
import { openSearchEngine, type SearchEngine } from '../../src/search/engine.ts';

export interface InMemoryIndex {
  readonly catalog: Catalog;
  /** The index files by path, as the build writes them. */
  readonly files: ReadonlyMap<string, string>;
  /** A fresh engine over the files; `loaded` lists the paths it read, in order. */
  open(): Promise<{ engine: SearchEngine; loaded: string[] }>;
}

/** The search index of a content folder, built in memory. */
export const inMemoryIndex = async (contentDir: string): Promise<InMemoryIndex> => {
  const result = await loadCatalogData(contentDir);
  if (!result.ok) throw new Error(`${contentDir} does not load`);
  const catalog = indexCatalog(result.data);
  const files = new Map(searchIndexFiles(catalog, result.authorFiles).map((file) => [file.path, file.body]));
  return {
    catalog,
    files,
    async open() {
      const loaded: string[] = [];
      const engine = await openSearchEngine(async (path) => {
        loaded.push(path);
        const body = files.get(path);
        if (body === undefined) throw new Error(`no index file ${path}`);
        return JSON.parse(body);
      });
      return { engine, loaded };
    },
  };
};
