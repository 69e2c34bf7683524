/**
 * The host's limits, checked on the tree `npm run build` wrote for a dataset (the API tree, the
 * search index and the manifest; the site adds a few hundred files): files per version and bytes
 * per file (Workers static assets), the worker's compressed size.
 */
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PAID_PLAN_FILE_LIMIT } from '../build.ts';
import { workerBundle } from '../build/worker-bundle.ts';
import type { BenchDataset } from './datasets.ts';
import { figure, type Figure } from './figures.ts';

const SECTION = 'host limits';
const MIB = 1024 * 1024;
const FILE_SIZE_LIMIT_MIB = 25;
const BUNDLE_GZIP_LIMIT_MIB = 10;

export const limitFigures = async (dataset: BenchDataset, treeDir: string): Promise<Figure[]> => {
  const files = readdirSync(treeDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  let largest = { path: '', bytes: 0 };
  for (const entry of files) {
    const path = join(entry.parentPath, entry.name);
    const { size } = statSync(path);
    if (size > largest.bytes) largest = { path: relative(treeDir, path), bytes: size };
  }
  const shards = files.filter((entry) => entry.parentPath.endsWith('_shards')).length;
  const bundle = await workerBundle('src/worker/index.ts');
  const at = `[${dataset.label}]`;
  return [
    figure({
      section: SECTION,
      name: `files in the built tree ${at}`,
      unit: 'files',
      runs: [files.length],
      target: { of: 'value', op: '<=', limit: PAID_PLAN_FILE_LIMIT },
      note: `Workers static assets allow 100,000 files a version; ${shards} of these are shard files`,
    }),
    figure({
      section: SECTION,
      name: `largest file ${at}`,
      unit: 'MiB',
      runs: [largest.bytes / MIB],
      target: { of: 'value', op: '<=', limit: FILE_SIZE_LIMIT_MIB },
      note: largest.path,
    }),
    figure({
      section: SECTION,
      name: `worker bundle, gzip ${at}`,
      unit: 'MiB',
      runs: [bundle.gzipBytes / MIB],
      target: { of: 'value', op: '<=', limit: BUNDLE_GZIP_LIMIT_MIB },
    }),
  ];
};
