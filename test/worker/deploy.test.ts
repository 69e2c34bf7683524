import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { workerBundle } from '../../scripts/build/worker-bundle.ts';
import { FIXTURE_CONTENT } from '../support/catalog.ts';
import { buildTree } from '../support/tree.ts';

const run = promisify(execFile);
let tree: Awaited<ReturnType<typeof buildTree>>;
const outDir = mkdtempSync(join(tmpdir(), 'quotes-dry-run-'));

beforeAll(async () => {
  tree = await buildTree(FIXTURE_CONTENT);
});

afterAll(() => {
  tree?.remove();
  rmSync(outDir, { recursive: true, force: true });
});

/** Workers' limit on the uploaded bundle: 10 MB after gzip (paid plan; 3 MB on the free plan). */
const BUNDLE_LIMIT_GZIP = 3 * 1024 * 1024;

test('wrangler deploy --dry-run bundles the worker with its bindings, within the free plan’s size limit', async () => {
  const { stdout } = await run(
    'npx',
    ['wrangler', 'deploy', '--dry-run', '--outdir', outDir, '--assets', tree.dir],
    { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: 'true' } },
  );
  expect(stdout).toContain('env.ASSETS');
  expect(stdout).toContain('--dry-run: exiting now.');
  const bundle = readFileSync(join(outDir, 'index.js'));
  expect(gzipSync(bundle).byteLength).toBeLessThan(BUNDLE_LIMIT_GZIP);
  // What the build reports is what a deploy uploads (minified; wrangler adds a little of its own).
  const reported = await workerBundle('src/worker/index.ts');
  expect(bundle.byteLength).toBeGreaterThan(reported.bytes);
  expect(bundle.byteLength).toBeLessThan(reported.bytes * 1.15);
});
