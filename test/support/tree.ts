import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { runBuild } from '../../scripts/build.ts';
import type { Sharding } from '../../src/api/layout.ts';

/** Builds the API's static tree (no site) for `contentDir` into a fresh temporary folder; the layout chooses the sharding unless told. */
export const buildTree = async (
  contentDir: string,
  sharding?: Sharding,
): Promise<{ dir: string; remove: () => void }> => {
  const parent = mkdtempSync(join(tmpdir(), 'quotes-tree-'));
  const dir = join(parent, 'dist');
  await runBuild({ contentDir, outDir: dir, fileBudget: 100_000, site: false, sharding, log: () => {} });
  return { dir, remove: () => rmSync(parent, { recursive: true, force: true }) };
};

/** Every file below `root`, as paths relative to it with forward slashes. */
export const listFiles = (root: string): string[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .sort();
