import * as z from 'zod';
import { slugSchema } from './content.ts';
import {
  authorIdParamSchema,
  authorsParamsSchema,
  byLengthParamsSchema,
  randomParamsSchema,
  recentParamsSchema,
  searchParamsSchema,
  suggestionsParamsSchema,
} from './params.ts';
import { authorRecordSchema, pageSchema, quoteRecordSchema, suggestionSchema, topicRecordSchema } from './records.ts';

export const API_NAME = 'Quotes API';
export const API_VERSION = '1.0.0';

export const quoteListSchema = z.array(quoteRecordSchema);
export const authorPageSchema = pageSchema(authorRecordSchema).meta({ id: 'AuthorPage' });
export const quotePageSchema = pageSchema(quoteRecordSchema).meta({ id: 'QuotePage' });
export const searchResultSchema = z
  .object({
    quotes: quotePageSchema.optional().describe('Present when type is all or quotes.'),
    authors: authorPageSchema.optional().describe('Present when type is all or authors.'),
  })
  .meta({ id: 'SearchResult' });

export const indexSchema = z
  .object({
    name: z.string(),
    version: z.string().describe('API version.'),
    dataset: z.string().describe('Content hash of the dataset: changes whenever any quote, author or topic does.'),
    counts: z.object({ quotes: z.int(), authors: z.int(), topics: z.int() }),
    docs: z.string().describe('Path of the human-readable documentation.'),
    openapi: z.string().describe('Path of the OpenAPI document.'),
    endpoints: z.array(z.object({ method: z.literal('GET'), path: z.string(), summary: z.string() })),
  })
  .meta({ id: 'Index' });

export interface PathParam {
  readonly name: string;
  readonly description: string;
  readonly schema: z.ZodType;
}

const slugParam = (name: string, description: string): PathParam => ({
  name,
  description,
  schema: slugSchema,
});

/**
 * Every endpoint of the API, once: the OpenAPI document, the index at `/` and the worker's
 * cache policy are all read from here.
 */
export interface EndpointSpec {
  readonly path: string;
  readonly summary: string;
  readonly description: string;
  readonly query?: z.ZodObject;
  readonly pathParams?: readonly PathParam[];
  readonly data: z.ZodType;
  /** `immutable`: the same for a given dataset, served from the static tree. `no-store`: computed per request. */
  readonly cache: 'immutable' | 'no-store';
  readonly notFound?: string;
}

export const ENDPOINTS: readonly EndpointSpec[] = [
  {
    path: '/',
    summary: 'Index of the API',
    description: 'The endpoints, the dataset counts, the API version and the dataset hash.',
    data: indexSchema,
    cache: 'immutable',
  },
  {
    path: '/quotes/random',
    summary: 'Random quotes',
    description: 'Distinct quotes chosen uniformly at random; fewer only if the whole dataset is smaller.',
    query: randomParamsSchema,
    data: quoteListSchema,
    cache: 'no-store',
  },
  {
    path: '/quotes/recent',
    summary: 'Recently added quotes',
    description:
      'Quotes whose `added` date (UTC) lies within `days` days before today, newest first; ties by higher id first.',
    query: recentParamsSchema,
    data: quoteListSchema,
    cache: 'no-store',
  },
  {
    path: '/quotes/by-length',
    summary: 'Random quotes of a given length',
    description:
      'A uniform random sample of quotes whose length (Unicode code points) lies in [min, max], inclusive. `min > max` is 400.',
    query: byLengthParamsSchema,
    data: quoteListSchema,
    cache: 'no-store',
  },
  {
    path: '/quotes/by-author/{author_id}',
    summary: 'Quotes of an author, by author id',
    description: 'All the author’s quotes, by id ascending. A non-integer id is 400, an unknown one 404.',
    pathParams: [
      { name: 'author_id', description: 'The author’s integer id.', schema: authorIdParamSchema.shape.author_id },
    ],
    data: quoteListSchema,
    cache: 'immutable',
    notFound: 'No author has this id.',
  },
  {
    path: '/quotes/{path}',
    summary: 'One quote',
    description: 'The quote with this path. `random`, `recent`, `by-length` and `by-author` are never quote paths.',
    pathParams: [slugParam('path', 'The quote’s path (a lowercase slug).')],
    data: quoteRecordSchema,
    cache: 'immutable',
    notFound: 'No quote has this path.',
  },
  {
    path: '/search',
    summary: 'Search quotes and authors',
    description:
      'Full-text search over quote text, author names and topics, and over author names and aliases: prefix and typo tolerant, case and diacritics folded, best match first.',
    query: searchParamsSchema,
    data: searchResultSchema,
    cache: 'immutable',
  },
  {
    path: '/search/suggestions',
    summary: 'Search suggestions',
    description:
      'Completions of the text typed so far: query completions, matching authors (with their path) and matching topics (with their slug), best first.',
    query: suggestionsParamsSchema,
    data: z.array(suggestionSchema),
    cache: 'immutable',
  },
  {
    path: '/authors',
    summary: 'List authors',
    description: 'A page of authors, filtered by surname letter and type, in the chosen order.',
    query: authorsParamsSchema,
    data: authorPageSchema,
    cache: 'immutable',
  },
  {
    path: '/authors/{path}',
    summary: 'One author',
    description: 'The author with this path.',
    pathParams: [slugParam('path', 'The author’s path (a lowercase slug).')],
    data: authorRecordSchema,
    cache: 'immutable',
    notFound: 'No author has this path.',
  },
  {
    path: '/authors/{path}/quotes',
    summary: 'Quotes of an author',
    description: 'All the author’s quotes, by id ascending (the same list as /quotes/by-author/{author_id}).',
    pathParams: [slugParam('path', 'The author’s path (a lowercase slug).')],
    data: quoteListSchema,
    cache: 'immutable',
    notFound: 'No author has this path.',
  },
  {
    path: '/topics',
    summary: 'List topics',
    description: 'Every topic, by name.',
    data: z.array(topicRecordSchema),
    cache: 'immutable',
  },
  {
    path: '/topics/{slug}',
    summary: 'Quotes of a topic',
    description: 'All the quotes of the topic, by id ascending.',
    pathParams: [slugParam('slug', 'The topic’s slug.')],
    data: quoteListSchema,
    cache: 'immutable',
    notFound: 'No topic has this slug.',
  },
];
