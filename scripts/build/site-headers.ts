/**
 * `_headers` at the root of the static tree: the headers the static host adds to the site's pages
 * under /docs/, which it serves without the worker (Workers static assets and Cloudflare Pages read
 * this file; it is not itself served). The API's own responses get theirs from the worker.
 * - nosniff: no browser takes a file for another type than it is served as;
 * - frame-ancestors: no other site frames the pages (a CSP <meta> cannot say this; the pages'
 *   <meta> CSP, with their script and style hashes, still applies beside it);
 * - no referrer leaves for other sites.
 */
export const siteHeadersFile = {
  path: '_headers',
  body: [
    '/docs/*',
    '  X-Content-Type-Options: nosniff',
    "  Content-Security-Policy: frame-ancestors 'none'",
    '  Referrer-Policy: strict-origin-when-cross-origin',
    '',
  ].join('\n'),
};
