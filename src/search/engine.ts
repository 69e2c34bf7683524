/**
 * The one search implementation, over the shipped index files: the worker loads them from its
 * static assets, the client library over HTTP, and both get the same answers byte for byte.
 *
 * A query is answered by a MiniSearch instance built for it from the postings of exactly the
 * indexed terms it can match (found in the vocabulary) and the global statistics. Its scores are
 * therefore those of the full index, and do not depend on which shards were loaded before.
 */
import MiniSearch, { type AsPlainObject } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { paginate } from '../api/pagination.ts';
import type { z } from 'zod';
import type { searchResultSchema } from '../schema/endpoints.ts';
import type { SearchParams, SuggestionsParams } from '../schema/params.ts';
import type { AuthorRecord, Page, QuoteRecord, Suggestion } from '../schema/records.ts';
import { decodeStats, decodeTerm, decodeVocabulary, type DecodedStats, type TermPostings } from './codec.ts';
import { fieldIds, INDEX_NAMES, INDEXES, miniSearchOptions, popularityBoost, type IndexName } from './config.ts';
import {
  checkFormat,
  checkManifest,
  MANIFEST_PATH,
  shardOf,
  type RecordsFile,
  type SearchManifest,
  type StatsFile,
  type TermsFile,
  type VocabularyFile,
} from './format.ts';
import { expandTerms, planQuery, type QueryPlan } from './query.ts';
import { rankResults, type Ranked } from './rank.ts';
import { suggestions } from './suggest.ts';

export type SearchResult = z.infer<typeof searchResultSchema>;

/** Reads one file of the static tree (a path such as `search/manifest.json`) as parsed JSON. */
export type LoadFile = (path: string) => Promise<unknown>;

export interface SearchEngine {
  /** The dataset hash of the catalog the index was built from. */
  readonly dataset: string;
  /** `/search`: pages of quote and author records, best match first. */
  search(params: SearchParams): Promise<SearchResult>;
  /** `/search/suggestions`: completions, authors and topics for the text typed so far. */
  suggest(params: SuggestionsParams): Promise<Suggestion[]>;
}

/** An index's global statistics, and the weight of each document when the index has one. */
interface IndexStatistics extends DecodedStats {
  readonly documentBoost?: (id: number) => number;
}

/** The MiniSearch instance built for one query on one index. */
interface QueryIndex {
  readonly index: MiniSearch;
  readonly documentBoost?: (id: number) => number;
}

type TermShard = Map<string, Partial<Record<IndexName, TermPostings>>>;

/** Loads each file once, sharing the load between concurrent callers; a failed load is retried next time. */
const onceEach = <T>(load: (path: string) => Promise<T>) => {
  const cache = new Map<string, Promise<T>>();
  return (path: string): Promise<T> => {
    let loading = cache.get(path);
    if (!loading) {
      loading = load(path);
      cache.set(path, loading);
      loading.catch(() => cache.delete(path));
    }
    return loading;
  };
};

const once = <T>(load: () => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return (): Promise<T> => {
    loading ??= load();
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
};

/** Opens the index whose manifest `load` reads; everything else is fetched when a query needs it. */
export const openSearchEngine = async (load: LoadFile): Promise<SearchEngine> => {
  const manifest: SearchManifest = checkManifest(await load(MANIFEST_PATH));

  const vocabulary = once(async () => {
    const file = checkFormat<VocabularyFile>(await load(manifest.vocabulary), manifest.vocabulary);
    return SearchableMap.from(decodeVocabulary(file).map((term) => [term, true]));
  });

  const stats = once(async () => {
    const file = checkFormat<StatsFile>(await load(manifest.stats), manifest.stats);
    return Object.fromEntries(
      INDEX_NAMES.map((name): [IndexName, IndexStatistics] => {
        const decoded = decodeStats(file[name], INDEXES[name].fields.length);
        const { ids, popularity } = decoded;
        if (!popularity) return [name, decoded];
        const boosts = new Map(ids.map((id, shortId) => [id, popularityBoost(popularity[shortId] ?? 0)]));
        return [name, { ...decoded, documentBoost: (id) => boosts.get(id) ?? 1 }];
      }),
    ) as Record<IndexName, IndexStatistics>;
  });

  const termShard = onceEach(async (path): Promise<TermShard> => {
    const file = checkFormat<TermsFile>(await load(path), path);
    const shard: TermShard = new Map();
    for (const name of INDEX_NAMES) {
      for (const [term, encoded] of Object.entries(file[name])) {
        const entry = shard.get(term) ?? {};
        entry[name] = decodeTerm(encoded);
        shard.set(term, entry);
      }
    }
    return shard;
  });

  const recordShard = onceEach(async (path) => {
    const file = checkFormat<RecordsFile<{ id: number }>>(await load(path), path);
    return new Map(file.records.map((record) => [record.id, record]));
  });

  /** The records with these ids, in this order. */
  const records = async <T extends { id: number }>(name: IndexName, ids: readonly number[]): Promise<T[]> => {
    const shards = manifest[name];
    const files = await Promise.all(ids.map((id) => recordShard(shards[shardOf(shards, id)]!.file)));
    return ids.map((id, index) => {
      const record = files[index]!.get(id);
      if (!record) throw new Error(`search index: no ${name} record with id ${id} in its shard`);
      return record as T;
    });
  };

  /** The query's MiniSearch instances, built from the postings of the terms it can match. */
  const instancesFor = async (plan: QueryPlan, names: readonly IndexName[]) => {
    const [terms, allStats] = await Promise.all([vocabulary().then((map) => expandTerms(plan, map)), stats()]);
    const shards = await Promise.all(
      terms.map((term) => termShard(manifest.terms[shardOf(manifest.terms, term)]!.file)),
    );
    const instances: Partial<Record<IndexName, QueryIndex>> = {};
    for (const name of names) {
      const entries: AsPlainObject['index'] = [];
      const documents = new Set<number>();
      terms.forEach((term, position) => {
        const postings = shards[position]!.get(term)?.[name];
        if (!postings) return;
        entries.push([term, postings]);
        for (const field of Object.values(postings))
          for (const shortId of Object.keys(field)) documents.add(Number(shortId));
      });
      const { count, ids, lengths, average, documentBoost } = allStats[name];
      const documentIds: AsPlainObject['documentIds'] = {};
      const fieldLength: AsPlainObject['fieldLength'] = {};
      for (const shortId of documents) {
        documentIds[shortId] = ids[shortId];
        fieldLength[shortId] = [...lengths[shortId]!];
      }
      const index = MiniSearch.loadJS(
        {
          documentCount: count,
          nextId: count,
          documentIds,
          fieldIds: fieldIds(name),
          fieldLength,
          averageFieldLength: [...average],
          storedFields: {},
          dirtCount: 0,
          index: entries,
          serializationVersion: 2,
        },
        miniSearchOptions(name),
      );
      instances[name] = { index, ...(documentBoost ? { documentBoost } : {}) };
    }
    return instances;
  };

  const rank = (
    plan: QueryPlan,
    instances: Partial<Record<IndexName, QueryIndex>>,
    name: IndexName,
    combineWith: 'OR' | 'AND',
    typos = true,
  ): Ranked[] => {
    const prepared = instances[name];
    if (!prepared) return [];
    return rankResults(plan, prepared.index, {
      boost: INDEXES[name].boost,
      combineWith,
      typos,
      ...(prepared.documentBoost ? { documentBoost: prepared.documentBoost } : {}),
    });
  };

  const page = async <T extends { id: number }>(
    name: IndexName,
    ranked: readonly Ranked[],
    params: SearchParams,
  ): Promise<Page<T>> => {
    const ids = paginate(
      ranked.map((result) => result.id),
      params.page,
      params.per_page,
    );
    return { items: await records<T>(name, ids.items), pagination: ids.pagination };
  };

  return {
    dataset: manifest.dataset,

    async search(params) {
      const plan = planQuery(params.q);
      const names = INDEX_NAMES.filter((name) => params.type === 'all' || params.type === name);
      const instances = plan.terms.length === 0 ? {} : await instancesFor(plan, names);
      const [quotes, authors] = await Promise.all([
        names.includes('quotes')
          ? page<QuoteRecord>('quotes', rank(plan, instances, 'quotes', 'OR'), params)
          : undefined,
        names.includes('authors')
          ? page<AuthorRecord>('authors', rank(plan, instances, 'authors', 'OR'), params)
          : undefined,
      ]);
      const result: SearchResult = {};
      if (quotes) result.quotes = quotes;
      if (authors) result.authors = authors;
      return result;
    },

    async suggest(params) {
      const plan = planQuery(params.q);
      if (plan.terms.length === 0) return [];
      const instances = await instancesFor(plan, INDEX_NAMES);
      return suggestions({
        plan,
        limit: params.limit,
        topics: manifest.topics,
        completions: rank(plan, instances, 'quotes', 'AND', false),
        authors: rank(plan, instances, 'authors', 'OR'),
        authorRecords: (ids) => records<AuthorRecord>('authors', ids),
      });
    },
  };
};
