/**
 * `npm start`: builds content/ into dist/ (the static tree and the site), then serves it with
 * `wrangler dev` on 127.0.0.1:$PORT (default 8787), offline. RATE_LIMIT_PER_DAY, when set,
 * overrides the daily limit of wrangler.jsonc (`0` disables it). QUOTES_CONTENT serves another
 * content folder (a generated dataset: `npm run generate`), without the site.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { DEVELOPMENT_KEY, rateLimitSettings } from '../src/worker/rate-limit/settings.ts';
import { fileBudgetFromEnv, runBuild } from './build.ts';

const DEFAULT_PORT = '8787';

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

const port = process.env.PORT ?? DEFAULT_PORT;
if (!/^[0-9]+$/.test(port) || Number(port) < 1 || Number(port) > 65_535) {
  fail(`PORT must be a port number from 1 to 65535 (got ${JSON.stringify(port)}).`);
}

const dailyLimit = process.env.RATE_LIMIT_PER_DAY;
if (dailyLimit !== undefined) {
  const checked = rateLimitSettings({ RATE_LIMIT_PER_DAY: dailyLimit });
  if (!checked.ok) fail(checked.error);
}

// Another content folder is built into a temporary tree, so that dist/ and its manifest stay the shipped dataset's.
const otherContent = process.env.QUOTES_CONTENT;
const outDir = otherContent === undefined ? 'dist' : join(mkdtempSync(join(tmpdir(), 'quotes-api-tree-')), 'dist');

try {
  await runBuild({
    contentDir: otherContent ?? 'content',
    outDir,
    site: otherContent === undefined,
    fileBudget: fileBudgetFromEnv(),
  });
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}

// Local state (the rate-limit counters) lives in a fresh folder per run and is deleted on exit:
// restarting the local server gives full quotas again, so a developer who used up the day's
// requests while testing, or who changes RATE_LIMIT_PER_DAY, is not locked out until UTC midnight.
const state = mkdtempSync(join(tmpdir(), 'quotes-api-state-'));

const args = ['dev', '--ip', '127.0.0.1', '--port', port, '--show-interactive-dev-session=false'];
args.push('--persist-to', state);
if (otherContent !== undefined) args.push('--assets', outDir);
if (dailyLimit !== undefined) args.push('--var', `RATE_LIMIT_PER_DAY:${dailyLimit}`);

// wrangler's own launcher, run by this Node (the project's Node 24), whatever `node` is on PATH.
const wranglerBin = join(dirname(createRequire(import.meta.url).resolve('wrangler/package.json')), 'bin/wrangler.js');
const wrangler = spawn(process.execPath, [wranglerBin, ...args], {
  stdio: 'inherit',
  // wrangler.jsonc requires the RATE_LIMIT_KEY secret (for deploys) and wrangler dev reads it from the
  // environment; passing the development key when none is set spares local runs a missing-secret warning.
  env: {
    ...process.env,
    RATE_LIMIT_KEY: process.env.RATE_LIMIT_KEY ?? DEVELOPMENT_KEY,
    WRANGLER_SEND_METRICS: 'false',
    // Offline: use Miniflare's placeholder `request.cf` instead of fetching it from workers.cloudflare.com.
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  },
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => wrangler.kill(signal));

wrangler.on('exit', (code, signal) => {
  rmSync(state, { recursive: true, force: true });
  if (otherContent !== undefined) rmSync(dirname(outDir), { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
