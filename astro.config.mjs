import { cpSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';

/**
 * The search page reads the shipped search index with the client library. The tree's own
 * search/ folder is not reachable from a browser where the worker answers every path outside
 * /docs/ (wrangler.jsonc), so the site carries a copy: /docs/ is the client's base address.
 */
const searchIndexCopy = {
  name: 'quotes-api:search-index-copy',
  hooks: {
    'astro:build:done': ({ dir }) => {
      const index = fileURLToPath(new URL('../search/', dir));
      if (!existsSync(index)) {
        throw new Error(`${index} is missing: build the site with npm run build, which writes the search index first`);
      }
      cpSync(index, fileURLToPath(new URL('search/', dir)), { recursive: true });
    },
  },
};

// The site lives under /docs/ of the API's address; scripts/build.ts points outDir into the static tree.
export default defineConfig({
  base: '/docs',
  outDir: './dist/docs',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [searchIndexCopy],
  // The site has no Markdown, and Shiki's inline styles would not pass the CSP below.
  markdown: { syntaxHighlight: false },
  // Each page gets a CSP <meta>: Astro adds script-src and style-src with the hashes of its own
  // scripts and styles; the pages fetch only from their own origin (the API and the search index).
  security: {
    csp: {
      directives: [
        "default-src 'none'",
        "connect-src 'self'",
        "img-src 'self'",
        "base-uri 'none'",
        "form-action 'self'",
      ],
    },
  },
});
