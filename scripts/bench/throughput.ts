/**
 * Worker throughput and latency under load, on loopback, against the real worker in workerd.
 *
 * The baseline is the same bytes served as a bare static asset by the same wrangler instance: a
 * copy of the quote's file under docs/, which wrangler.jsonc's run_worker_first excludes. Both
 * requests then take the same path (wrangler's proxy, workerd, the assets layer) except the worker
 * itself, so the ratio isolates what the worker costs; a second wrangler instance would differ in
 * more than that.
 */
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { layout } from '../../src/api/layout.ts';
import { startTestWorker, type TestWorker } from '../../test/support/worker.ts';
import { runBuild } from '../build.ts';
import type { BenchDataset } from './datasets.ts';
import { figure, measured, quantile, type Figure } from './figures.ts';

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
const load = (url: string, seconds: number, connections: number): Promise<LoadRun> =>
  new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let failures = 0;
    const started = performance.now();
    const instance = autocannon({ url, connections, duration: seconds, timeout: 10 }, (error, result) => {
      if (error) return reject(error);
      const elapsed = (performance.now() - started) / 1000;
      if (failures > 0 || result.errors > 0 || latencies.length === 0) {
        return reject(new Error(`${url}: ${failures} non-200 responses and ${result.errors} errors under load`));
      }
      resolve({
        requestsPerSecond: latencies.length / elapsed,
        p50: quantile(latencies, 0.5),
        p99: quantile(latencies, 0.99),
      });
    });
    // Latencies in fractional ms from each response (autocannon's histogram keeps whole ms only).
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode === 200) latencies.push(responseTime);
      else failures += 1;
      if (latencies.length + failures >= MAX_REQUESTS_PER_RUN) instance.stop();
    });
  });

interface Endpoint {
  readonly key: string;
  readonly label: string;
  readonly path: string;
}

/** The built tree with a bare copy of one quote's file, and the worker serving it. */
const startServing = async (dataset: BenchDataset, workDir: string) => {
  const outDir = join(workDir, 'worker-tree');
  await runBuild({
    contentDir: dataset.contentDir,
    outDir,
    fileBudget: Number.MAX_SAFE_INTEGER,
    site: false,
    log: () => {},
  });
  // A quote of median length: its file is a typical deterministic response.
  const quote = dataset.catalog.quotesByLength[dataset.catalog.quotesByLength.length >> 1]!;
  const file = join(outDir, layout.quote(quote.path));
  mkdirSync(join(outDir, 'docs', 'bench'), { recursive: true });
  copyFileSync(file, join(outDir, 'docs', 'bench', 'quote.json'));
  const worker = await startTestWorker({ assetsDir: outDir, vars: { RATE_LIMIT_PER_DAY: '0' } });
  return { worker, quotePath: quote.path, bytes: readFileSync(file) };
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
  workDir: string,
  options: LoadOptions,
): Promise<Figure[]> => {
  const { worker, quotePath, bytes } = await startServing(dataset, workDir);
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
    await worker.dispose();
  }

  const series = (key: string, of: keyof LoadRun) => results.get(key)!.map((run) => run[of]);
  const label = (key: string) => endpoints.find((endpoint) => endpoint.key === key)!.label;
  const setting = `${options.connections} connections, ${options.seconds} s × ${options.runs} runs [${dataset.label}]`;
  const figures: Figure[] = [
    figure({
      section: SECTION,
      name: `req/s ${label('worker')}`,
      unit: 'req/s',
      runs: series('worker', 'requestsPerSecond'),
      baseline: measured(label('bare'), series('bare', 'requestsPerSecond')),
      target: { of: 'ratio', op: '>=', limit: THROUGHPUT_RATIO_LIMIT },
      note: setting,
    }),
    ...(['p50', 'p99'] as const).map((of) =>
      figure({
        section: SECTION,
        name: `${of} ${label('worker')}`,
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
        name: `req/s ${label(key)}`,
        unit: 'req/s',
        runs: series(key, 'requestsPerSecond'),
        baseline: deterministic('requestsPerSecond'),
      }),
      figure({
        section: SECTION,
        name: `p50 ${label(key)}`,
        unit: 'ms',
        runs: series(key, 'p50'),
        baseline: deterministic('p50'),
      }),
      figure({
        section: SECTION,
        name: `p99 ${label(key)}`,
        unit: 'ms',
        runs: series(key, 'p99'),
        baseline: deterministic('p99'),
        target: { of: 'ratio', op: '<=', limit: P99_RATIO_LIMIT },
      }),
    );
  }
  return figures;
};
