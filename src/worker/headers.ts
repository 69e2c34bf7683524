/** Headers a browser may read from a cross-origin response. */
export const EXPOSED_HEADERS = [
  'ETag',
  'Retry-After',
  'RateLimit-Policy',
  'RateLimit',
  'RateLimit-Limit',
  'RateLimit-Remaining',
  'RateLimit-Reset',
];

export const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';

/** Deterministic answers change only with a deploy; the ETag lets clients revalidate cheaply. */
export const CACHE_IMMUTABLE = 'public, max-age=86400';
export const CACHE_NONE = 'no-store';

/** What every response of the API carries, errors and preflights included. */
export const commonHeaders = (): Headers =>
  new Headers({
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS.join(', '),
    'X-Content-Type-Options': 'nosniff',
  });

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
