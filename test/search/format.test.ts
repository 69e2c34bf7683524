import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { searchIndexFiles } from '../../src/search/build.ts';
import { openSearchEngine } from '../../src/search/engine.ts';
import {
  MANIFEST_PATH,
  SEARCH_INDEX_FORMAT,
  SearchIndexError,
  shardOf,
  type SearchManifest,
} from '../../src/search/format.ts';
import { indexCatalog } from '../../src/catalog/catalog.ts';
import { loadCatalogData } from '../../src/catalog/read-content.ts';
import { FIXTURE_CONTENT } from '../support/catalog.ts';
import { inMemoryIndex, type InMemoryIndex } from './in-memory.ts';

let index: InMemoryIndex;
let manifest: SearchManifest;

beforeAll(async () => {
  index = await inMemoryIndex(FIXTURE_CONTENT);
  manifest = JSON.parse(index.files.get(MANIFEST_PATH)!);
});

describe('the shipped files', () => {
  test('every file but the manifest is named by the hash of its bytes', () => {
    for (const [path, body] of index.files) {
      expect(path.startsWith('search/')).toBe(true);
      if (path === MANIFEST_PATH) continue;
      const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
      expect(path).toMatch(new RegExp(`[./]${hash}\\.json$`));
    }
  });

  test('the manifest names every other file, and only those', () => {
    const named = [
      manifest.vocabulary,
      manifest.stats,
      ...[...manifest.terms, ...manifest.quotes, ...manifest.authors].map((shard) => shard.file),
    ];
    expect(new Set(named).size).toBe(named.length);
    expect([...named].sort()).toEqual([...index.files.keys()].filter((path) => path !== MANIFEST_PATH).sort());
  });

  test('every file carries the format version', () => {
    for (const body of index.files.values()) expect(JSON.parse(body).format).toBe(SEARCH_INDEX_FORMAT);
  });

  test('shards cover ascending ranges', () => {
    const firsts = manifest.terms.map((shard) => shard.first);
    expect(firsts).toEqual([...firsts].sort());
    const ids = manifest.quotes.map((shard) => shard.first);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(manifest.quotes[0]!.first).toBe(index.catalog.quotes[0]!.id);
  });

  test('the same content gives the same bytes', async () => {
    const loaded = await loadCatalogData(FIXTURE_CONTENT);
    if (!loaded.ok) throw new Error('fixture does not load');
    expect(searchIndexFiles(indexCatalog(loaded.data), loaded.authorFiles)).toEqual(
      [...index.files].map(([path, body]) => ({ path, body })),
    );
  });
});

describe('a loader refuses a format it does not know', () => {
  const withChanged = (path: string, change: (file: Record<string, unknown>) => void) => {
    const files = new Map(index.files);
    const file = JSON.parse(files.get(path)!);
    change(file);
    files.set(path, JSON.stringify(file));
    return openSearchEngine(async (wanted) => JSON.parse(files.get(wanted)!));
  };

  test.each([
    [2, /format 2, but this code reads format 1/],
    [undefined, /format null, but this code reads format 1/],
  ])('manifest format %j', async (format, message) => {
    const opening = withChanged(MANIFEST_PATH, (file) => {
      if (format === undefined) delete file.format;
      else file.format = format;
    });
    await expect(opening).rejects.toThrow(SearchIndexError);
    await expect(opening).rejects.toThrow(message);
  });

  test('a manifest missing a part', async () => {
    await expect(withChanged(MANIFEST_PATH, (file) => delete file.terms)).rejects.toThrow(/lacks terms/);
  });

  test('a data file of another format, when a query reads it', async () => {
    const engine = await withChanged(manifest.stats, (file) => {
      file.format = 99;
    });
    await expect(engine.search({ q: 'robots', type: 'all', page: 1, per_page: 5 })).rejects.toThrow(
      `${manifest.stats} has search index format 99`,
    );
  });
});

test.each([
  ['a', 0],
  ['m', 1],
  ['n', 1],
  ['p', 2],
  ['z', 2],
])('shardOf(%j) is %i', (key, shard) => {
  const shards = [
    { first: 'a', file: 'x' },
    { first: 'm', file: 'y' },
    { first: 'p', file: 'z' },
  ];
  expect(shardOf(shards, key)).toBe(shard);
});
