import { unstable_startWorker } from 'wrangler';

/** One line the worker logged (console.log, console.error, …), as workerd reports it. */
export interface WorkerLog {
  readonly level: string;
  readonly message: string;
}

export interface TestWorker {
  /** Sends a request to the worker running in workerd; `path` is relative to its origin. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  readonly origin: string;
  /** What the worker has logged so far, oldest first (tests may empty it). */
  readonly logs: WorkerLog[];
  /** The DevTools inspector's address, when started with `inspector: true`. */
  readonly inspectorUrl: URL | undefined;
  dispose(): Promise<void>;
}

export interface TestWorkerOptions {
  /** The static tree to serve (a folder written by scripts/build.ts). */
  assetsDir: string;
  /**
   * Plain-text variables, as `wrangler dev --var` would set them. RATE_LIMIT_PER_DAY defaults to
   * "0" (no limit), so that only the rate-limit tests are throttled.
   */
  vars?: Record<string, string>;
  /** Where Durable Object state persists (workers started with the same folder share it); default: in memory. */
  persistTo?: string;
  /** Open the DevTools inspector on a free loopback port (to read the isolate's heap); default: off. */
  inspector?: boolean;
}

/**
 * Starts the real worker (wrangler.jsonc, bundled as for a deploy) in workerd through wrangler,
 * offline, on a free loopback port.
 */
export const startTestWorker = async ({
  assetsDir,
  vars = {},
  persistTo,
  inspector = false,
}: TestWorkerOptions): Promise<TestWorker> => {
  process.env.WRANGLER_SEND_METRICS = 'false';
  process.env.CLOUDFLARE_CF_FETCH_ENABLED = 'false';
  const allVars = { RATE_LIMIT_PER_DAY: '0', ...vars };
  const logs: WorkerLog[] = [];
  const worker = await unstable_startWorker({
    config: 'wrangler.jsonc',
    assets: assetsDir,
    bindings: Object.fromEntries(Object.entries(allVars).map(([name, value]) => [name, { type: 'plain_text', value }])),
    dev: {
      server: { hostname: '127.0.0.1', port: 0 },
      inspector: inspector && { hostname: '127.0.0.1', port: 0 },
      watch: false,
      logLevel: 'none',
      persist: persistTo ?? false,
      structuredLogsHandler: ({ level, message }: WorkerLog) => logs.push({ level, message }),
    },
  } as Parameters<typeof unstable_startWorker>[0]);
  await worker.ready;
  const origin = (await worker.url).origin;
  return {
    origin,
    logs,
    inspectorUrl: await worker.inspectorUrl,
    fetch: (path, init) => fetch(new URL(path, origin), { redirect: 'manual', ...init }),
    dispose: () => worker.dispose(),
  };
};
