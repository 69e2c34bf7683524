/**
 * `npm run loadtest [-- --seconds 60 --connections 50 --content content --out bench/loadtest.json]`:
 * a sustained load on the real worker in workerd (loopback only, rate limit off), over a mix of
 * URLs covering every endpoint, errors included. Passes when no response is a 5xx, every request
 * got an answer, and the worker keeps no memory: its isolate's live memory (V8 heap and array
 * buffers after a full garbage collection, read through the DevTools inspector) is no larger after
 * the run than before it.
 *
 * It also reports the resident size of the worker's workerd process (from /proc, so Linux only) at
 * the start, middle and end, and, as a control, how much that grows per request when the same
 * process serves a bare static file that no worker code touches: under `wrangler dev` the local
 * runtime's resident size grows with every request whatever the worker does, so it cannot tell a
 * leak of the worker by itself. Writes its figures to `--out`; exits 1 on a failure. Not part of
 * `npm test`: it takes over a minute and the machine's CPUs.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { indexCatalog, type Catalog } from '../src/catalog/catalog.ts';
import { formatProblem } from '../src/catalog/problem.ts';
import { loadCatalogData } from '../src/catalog/read-content.ts';
import { startTestWorker } from '../test/support/worker.ts';
import { quantile } from './bench/figures.ts';
import { openMemoryProbe } from './bench/isolate-memory.ts';
import { loadRun } from './bench/load.ts';
import { runBuild } from './build.ts';

/** The isolate's live memory after the run may exceed what it was before by at most this share. */
const LIVE_MEMORY_GROWTH_LIMIT = 0.1;
/** The resident size is sampled this often (ms). */
const SAMPLE_EVERY = 5_000;
/** The control run (a bare static file) lasts this share of the main run. */
const CONTROL_SHARE = 0.25;
/** The control's file: a copy of a response under /docs/, which the worker never sees. */
const BARE_FILE = 'docs/loadtest-bare.json';
/** What the mix is allowed to answer: its 400 and 404 URLs are on purpose. */
const EXPECTED_STATUSES = new Set([200, 400, 404]);
const MIB = 1024 * 1024;

/** `count` items spread evenly over `items`. */
const spread = <T>(items: readonly T[], count: number): T[] =>
  Array.from(
    { length: Math.min(count, items.length) },
    (_, index) => items[Math.floor((index * items.length) / count)]!,
  );

/** The URLs each connection requests in turn: every endpoint, computed and static, answers and errors. */
const urlMix = (catalog: Catalog): string[] => {
  const authors = spread(catalog.authors, 20);
  const mix = [
    '/',
    '/openapi.json',
    '/topics',
    ...spread(catalog.topics, 10).map((topic) => `/topics/${topic.slug}`),
    ...spread(catalog.quotes, 30).map((quote) => `/quotes/${quote.path}`),
    ...authors.map((author) => `/authors/${author.path}`),
    ...authors.map((author) => `/authors/${author.path}/quotes`),
    ...authors.map((author) => `/quotes/by-author/${author.id}`),
    '/authors',
    '/authors?page=2',
    '/authors?sort=quotes&letter=m',
    '/authors?sort=date&type=proverb',
    '/authors?per_page=50&page=3',
    '/authors?page=100000',
    '/quotes/random',
    '/quotes/random?limit=50',
    '/quotes/recent',
    '/quotes/recent?days=3650&limit=100',
    '/quotes/by-length?min=20&max=80',
    '/quotes/by-length?min=300&limit=50',
    ...['love', 'time', 'einstien', 'twain', 'the meaning of life', 'wis', 'computer'].map(
      (q) => `/search?q=${encodeURIComponent(q)}`,
    ),
    '/search?q=life&type=quotes&page=2&per_page=5',
    '/search?q=mark&type=authors',
    ...['ti', 'mar', 'wisd', 'sha'].map((q) => `/search/suggestions?q=${q}`),
    '/quotes/no-such-quote',
    '/authors/nobody/quotes',
    '/nothing/here',
    '/quotes/random?limit=0',
    '/authors?letter=1',
    '/search?q=a',
  ];
  // A fixed interleaving, so that neighbouring requests hit different endpoints.
  return mix
    .map((url, index) => ({ url, key: (index * 7919) % mix.length }))
    .sort((a, b) => a.key - b.key)
    .map(({ url }) => url);
};

/** The workerd processes wrangler started for this process: its proxy first, then the worker's own. */
const workerdProcesses = (): { pid: number; started: number }[] =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const isOurs =
          Number(fields[1]) === process.pid && readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'workerd';
        return isOurs ? [{ pid: Number(pid), started: Number(fields[19]) }] : [];
      } catch {
        return []; // the process ended while being read
      }
    })
    .sort((a, b) => a.started - b.started);

const residentMiB = (pid: number): number => {
  const kib = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m)?.[1];
  if (kib === undefined) throw new Error(`/proc/${pid}/status has no VmRSS line`);
  return (Number(kib) * 1024) / MIB;
};

const round = (value: number, digits = 1) => Number(value.toFixed(digits));

const main = async () => {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '60' },
      connections: { type: 'string', default: '50' },
      content: { type: 'string', default: 'content' },
      out: { type: 'string', default: 'bench/loadtest.json' },
    },
  });
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  if (!(seconds > 0 && Number.isInteger(connections) && connections > 0)) {
    throw new Error('--seconds must be a positive number and --connections a positive integer');
  }
  if (!existsSync('/proc/self/status')) throw new Error('the load test reads memory from /proc, so runs on Linux only');

  const loaded = await loadCatalogData(values.content);
  if (!loaded.ok) throw new Error(loaded.problems.slice(0, 10).map(formatProblem).join('\n'));
  const catalog = indexCatalog(loaded.data);
  const paths = urlMix(catalog);
  const workDir = mkdtempSync(join(tmpdir(), 'quotes-loadtest-'));
  try {
    const treeDir = join(workDir, 'dist');
    await runBuild({
      contentDir: values.content,
      outDir: treeDir,
      fileBudget: Number.MAX_SAFE_INTEGER,
      site: false,
      log: () => {},
    });
    mkdirSync(dirname(join(treeDir, BARE_FILE)), { recursive: true });
    copyFileSync(join(treeDir, 'topics.json'), join(treeDir, BARE_FILE));
    const worker = await startTestWorker({ assetsDir: treeDir, vars: { RATE_LIMIT_PER_DAY: '0' }, inspector: true });
    const memory = await openMemoryProbe(worker.inspectorUrl!);
    try {
      const workerd = workerdProcesses();
      if (workerd.length === 0) throw new Error('found no workerd process started by wrangler under /proc');
      const pid = workerd.at(-1)!.pid;
      const idle = residentMiB(pid);
      // One pass over the mix first: the catalog and the search index load once, not during the run.
      const warmUp = new Map<string, number>();
      for (const path of paths) {
        const response = await worker.fetch(path);
        await response.arrayBuffer();
        warmUp.set(path, response.status);
      }
      const unexpected = [...warmUp].filter(([, status]) => !EXPECTED_STATUSES.has(status));
      if (unexpected.length > 0) {
        throw new Error(`before the load: ${unexpected.map(([path, status]) => `${path} → ${status}`).join(', ')}`);
      }

      console.error(
        `loadtest: ${paths.length} URLs, ${connections} connections, ${seconds} s on ${worker.origin} (workerd pid ${pid})`,
      );
      const liveBefore = await memory.liveMiB();
      // From here on, after the warm-up and the first heap snapshot.
      const resident: { at: number; residentMiB: number }[] = [{ at: 0, residentMiB: round(residentMiB(pid)) }];
      const started = performance.now();
      const sampler = setInterval(() => {
        resident.push({ at: round((performance.now() - started) / 1000), residentMiB: round(residentMiB(pid)) });
      }, SAMPLE_EVERY);
      const run = await loadRun({
        origin: worker.origin,
        paths,
        seconds,
        connections,
        maxResponses: Number.MAX_SAFE_INTEGER,
      });
      clearInterval(sampler);
      resident.push({ at: round(run.elapsed), residentMiB: round(residentMiB(pid)) });

      // The control: the same process serving a bare file, which no worker code touches.
      const beforeControl = residentMiB(pid);
      const control = await loadRun({
        origin: worker.origin,
        paths: [`/${BARE_FILE}`],
        seconds: Math.max(5, Math.round(seconds * CONTROL_SHARE)),
        connections,
        maxResponses: Number.MAX_SAFE_INTEGER,
      });
      const controlGrowth = residentMiB(pid) - beforeControl;
      if ((control.statuses.get(200) ?? 0) !== control.responses) {
        throw new Error(`/${BARE_FILE} did not always answer 200`);
      }
      // Last: a heap snapshot takes resident memory of its own, which would blur the figures above.
      const liveAfter = await memory.liveMiB();

      const statuses = Object.fromEntries([...run.statuses].sort(([a], [b]) => a - b));
      const serverErrors = [...run.statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
      const otherStatuses = [...run.statuses.keys()].filter((status) => status < 500 && !EXPECTED_STATUSES.has(status));
      const liveGrowth = (liveAfter - liveBefore) / liveBefore;
      const start = resident[0]!.residentMiB;
      const middle = resident.reduce((best, sample) =>
        Math.abs(sample.at - run.elapsed / 2) < Math.abs(best.at - run.elapsed / 2) ? sample : best,
      ).residentMiB;
      const end = resident.at(-1)!.residentMiB;
      const per1000 = (growth: number, responses: number) => round((growth / responses) * 1000, 2);
      const failures = [
        ...(serverErrors > 0 ? [`${serverErrors} responses were 5xx`] : []),
        ...(run.errors > 0 ? [`${run.errors} requests got no response (connection errors or timeouts)`] : []),
        ...(otherStatuses.length > 0 ? [`unexpected statuses ${otherStatuses.join(', ')}`] : []),
        ...(liveGrowth > LIVE_MEMORY_GROWTH_LIMIT
          ? [
              `the isolate's live memory grew ${(liveGrowth * 100).toFixed(1)}% over the run (limit ${LIVE_MEMORY_GROWTH_LIMIT * 100}%)`,
            ]
          : []),
      ];
      const report = {
        measuredAt: new Date().toISOString(),
        machine: { cpus: cpus().length, node: process.version },
        dataset: { quotes: catalog.quotes.length, authors: catalog.authors.length, topics: catalog.topics.length },
        options: { seconds, connections, urls: paths.length, rateLimit: 'off' },
        requests: run.responses,
        requestsPerSecond: round(run.responses / run.elapsed),
        latencyMs: {
          p50: round(quantile(run.latencies, 0.5), 2),
          p99: round(quantile(run.latencies, 0.99), 2),
          max: round(quantile(run.latencies, 1), 2),
        },
        statuses,
        serverErrors,
        connectionErrors: run.errors,
        isolateLiveMemoryMiB: {
          before: round(liveBefore),
          after: round(liveAfter),
          growth: `${(liveGrowth * 100).toFixed(1)}%`,
        },
        workerdResidentMiB: {
          idle: round(idle),
          start,
          middle,
          end,
          samples: resident,
          growthPer1000Requests: per1000(end - start, run.responses),
          control: {
            path: `/${BARE_FILE}`,
            requests: control.responses,
            growthPer1000Requests: per1000(controlGrowth, control.responses),
          },
        },
        failures,
      };
      mkdirSync(dirname(values.out), { recursive: true });
      writeFileSync(values.out, `${JSON.stringify(report, null, 2)}\n`);
      console.log(
        [
          `requests ${report.requests} (${report.requestsPerSecond}/s), p50 ${report.latencyMs.p50} ms, p99 ${report.latencyMs.p99} ms`,
          `statuses ${JSON.stringify(statuses)}; 5xx ${serverErrors}; no answer ${run.errors}`,
          `isolate live memory after a full GC: ${report.isolateLiveMemoryMiB.before} MiB before the run, ${report.isolateLiveMemoryMiB.after} MiB after`,
          `workerd resident MiB: idle ${report.workerdResidentMiB.idle}, start ${start}, middle ${middle}, end ${end}` +
            ` (+${report.workerdResidentMiB.growthPer1000Requests} per 1,000 requests; a bare static file: +${report.workerdResidentMiB.control.growthPer1000Requests})`,
          failures.length === 0 ? `passed; figures in ${values.out}` : `FAILED: ${failures.join('; ')}`,
        ].join('\n'),
      );
      if (failures.length > 0) process.exitCode = 1;
    } finally {
      memory.close();
      await worker.dispose();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
