import type { Context } from 'hono';
import type { z } from 'zod';
import { fail, type ApiResult } from '../api/envelope.ts';
import { parseParams } from '../api/params.ts';
import { openSearchEngine, type SearchEngine } from '../search/engine.ts';
import { fetchJsonFile } from './assets.ts';
import type { Env } from './env.ts';
import { resultResponse } from './respond.ts';

let opening: Promise<SearchEngine> | undefined;

/**
 * The search engine, opened once per isolate on the first search. It reads the index files from
 * the static tree as queries need them and keeps them; a failed open is retried on the next search.
 */
export const loadSearchEngine = (env: Env): Promise<SearchEngine> => {
  opening ??= openSearchEngine((path) => fetchJsonFile(env, path, 'search index file'));
  opening.catch(() => {
    opening = undefined;
  });
  return opening;
};

/**
 * A search route: the query validated against the endpoint's schema (400 naming the parameter),
 * then answered by the engine. The answer depends only on the query and the dataset, so it is cacheable.
 */
export const searchRoute =
  <S extends z.ZodType<unknown, Record<string, string | undefined>>>(
    schema: S,
    answer: (engine: SearchEngine, params: z.output<S>) => Promise<ApiResult>,
  ) =>
  async (c: Context<{ Bindings: Env }>): Promise<Response> => {
    const parsed = parseParams(schema, new URL(c.req.url).searchParams);
    if (!parsed.ok) return resultResponse(c.req.raw, fail(400, parsed.error), 'immutable');
    return resultResponse(c.req.raw, await answer(await loadSearchEngine(c.env), parsed.params), 'immutable');
  };
