import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';

export interface WorkerBundle {
  readonly bytes: number;
  readonly gzipBytes: number;
  /** Every source file in the bundle, relative to the working folder (node_modules/… for packages). */
  readonly inputs: readonly string[];
  /** The modules left for the runtime to provide (`cloudflare:workers`). */
  readonly imports: readonly string[];
}

/** Bundles the worker as wrangler does (ESM, minified) to report what a deploy would upload. */
export const workerBundle = async (entry: string): Promise<WorkerBundle> => {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    minify: true,
    write: false,
    metafile: true,
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    external: ['cloudflare:*', 'node:*'],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  const output = Object.values(result.metafile.outputs)[0]!;
  return {
    bytes: code.byteLength,
    gzipBytes: gzipSync(code).byteLength,
    inputs: Object.keys(output.inputs).sort(),
    imports: output.imports.map((imported) => imported.path).sort(),
  };
};
