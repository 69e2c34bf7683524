/**
 * The shipped search index: its files and their version. The manifest has a fixed name and names
 * every other file; those are named by a hash of their content, so hosts can cache them forever.
 *
 * Checked by hand rather than by zod: the client library depends on minisearch alone.
 */
import type { AuthorRecord, QuoteRecord } from '../schema/records.ts';
import type { IndexName } from './config.ts';

/** Bump on any change to the files' shape; loaders refuse a version they do not know. */
export const SEARCH_INDEX_FORMAT = 1;

export const MANIFEST_PATH = 'search/manifest.json';

interface Versioned {
  readonly format: typeof SEARCH_INDEX_FORMAT;
}

/** A file covering a range: `first` is the first term or id it holds, in ascending order. */
export interface ShardRef<K extends string | number> {
  readonly first: K;
  readonly file: string;
}

export interface SearchManifest extends Versioned {
  /** The dataset hash of the catalog the index was built from. */
  readonly dataset: string;
  readonly vocabulary: string;
  readonly stats: string;
  /** Postings, split by term range (terms compared as JavaScript strings). */
  readonly terms: readonly ShardRef<string>[];
  /** Quote and author records, split by id range. */
  readonly quotes: readonly ShardRef<number>[];
  readonly authors: readonly ShardRef<number>[];
  /** Every topic, by name: suggestions match them without another download. */
  readonly topics: readonly { readonly slug: string; readonly name: string }[];
}

/**
 * Every term of both indexes, sorted, front-coded: term i is the first `prefixes[i]` characters of
 * term i - 1 (that length as the character code minus 48) followed by the i-th word of `suffixes`.
 */
export interface VocabularyFile extends Versioned {
  readonly prefixes: string;
  readonly suffixes: string;
}

/** The global ranking statistics of one index: BM25 needs them whichever postings are loaded. */
export interface IndexStats {
  readonly count: number;
  /** Document ids by MiniSearch short id, delta-encoded. */
  readonly ids: readonly number[];
  /** Each document's length of each field, in field order, flattened. */
  readonly lengths: readonly number[];
  readonly average: readonly number[];
  /** Authors only: each one's quote count by short id, which favours prolific authors among equal matches. */
  readonly popularity?: readonly number[];
}

export type StatsFile = Versioned & Record<IndexName, IndexStats>;

/**
 * Postings of one field: short ids ascending as gaps from the previous (the first from -1), each
 * followed by minus its term frequency when that is not 1.
 */
export type EncodedPostings = readonly number[];
/** A term's postings by field id. */
export type EncodedTerm = Readonly<Record<string, EncodedPostings>>;
export type TermsFile = Versioned & Record<IndexName, Readonly<Record<string, EncodedTerm>>>;

export interface RecordsFile<T> extends Versioned {
  readonly records: readonly T[];
}
export type QuoteRecordsFile = RecordsFile<QuoteRecord>;
export type AuthorRecordsFile = RecordsFile<AuthorRecord>;

/** The character that stands for a shared-prefix length; capped below `\` so that JSON need not escape it. */
export const PREFIX_LENGTH_BASE = 48;
export const PREFIX_LENGTH_MAX = 40;

export class SearchIndexError extends Error {
  override readonly name = 'SearchIndexError';
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The file as its declared type, once its format version is one this code reads. */
export const checkFormat = <T extends Versioned>(value: unknown, path: string): T => {
  if (!isObject(value)) throw new SearchIndexError(`${path} is not a search index file (expected a JSON object)`);
  if (value.format !== SEARCH_INDEX_FORMAT) {
    throw new SearchIndexError(
      `${path} has search index format ${JSON.stringify(value.format ?? null)}, but this code reads format ${SEARCH_INDEX_FORMAT}: rebuild the index or use the matching client`,
    );
  }
  return value as unknown as T;
};

export const checkManifest = (value: unknown, path = MANIFEST_PATH): SearchManifest => {
  const manifest = checkFormat<SearchManifest>(value, path);
  const missing = ['dataset', 'vocabulary', 'stats', 'terms', 'quotes', 'authors', 'topics'].filter(
    (key) => !(key in manifest),
  );
  if (missing.length > 0) throw new SearchIndexError(`${path} lacks ${missing.join(', ')}`);
  return manifest;
};

/** The index of the shard whose range holds `key`: the last one whose first key is not after it. */
export const shardOf = <K extends string | number>(shards: readonly ShardRef<K>[], key: K): number => {
  let low = 0;
  let high = shards.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (shards[middle]!.first <= key) low = middle;
    else high = middle - 1;
  }
  return low;
};
