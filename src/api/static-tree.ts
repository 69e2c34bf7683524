import type { Catalog } from '../catalog/catalog.ts';
import { encodeCatalog } from '../catalog/compact.ts';
import { AUTHOR_TYPES } from '../schema/content.ts';
import { openApiDocument } from '../schema/openapi.ts';
import type { CatalogData } from '../schema/catalog.ts';
import { AUTHOR_SORTS, DEFAULT_PER_PAGE, LETTERS } from '../schema/params.ts';
import { authorByPath, authorQuotesByPath, authorsPage } from './authors.ts';
import { serialize, type ApiResult } from './envelope.ts';
import { chooseSharding, layout, type Sharding } from './layout.ts';
import { quoteByPath } from './quotes.ts';
import { apiIndex } from './root.ts';
import { shardedTree } from './shard.ts';
import { topicList, topicQuotes } from './topics.ts';

export interface TreeFile {
  readonly path: string;
  readonly body: string | Uint8Array;
}

const file = (path: string, result: ApiResult) => ({ path, body: serialize(result.envelope) });

/**
 * Every deterministic response of the API, as the file the static tree holds for it (or, at
 * scale, as the slice of a shard file the layout locates it in). The bodies come from the same
 * endpoint functions the worker calls, so a file's bytes are the API's answer.
 */
export function* staticTree(
  catalog: Catalog,
  data: CatalogData,
  sharding: Sharding = chooseSharding(catalog.quotes.length, catalog.authors.length),
): Generator<TreeFile> {
  yield { path: layout.sharding(), body: serialize(sharding) };
  yield { path: layout.catalogData(), body: serialize(encodeCatalog(data)) };
  yield* shardedTree(responses(catalog), sharding);
}

function* responses(catalog: Catalog): Generator<{ path: string; body: string }> {
  yield file(layout.index(), apiIndex(catalog));
  yield { path: layout.openapi(), body: serialize(openApiDocument()) };
  yield file(layout.topics(), topicList(catalog));
  for (const topic of catalog.topics) yield file(layout.topic(topic.slug), topicQuotes(catalog, topic.slug));
  for (const quote of catalog.quotes) yield file(layout.quote(quote.path), quoteByPath(catalog, quote.path));
  for (const author of catalog.authors) {
    yield file(layout.author(author.path), authorByPath(catalog, author.path));
    yield file(layout.authorQuotes(author.path), authorQuotesByPath(catalog, author.path));
  }
  for (const sort of AUTHOR_SORTS) {
    for (const letter of [undefined, ...LETTERS]) {
      for (const type of [undefined, ...AUTHOR_TYPES]) {
        for (let page = 1; ; page++) {
          const result = authorsPage(catalog, { sort, letter, type, page, per_page: DEFAULT_PER_PAGE });
          yield file(layout.authorsPage(sort, letter, type, page), result);
          if (page >= (result.envelope.data?.pagination.total_pages ?? 0)) break;
        }
      }
    }
  }
}
