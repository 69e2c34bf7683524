import type { Catalog } from '../catalog/catalog.ts';
import type { QuoteRecord, TopicRecord } from '../schema/records.ts';
import { fail, ok, type ApiResult } from './envelope.ts';
import { echo } from './params.ts';

export const topicList = (catalog: Catalog): ApiResult<readonly TopicRecord[]> => ok(catalog.topics);

export const topicQuotes = (catalog: Catalog, slug: string): ApiResult<readonly QuoteRecord[]> =>
  catalog.topicBySlug.has(slug)
    ? ok(catalog.quotesByTopic.get(slug) ?? [])
    : fail(404, `No topic has the slug ${echo(slug)}.`);
