/**
 * The search index as files of the static tree: MiniSearch builds both indexes, then its
 * serialised form is split so that a client downloads only what a query needs (Pagefind's idea):
 * postings by term range, records by id range, plus the vocabulary and the global statistics that
 * keep scores independent of which shards happen to be loaded.
 */
import { createHash } from 'node:crypto';
import MiniSearch from 'minisearch';
import type { Catalog } from '../catalog/catalog.ts';
import type { AuthorFile } from '../catalog/records.ts';
import { serialize } from '../api/envelope.ts';
import { compareTerms, encodeStats, encodeTerm, encodeVocabulary, type TermPostings } from './codec.ts';
import {
  INDEX_NAMES,
  INDEXES,
  miniSearchOptions,
  type AuthorDocument,
  type IndexName,
  type QuoteDocument,
} from './config.ts';
import {
  MANIFEST_PATH,
  SEARCH_INDEX_FORMAT,
  type EncodedTerm,
  type SearchManifest,
  type ShardRef,
  type StatsFile,
  type TermsFile,
} from './format.ts';

export interface SearchIndexFile {
  readonly path: string;
  readonly body: string;
}

/** Postings shards close once their JSON reaches this size (about 4 KB gzip). */
const TERMS_SHARD_BYTES = 12_000;
/** Records per shard: a page of results touches at most one shard per result. */
const QUOTES_PER_SHARD = 16;
const AUTHORS_PER_SHARD = 32;

const HASH_LENGTH = 12;
const hashOf = (body: string): string => createHash('sha256').update(body).digest('hex').slice(0, HASH_LENGTH);

/** A file named by the hash of its body: `search/terms/3f2a….json`. */
const hashed = (folder: string, body: string): SearchIndexFile => ({ path: `${folder}${hashOf(body)}.json`, body });

/** What each quote and author is found by. */
const searchDocuments = (
  catalog: Catalog,
  authorFiles: readonly AuthorFile[],
): { quotes: QuoteDocument[]; authors: AuthorDocument[] } => {
  const aliases = new Map(authorFiles.map(({ author }) => [author.id, (author.aliases ?? []).join(' ')]));
  const topicNames = new Map(catalog.topics.map((topic) => [topic.slug, topic.name]));
  return {
    quotes: catalog.quotes.map((quote) => ({
      id: quote.id,
      text: quote.quotes,
      author: [catalog.authorById.get(quote.author_id)!.full_name, aliases.get(quote.author_id) ?? ''].join(' '),
      topics: quote.topics.map((slug) => topicNames.get(slug) ?? slug).join(' '),
    })),
    authors: catalog.authors.map((author) => ({
      id: author.id,
      name: author.full_name,
      aliases: aliases.get(author.id) ?? '',
    })),
  };
};

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
};

/** Every file of the search index, the manifest last. Pure: the same catalog gives the same bytes. */
export const searchIndexFiles = (catalog: Catalog, authorFiles: readonly AuthorFile[]): SearchIndexFile[] => {
  const documents = searchDocuments(catalog, authorFiles);
  const serialized = Object.fromEntries(
    INDEX_NAMES.map((name) => {
      const index = new MiniSearch(miniSearchOptions(name));
      // Added in id order, so that short ids follow ids.
      index.addAll([...documents[name]].sort((a, b) => a.id - b.id));
      return [name, index.toJSON()];
    }),
  ) as Record<IndexName, ReturnType<MiniSearch['toJSON']>>;

  const postings = new Map<string, Partial<Record<IndexName, TermPostings>>>();
  for (const name of INDEX_NAMES) {
    for (const [term, fields] of serialized[name].index) {
      const entry = postings.get(term) ?? {};
      entry[name] = fields;
      postings.set(term, entry);
    }
  }
  const vocabulary = [...postings.keys()].sort(compareTerms);

  const files: SearchIndexFile[] = [];
  const termShards: ShardRef<string>[] = [];
  let shard: Record<IndexName, Record<string, EncodedTerm>> = { quotes: {}, authors: {} };
  let shardFirst: string | null = null;
  let shardBytes = 0;
  const closeShard = () => {
    if (shardFirst === null) return;
    const file = hashed('search/terms/', serialize({ format: SEARCH_INDEX_FORMAT, ...shard } satisfies TermsFile));
    files.push(file);
    termShards.push({ first: shardFirst, file: file.path });
    shard = { quotes: {}, authors: {} };
    shardFirst = null;
    shardBytes = 0;
  };
  for (const term of vocabulary) {
    shardFirst ??= term;
    for (const name of INDEX_NAMES) {
      const fields = postings.get(term)![name];
      if (!fields) continue;
      const encoded = encodeTerm(fields);
      shard[name][term] = encoded;
      shardBytes += term.length + serialize(encoded).length;
    }
    if (shardBytes >= TERMS_SHARD_BYTES) closeShard();
  }
  closeShard();

  const vocabularyFile = hashed(
    'search/vocabulary.',
    serialize({ format: SEARCH_INDEX_FORMAT, ...encodeVocabulary(vocabulary) }),
  );
  const stats = Object.fromEntries(
    INDEX_NAMES.map((name) => {
      const { documentIds, fieldLength, averageFieldLength, documentCount } = serialized[name];
      const shortIds = Object.keys(documentIds)
        .map(Number)
        .sort((a, b) => a - b);
      const ids = shortIds.map((shortId) => documentIds[shortId] as number);
      return [
        name,
        encodeStats({
          count: documentCount,
          ids,
          lengths: shortIds.map((shortId) => INDEXES[name].fields.map((_, field) => fieldLength[shortId]![field] ?? 0)),
          average: averageFieldLength,
          popularity: name === 'authors' ? ids.map((id) => catalog.authorById.get(id)!.quote_count) : undefined,
        }),
      ];
    }),
  );
  const statsFile = hashed('search/stats.', serialize({ format: SEARCH_INDEX_FORMAT, ...stats } as StatsFile));

  const recordShards = <T extends { id: number }>(folder: string, records: readonly T[], size: number) =>
    chunks(records, size).map((chunk) => {
      const file = hashed(folder, serialize({ format: SEARCH_INDEX_FORMAT, records: chunk }));
      files.push(file);
      return { first: chunk[0]!.id, file: file.path };
    });

  const manifest: SearchManifest = {
    format: SEARCH_INDEX_FORMAT,
    dataset: catalog.dataset,
    vocabulary: vocabularyFile.path,
    stats: statsFile.path,
    terms: termShards,
    quotes: recordShards('search/quotes/', catalog.quotes, QUOTES_PER_SHARD),
    authors: recordShards('search/authors/', catalog.authors, AUTHORS_PER_SHARD),
    topics: catalog.topics.map(({ slug, name }) => ({ slug, name })),
  };
  files.push(vocabularyFile, statsFile, { path: MANIFEST_PATH, body: serialize(manifest) });
  return files;
};
