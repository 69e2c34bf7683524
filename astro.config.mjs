import { defineConfig } from 'astro/config';

// The site lives under /docs/ of the API's address; scripts/build.ts points outDir into the static tree.
export default defineConfig({
  base: '/docs',
  outDir: './dist/docs',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
});
