/**
 * The public tier's arithmetic: which UTC day an instant falls in, when that day's counter
 * resets, whether a request is within its limit, and the headers that tell the client so.
 * Pure functions of their arguments: the clock and the counter are passed in.
 */

export const DAY_SECONDS = 86_400;
const DAY_MS = DAY_SECONDS * 1000;

/** The UTC day of an instant, `YYYY-MM-DD`: the key of that day's counter. */
export const utcDay = (now: number): string => new Date(now).toISOString().slice(0, 10);

/** The instant (ms) the counter of `day` stops counting: the next UTC midnight. */
export const dayEnd = (day: string): number => Date.parse(`${day}T00:00:00.000Z`) + DAY_MS;

/** Whole seconds from `now` to the next UTC midnight, rounded up: from 1 to 86400, never 0. */
export const secondsToReset = (now: number): number => Math.ceil((dayEnd(utcDay(now)) - now) / 1000);

/** Where one counted request leaves its client for the day. */
export interface Quota {
  /** Requests allowed per UTC day for this request's client (a per-request value, so tiers can differ). */
  readonly limit: number;
  /** Requests counted today, this one included. */
  readonly used: number;
  /** Seconds until the counter resets. */
  readonly resetSeconds: number;
}

export const quotaOf = (limit: number, used: number, now: number): Quota => ({
  limit,
  used,
  resetSeconds: secondsToReset(now),
});

export const isWithinLimit = (quota: Quota): boolean => quota.used <= quota.limit;

/** Requests left today after this one: 99 after the first of 100, never below 0. */
export const remaining = (quota: Quota): number => Math.max(0, quota.limit - quota.used);

/**
 * The headers every counted response carries: the IETF draft's `RateLimit-Policy` and
 * `RateLimit` (draft-ietf-httpapi-ratelimit-headers), and the older trio most clients still read.
 */
export const rateLimitHeaders = (quota: Quota): [name: string, value: string][] => [
  ['RateLimit-Policy', `"day";q=${quota.limit};w=${DAY_SECONDS}`],
  ['RateLimit', `"day";r=${remaining(quota)};t=${quota.resetSeconds}`],
  ['RateLimit-Limit', String(quota.limit)],
  ['RateLimit-Remaining', String(remaining(quota))],
  ['RateLimit-Reset', String(quota.resetSeconds)],
];

/** The 429's message: what happened, the rule, and when to come back. */
export const limitExceededMessage = (quota: Quota): string =>
  `Rate limit exceeded: ${quota.limit} requests per UTC day per IP address. ` +
  `The limit resets at 00:00 UTC, in ${quota.resetSeconds} seconds (Retry-After).`;
