import type { SuggestionsParams, SearchParams } from '../schema/params.ts';
import type { Suggestion } from '../schema/records.ts';
import type { SearchEngine, SearchResult } from '../search/engine.ts';
import { ok, type ApiResult } from './envelope.ts';

/** `/search`: the engine's pages of quotes and authors; the client library answers the same data. */
export const searchEndpoint = async (engine: SearchEngine, params: SearchParams): Promise<ApiResult<SearchResult>> =>
  ok(await engine.search(params));

/** `/search/suggestions`: completions, authors and topics for the text typed so far. */
export const suggestionsEndpoint = async (
  engine: SearchEngine,
  params: SuggestionsParams,
): Promise<ApiResult<Suggestion[]>> => ok(await engine.suggest(params));
