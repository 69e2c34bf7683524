import type { RateLimitCounter } from './rate-limit/counter.ts';

/** The worker's bindings and configuration (wrangler.jsonc, `.dev.vars`, or the environment). */
export interface Env {
  /** The static tree written by `npm run build`. */
  readonly ASSETS: Fetcher;
  /** One request counter per client (src/worker/rate-limit/counter.ts). */
  readonly RATE_LIMITER: DurableObjectNamespace<RateLimitCounter>;
  /** Requests per UTC day per client IP address; `0` disables the limit. Default 100. */
  readonly RATE_LIMIT_PER_DAY?: string;
  /** Secret key of the hash that names a client's counter (`wrangler secret put RATE_LIMIT_KEY`). */
  readonly RATE_LIMIT_KEY?: string;
  /** Tests only: an ISO 8601 instant the rate limiter takes as the current time. */
  readonly RATE_LIMIT_NOW?: string;
}
