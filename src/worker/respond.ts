import { serialize, type ApiResult } from '../api/envelope.ts';
import { CACHE_IMMUTABLE, CACHE_NONE, commonHeaders, JSON_CONTENT_TYPE } from './headers.ts';

export type CachePolicy = 'immutable' | 'no-store';

/** Strong ETag of a body: the SHA-256 of its bytes, shortened. */
const etagOf = async (bytes: Uint8Array<ArrayBuffer>): Promise<string> => {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return `"${[...digest.subarray(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}"`;
};

/** True when an If-None-Match header names this ETag (or is `*`). */
const matches = (ifNoneMatch: string | null, etag: string): boolean =>
  ifNoneMatch !== null &&
  ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });

/**
 * The one way a JSON body becomes a response: content type, CORS, caching, and for cacheable
 * bodies a strong ETag with 304 on a matching If-None-Match.
 */
export const jsonResponse = async (
  request: Request,
  status: number,
  body: Uint8Array<ArrayBuffer>,
  cache: CachePolicy,
): Promise<Response> => {
  const headers = commonHeaders();
  headers.set('Content-Type', JSON_CONTENT_TYPE);
  if (status !== 200 || cache === 'no-store') {
    headers.set('Cache-Control', CACHE_NONE);
    return new Response(body, { status, headers });
  }
  const etag = await etagOf(body);
  headers.set('Cache-Control', CACHE_IMMUTABLE);
  headers.set('ETag', etag);
  if (matches(request.headers.get('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { status, headers });
};

const encoder = new TextEncoder();

export const resultResponse = (request: Request, result: ApiResult, cache: CachePolicy): Promise<Response> =>
  jsonResponse(request, result.status, encoder.encode(serialize(result.envelope)), cache);
