import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';

/** Bundles the worker as wrangler does (ESM, minified) to report what a deploy would upload. */
export const workerBundleSize = async (entry: string): Promise<{ bytes: number; gzipBytes: number }> => {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    external: ['cloudflare:*', 'node:*'],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return { bytes: code.byteLength, gzipBytes: gzipSync(code).byteLength };
};
