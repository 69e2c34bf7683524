import type { AuthorSort, Letter } from '../schema/params.ts';
import type { AuthorType } from '../schema/content.ts';

/**
 * Where each deterministic response lives in the static tree, relative to its root. The build
 * writes these files and the worker maps URLs onto them: one layout, read by both.
 */
export const layout = {
  index: () => 'index.json',
  openapi: () => 'openapi.json',
  quote: (path: string) => `quotes/${path}.json`,
  author: (path: string) => `authors/${path}.json`,
  authorQuotes: (path: string) => `authors/${path}/quotes.json`,
  topics: () => 'topics.json',
  topic: (slug: string) => `topics/${slug}.json`,
  /** `_pages` cannot collide with an author path: slugs have no underscore. */
  authorsPage: (sort: AuthorSort, letter: Letter | undefined, type: AuthorType | undefined, page: number) =>
    `authors/_pages/sort/${sort}/letter/${letter ?? 'all'}/type/${type ?? 'all'}/page/${page}.json`,
  /** The records the worker computes random, recent, by-length and other pages from (src/catalog/compact.ts). */
  catalogData: () => '_data/catalog.json',
  /** How this tree stores per-record responses: its Sharding, which the worker reads once. */
  sharding: () => '_data/sharding.json',
  shard: (shard: number) => `_shards/${shard}.json`,
} as const;

/**
 * One file per quote, per author and per author's quote list is what any static host can serve,
 * and the shipped dataset keeps it. It stops fitting at scale: 100,000 quotes by 26,000 authors are
 * 152,000 such files, over the 100,000 files a Workers static-assets version may hold. Past
 * PER_RECORD_FILES_MAX those responses are grouped into shard files instead, by a hash of the file
 * path they would have had, and the worker slices a response out of its shard (src/api/shard.ts).
 */
export interface Sharding {
  /** Number of shard files; 0 means one file per response. */
  readonly shards: number;
}

/** Most per-record files a tree holds before they are sharded: the shipped dataset has ~12,000. */
export const PER_RECORD_FILES_MAX = 30_000;
/**
 * Responses per shard, on average: about 4 KB a shard, which the worker fetches whole to slice one
 * response out. 32 a shard (15 KB) cost the worker a tenth of its throughput at 100,000 quotes
 * (bench: 0.63× the bare asset's, 0.72× at 8); 8 keeps the tree at ~43,000 files of the 100,000.
 */
export const RECORDS_PER_SHARD = 8;

export const chooseSharding = (quotes: number, authors: number): Sharding => {
  const records = quotes + 2 * authors;
  return { shards: records <= PER_RECORD_FILES_MAX ? 0 : Math.ceil(records / RECORDS_PER_SHARD) };
};

/** The files there is one of per quote or author, as `layout` names them (not the `_pages` lists). */
const PER_RECORD_FILE = /^(quotes\/[a-z0-9-]+|authors\/[a-z0-9-]+(\/quotes)?)\.json$/;

/** FNV-1a, 32 bits: a stable, well-spread hash of a path, the same at build time and at the edge. */
const fnv1a = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
};

/** Where the response `layout` names `path` is: its own file, or a shard file and its key in it. */
export const locate = (path: string, { shards }: Sharding): { file: string; key?: string } =>
  shards > 0 && PER_RECORD_FILE.test(path) ? { file: layout.shard(fnv1a(path) % shards), key: path } : { file: path };
