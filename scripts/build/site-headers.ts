/**
 * `_headers` at the root of the static tree: the headers the static host adds to the site's pages
 * under /docs/, which it serves without the worker (Workers static assets and Cloudflare Pages read
 * this file; it is not itself served). The API's own responses get theirs from the worker.
 * - nosniff: no browser takes a file for another type than it is served as;
 * - frame-ancestors: no other site frames the pages (a CSP <meta> cannot say this; the pages'
 *   <meta> CSP, with their script and style hashes, still applies beside it);
 * - no referrer leaves for other sites;
 * - files named by a hash of their content (the search index's, but for its manifest, and Astro's
 *   assets) never change, so browsers and CDNs may keep them for a year without asking again.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const siteHeadersFile = {
  path: '_headers',
  body: [
    '/docs/*',
    '  X-Content-Type-Options: nosniff',
    "  Content-Security-Policy: frame-ancestors 'none'",
    '  Referrer-Policy: strict-origin-when-cross-origin',
    ...[
      '/docs/_astro/*',
      '/docs/search/terms/*',
      '/docs/search/quotes/*',
      '/docs/search/authors/*',
      '/docs/search/vocabulary.*',
      '/docs/search/stats.*',
    ].flatMap((pattern) => [pattern, `  Cache-Control: ${IMMUTABLE}`]),
    '',
  ].join('\n'),
};
