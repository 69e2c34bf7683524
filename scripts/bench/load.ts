/**
 * The load generator of the benchmarks and the load test: autocannon on loopback, bounded by a
 * duration and a number of responses.
 */
import autocannon from 'autocannon';

export interface LoadRunOptions {
  /** Where the worker listens (loopback). */
  readonly origin: string;
  /** The paths requested in turn, over and over. */
  readonly paths: readonly string[];
  readonly seconds: number;
  readonly connections: number;
  /** The run stops at its duration or at this many responses, whichever comes first. */
  readonly maxResponses: number;
}

export interface LoadRunResult {
  readonly responses: number;
  /** How long the run took, in seconds. */
  readonly elapsed: number;
  /** Each response's latency in fractional ms (autocannon's histogram keeps whole ms only). */
  readonly latencies: readonly number[];
  /** How many responses had each status. */
  readonly statuses: ReadonlyMap<number, number>;
  /** Requests that got no response: connection errors and timeouts. */
  readonly errors: number;
}

export const loadRun = ({
  origin,
  paths,
  seconds,
  connections,
  maxResponses,
}: LoadRunOptions): Promise<LoadRunResult> =>
  new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    const started = performance.now();
    const instance = autocannon(
      {
        url: origin,
        // Each request takes the next path of the list, whichever connection sends it: every
        // path is requested equally often, however many connections and however short the run.
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => ({ ...request, path: paths[sent++ % paths.length] }),
          },
        ],
        connections,
        duration: seconds,
        timeout: 10,
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          responses: latencies.length,
          elapsed: (performance.now() - started) / 1000,
          latencies,
          statuses,
          errors: result.errors,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
      if (latencies.length >= maxResponses) instance.stop();
    });
  });
