/**
 * Worker throughput and latency under load, on loopback, against the real worker in workerd.
 *
 * The baseline is the same bytes served as a bare static asset by the same wrangler instance: a
 * copy of the quote's file under docs/, which wrangler.jsonc's run_worker_first excludes. Both
 * requests then take the same path (wrangler's proxy, workerd, the assets layer) except the worker
 * itself, so the ratio isolates what the worker costs; a second wrangler instance would differ in
 * more than that.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { layout, locate, type Sharding } from '../../src/api/layout.ts';
import { sliceShard } from '../../src/api/shard.ts';
import { startTestWorker, type TestWorker } from '../../test/support/worker.ts';
import type { BenchDataset } from './datasets.ts';
import { figure, measured, quantile, type Figure } from './figures.ts';
import { loadRun } from './load.ts';

const SECTION = 'worker load';

/** The worker must keep at least this share of a bare asset's throughput. */
const THROUGHPUT_RATIO_LIMIT = 0.7;
/** Computed endpoints' p99 may be at most this many times the deterministic endpoint's. */
const P99_RATIO_LIMIT = 2;

/** Each load run stops at its duration or at this many responses, whichever comes first. */
const MAX_REQUESTS_PER_RUN = 200_000;
const WARM_UP_SECONDS = 1;

export interface LoadOptions {
  readonly runs: number;
  readonly seconds: number;
  readonly connections: number;
}

interface LoadRun {
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p99: number;
}

/** One bounded load run against `url`: every response must be a 200. */
const load = async (url: string, seconds: number, connections: number): Promise<LoadRun> => {
  const { origin, pathname, search } = new URL(url);
  const run = await loadRun({
    origin,
    paths: [pathname + search],
    seconds,
    connections,
    maxResponses: MAX_REQUESTS_PER_RUN,
  });
  const failures = run.responses - (run.statuses.get(200) ?? 0);
  if (failures > 0 || run.errors > 0 || run.responses === 0) {
    throw new Error(`${url}: ${failures} non-200 responses and ${run.errors} errors under load`);
  }
  return {
    requestsPerSecond: run.responses / run.elapsed,
    p50: quantile(run.latencies, 0.5),
    p99: quantile(run.latencies, 0.99),
  };
};

interface Endpoint {
  readonly key: string;
  readonly label: string;
  readonly path: string;
}

/** The bytes of the response the layout names `path` in a built tree: its own file, or its slice of a shard. */
const responseBytes = (treeDir: string, path: string): Buffer => {
  const sharding = JSON.parse(readFileSync(join(treeDir, layout.sharding()), 'utf8')) as Sharding;
  const { file, key } = locate(path, sharding);
  const bytes = readFileSync(join(treeDir, file));
  if (key === undefined) return bytes;
  const slice = sliceShard(new Uint8Array(bytes), key);
  if (!slice) throw new Error(`${file} holds no ${key}`);
  return Buffer.from(slice);
};

/**
 * The built tree with a bare copy of one quote's response under docs/ (which the worker does not
 * see), and the worker serving it. The copy is added to the tree and removed when done.
 */
const startServing = async (dataset: BenchDataset, treeDir: string) => {
  // A quote of median length: its file is a typical deterministic response.
  const quote = dataset.catalog.quotesByLength[dataset.catalog.quotesByLength.length >> 1]!;
  const bytes = responseBytes(treeDir, layout.quote(quote.path));
  const bare = join(treeDir, 'docs', 'bench');
  mkdirSync(bare, { recursive: true });
  writeFileSync(join(bare, 'quote.json'), bytes);
  const worker = await startTestWorker({ assetsDir: treeDir, vars: { RATE_LIMIT_PER_DAY: '0' } });
  const dispose = async () => {
    await worker.dispose();
    rmSync(bare, { recursive: true, force: true });
  };
  return { worker, dispose, quotePath: quote.path, bytes };
};

/** Both URLs answer the very same bytes, and every computed endpoint answers 200, before any load. */
const checkServing = async (worker: TestWorker, endpoints: readonly Endpoint[], bytes: Buffer) => {
  for (const endpoint of endpoints) {
    const response = await worker.fetch(endpoint.path);
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) throw new Error(`${endpoint.path} answered ${response.status}: ${body}`);
    if ((endpoint.key === 'worker' || endpoint.key === 'bare') && !body.equals(bytes)) {
      throw new Error(`${endpoint.path} does not answer the bytes of the quote's file`);
    }
  }
};

export const throughputFigures = async (
  dataset: BenchDataset,
  treeDir: string,
  options: LoadOptions,
): Promise<Figure[]> => {
  const { worker, dispose, quotePath, bytes } = await startServing(dataset, treeDir);
  const endpoints: Endpoint[] = [
    { key: 'worker', label: '/quotes/{path} through the worker', path: `/quotes/${quotePath}` },
    { key: 'bare', label: 'same file as a bare asset', path: '/docs/bench/quote.json' },
    { key: 'random', label: '/quotes/random', path: '/quotes/random' },
    { key: 'recent', label: '/quotes/recent', path: '/quotes/recent' },
    { key: 'by-length', label: '/quotes/by-length?min=40&max=120', path: '/quotes/by-length?min=40&max=120' },
  ];
  const results = new Map<string, LoadRun[]>(endpoints.map(({ key }) => [key, []]));
  try {
    await checkServing(worker, endpoints, bytes);
    for (const endpoint of endpoints) await load(worker.origin + endpoint.path, WARM_UP_SECONDS, options.connections);
    // Round-robin, so that a slow moment of the machine falls on every endpoint alike.
    for (let run = 0; run < options.runs; run++) {
      for (const endpoint of endpoints) {
        results
          .get(endpoint.key)!
          .push(await load(worker.origin + endpoint.path, options.seconds, options.connections));
      }
    }
  } finally {
    await dispose();
  }

  const series = (key: string, of: keyof LoadRun) => results.get(key)!.map((run) => run[of]);
  const label = (key: string) => endpoints.find((endpoint) => endpoint.key === key)!.label;
  const setting = `${options.connections} connections, ${options.seconds} s × ${options.runs} runs`;
  const figures: Figure[] = [
    figure({
      section: SECTION,
      name: `req/s ${label('worker')} [${dataset.label}]`,
      unit: 'req/s',
      runs: series('worker', 'requestsPerSecond'),
      baseline: measured(label('bare'), series('bare', 'requestsPerSecond')),
      target: { of: 'ratio', op: '>=', limit: THROUGHPUT_RATIO_LIMIT },
      note: setting,
    }),
    ...(['p50', 'p99'] as const).map((of) =>
      figure({
        section: SECTION,
        name: `${of} ${label('worker')} [${dataset.label}]`,
        unit: 'ms',
        runs: series('worker', of),
        baseline: measured(label('bare'), series('bare', of)),
      }),
    ),
  ];
  for (const key of ['random', 'recent', 'by-length']) {
    const deterministic = (of: keyof LoadRun) => measured('/quotes/{path}', series('worker', of));
    figures.push(
      figure({
        section: SECTION,
        name: `req/s ${label(key)} [${dataset.label}]`,
        unit: 'req/s',
        runs: series(key, 'requestsPerSecond'),
        baseline: deterministic('requestsPerSecond'),
      }),
      figure({
        section: SECTION,
        name: `p50 ${label(key)} [${dataset.label}]`,
        unit: 'ms',
        runs: series(key, 'p50'),
        baseline: deterministic('p50'),
      }),
      figure({
        section: SECTION,
        name: `p99 ${label(key)} [${dataset.label}]`,
        unit: 'ms',
        runs: series(key, 'p99'),
        baseline: deterministic('p99'),
        target: { of: 'ratio', op: '<=', limit: P99_RATIO_LIMIT },
      }),
    );
  }
  return figures;
};
