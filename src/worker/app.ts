import { Hono, type Context } from 'hono';
import { getPath } from 'hono/utils/url';
import type { z } from 'zod';
import { authorByPath, authorQuotesById, authorQuotesByPath, authorsPage, authorWithId } from '../api/authors.ts';
import { fail, serialize, type ApiResult } from '../api/envelope.ts';
import { layout } from '../api/layout.ts';
import { echo, isSlug, parseParams } from '../api/params.ts';
import { quoteByPath, quotesByLength, randomQuotes, recentQuotes } from '../api/quotes.ts';
import { apiIndex } from '../api/root.ts';
import { searchEndpoint, suggestionsEndpoint } from '../api/search.ts';
import { topicList, topicQuotes } from '../api/topics.ts';
import type { Catalog } from '../catalog/catalog.ts';
import {
  authorIdParamSchema,
  authorsParamsSchema,
  byLengthParamsSchema,
  DEFAULT_PER_PAGE,
  randomParamsSchema,
  recentParamsSchema,
  searchParamsSchema,
  suggestionsParamsSchema,
} from '../schema/params.ts';
import { fetchResponseFile, OPENAPI_FRAME } from './assets.ts';
import { loadCatalog } from './catalog.ts';
import type { Env } from './env.ts';
import { ALLOWED_METHODS, commonHeaders } from './headers.ts';
import { jsonResponse, resultResponse, type CachePolicy } from './respond.ts';
import { searchRoute } from './search.ts';
import { readTreeFile } from './tree.ts';

type Ctx = Context<{ Bindings: Env }>;

/**
 * Answers from the static tree. Without a file there, the endpoint function the build wrote the
 * tree with computes the answer: a 404, or a page past the last. Were the computed answer one the
 * build writes a file for (`inTree`, by default any 200), the tree is incomplete: a fault of the
 * deploy, answered 500 and logged rather than patched over from the catalog, since a static host
 * serving the same tree would answer 404.
 */
const precomputed = async <T>(
  c: Ctx,
  path: string | null,
  compute: (catalog: Catalog) => ApiResult<T>,
  inTree: (result: ApiResult<T>) => boolean = (result) => result.status === 200,
) => {
  const bytes = path === null ? null : await readTreeFile(c.env, path);
  if (bytes) return jsonResponse(c.req.raw, 200, bytes, 'immutable');
  const result = compute(await loadCatalog(c.env));
  if (path !== null && inTree(result)) throw new Error(`${path} is missing from the static tree`);
  return resultResponse(c.req.raw, result, 'immutable');
};

/** Validates the query against an endpoint's schema, then computes its answer from the catalog. */
const computed = async <S extends z.ZodType<unknown, Record<string, string | undefined>>>(
  c: Ctx,
  schema: S,
  compute: (catalog: Catalog, params: z.output<S>) => ApiResult,
  cache: CachePolicy,
) => {
  const parsed = parseParams(schema, new URL(c.req.url).searchParams);
  if (!parsed.ok) return resultResponse(c.req.raw, fail(400, parsed.error), cache);
  return resultResponse(c.req.raw, compute(await loadCatalog(c.env), parsed.params), cache);
};

/** A path segment that can name a resource; anything else cannot be in the static tree. */
const slugFile = (segment: string, toFile: (slug: string) => string): string | null =>
  isSlug(segment) ? toFile(segment) : null;

/**
 * The path routes match: the request's, with percent-encoded unreserved characters decoded (RFC
 * 3986 makes `/%71uotes` the same URL as `/quotes`), and one trailing slash removed, unless the
 * path ends in an empty segment (`//`, `/topics//`), which no route matches.
 */
const routedPath = (request: Request): string => {
  const path = getPath(request);
  return path.length > 1 && path.endsWith('/') && !path.endsWith('//') ? path.slice(0, -1) : path;
};

export const app = new Hono<{ Bindings: Env }>({ getPath: routedPath });

app.get('/', (c) => precomputed(c, layout.index(), apiIndex));

app.get('/openapi.json', async (c) => {
  const bytes = await fetchResponseFile(c.env, layout.openapi(), OPENAPI_FRAME);
  if (!bytes) throw new Error(`${layout.openapi()} is missing from the static tree`);
  return jsonResponse(c.req.raw, 200, bytes, 'immutable');
});

/** The site is served as is under /docs/; its bare address redirects there, in JSON like every API answer. */
app.get('/docs', async (c) => {
  const body = serialize({ success: false, data: null, error: 'The site has moved to /docs/.' });
  const response = await jsonResponse(c.req.raw, 301, new TextEncoder().encode(body), 'no-store');
  response.headers.set('Location', '/docs/');
  return response;
});

app.get('/quotes/random', (c) =>
  computed(c, randomParamsSchema, (catalog, params) => randomQuotes(catalog, params, Math.random), 'no-store'),
);

app.get('/quotes/recent', (c) =>
  computed(c, recentParamsSchema, (catalog, params) => recentQuotes(catalog, params, Date.now()), 'no-store'),
);

app.get('/quotes/by-length', (c) =>
  computed(c, byLengthParamsSchema, (catalog, params) => quotesByLength(catalog, params, Math.random), 'no-store'),
);

app.get('/quotes/by-author/:author_id', async (c) => {
  const parsed = authorIdParamSchema.safeParse({ author_id: c.req.param('author_id') });
  if (!parsed.success) {
    const message = `Invalid request: author_id ${parsed.error.issues[0]!.message} (got ${echo(c.req.param('author_id'))}).`;
    return resultResponse(c.req.raw, fail(400, message), 'immutable');
  }
  const authorId = parsed.data.author_id;
  const author = authorWithId(await loadCatalog(c.env), authorId);
  return precomputed(c, author ? layout.authorQuotes(author.path) : null, (catalog) =>
    authorQuotesById(catalog, authorId),
  );
});

app.get('/quotes/:path', (c) => {
  const path = c.req.param('path');
  return precomputed(c, slugFile(path, layout.quote), (catalog) => quoteByPath(catalog, path));
});

app.get('/authors', (c) => {
  const parsed = parseParams(authorsParamsSchema, new URL(c.req.url).searchParams);
  if (!parsed.ok) return resultResponse(c.req.raw, fail(400, parsed.error), 'immutable');
  const { sort, letter, type, page, per_page } = parsed.params;
  const file = per_page === DEFAULT_PER_PAGE ? layout.authorsPage(sort, letter, type, page) : null;
  // Pages past the last have no file; every other page of the default size has one.
  return precomputed(
    c,
    file,
    (catalog) => authorsPage(catalog, parsed.params),
    ({ envelope }) => envelope.success && page <= Math.max(1, envelope.data.pagination.total_pages),
  );
});

app.get('/authors/:path', (c) => {
  const path = c.req.param('path');
  return precomputed(c, slugFile(path, layout.author), (catalog) => authorByPath(catalog, path));
});

app.get('/authors/:path/quotes', (c) => {
  const path = c.req.param('path');
  return precomputed(c, slugFile(path, layout.authorQuotes), (catalog) => authorQuotesByPath(catalog, path));
});

app.get('/topics', (c) => precomputed(c, layout.topics(), topicList));

app.get('/topics/:slug', (c) => {
  const slug = c.req.param('slug');
  return precomputed(c, slugFile(slug, layout.topic), (catalog) => topicQuotes(catalog, slug));
});

app.get('/search', searchRoute(searchParamsSchema, searchEndpoint));

app.get('/search/suggestions', searchRoute(suggestionsParamsSchema, suggestionsEndpoint));

app.notFound((c) =>
  resultResponse(
    c.req.raw,
    fail(404, `No endpoint at ${echo(new URL(c.req.url).pathname)}. GET / lists the endpoints.`),
    'no-store',
  ),
);

app.onError((error, c) => {
  console.error(`${c.req.method} ${echo(new URL(c.req.url).pathname)} failed:`, error);
  return resultResponse(c.req.raw, fail(500, 'Internal error: the API could not answer this request.'), 'no-store');
});

/** Answers what comes before routing: CORS preflights and methods the API does not allow. */
export const preflightOrMethodError = (request: Request): Promise<Response> | Response | null => {
  if (request.method === 'OPTIONS') {
    const headers = commonHeaders();
    headers.set('Access-Control-Allow-Methods', ALLOWED_METHODS);
    headers.set('Access-Control-Allow-Headers', request.headers.get('Access-Control-Request-Headers') ?? '*');
    headers.set('Access-Control-Max-Age', '86400');
    headers.set('Allow', ALLOWED_METHODS);
    return new Response(null, { status: 204, headers });
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return resultResponse(
      request,
      fail(405, `Method ${echo(request.method)} is not allowed: the API answers ${ALLOWED_METHODS}.`),
      'no-store',
    ).then((response) => {
      response.headers.set('Allow', ALLOWED_METHODS);
      return response;
    });
  }
  return null;
};
