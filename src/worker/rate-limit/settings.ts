import * as z from 'zod';
import type { Env } from '../env.ts';

export const DEFAULT_DAILY_LIMIT = 100;

/**
 * The hash key when the RATE_LIMIT_KEY secret is not set, so that local runs need nothing.
 * It is public, so it hides nothing: wrangler.jsonc lists the secret as required, and
 * `wrangler deploy` refuses to deploy without it.
 */
export const DEVELOPMENT_KEY = 'quotes-api-development-rate-limit-key';

const dailyLimit = z
  .string()
  .regex(/^[0-9]+$/, { message: 'must be a whole number of requests per UTC day (0 disables the limit)' })
  .transform(Number)
  .pipe(z.int().max(Number.MAX_SAFE_INTEGER, { message: `must be at most ${Number.MAX_SAFE_INTEGER}` }));

const settingsSchema = z.object({
  RATE_LIMIT_PER_DAY: dailyLimit.default(DEFAULT_DAILY_LIMIT),
  RATE_LIMIT_KEY: z.string().min(16, { message: 'must be at least 16 characters' }).default(DEVELOPMENT_KEY),
  RATE_LIMIT_NOW: z.iso
    .datetime({ offset: true, message: 'must be an ISO 8601 instant such as 2099-12-31T23:59:59Z' })
    .transform((iso) => Date.parse(iso))
    .optional(),
});

export interface RateLimitSettings {
  /** Requests per UTC day per client; 0 disables the limit and its headers. */
  readonly dailyLimit: number;
  /** The secret the client's IP address is hashed with. */
  readonly key: string;
  /** The current instant (ms): the real clock, unless RATE_LIMIT_NOW fixes it (tests only). */
  readonly now: () => number;
}

export type SettingsResult = { ok: true; settings: RateLimitSettings } | { ok: false; error: string };

/** The variables the rate limiter reads (a worker's Env, or what `npm start` is about to pass). */
export type RateLimitVars = Pick<Env, 'RATE_LIMIT_PER_DAY' | 'RATE_LIMIT_KEY' | 'RATE_LIMIT_NOW'>;

/** Reads the rate limiter's configuration, reporting every invalid value at once. */
export const rateLimitSettings = (env: RateLimitVars): SettingsResult => {
  const parsed = settingsSchema.safeParse({
    RATE_LIMIT_PER_DAY: env.RATE_LIMIT_PER_DAY,
    RATE_LIMIT_KEY: env.RATE_LIMIT_KEY,
    RATE_LIMIT_NOW: env.RATE_LIMIT_NOW,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const value = name === 'RATE_LIMIT_KEY' ? '' : ` (got ${JSON.stringify(env[name as keyof RateLimitVars])})`;
      return `${name} ${issue.message}${value}`;
    });
    return { ok: false, error: `Invalid rate-limit configuration: ${problems.join('; ')}.` };
  }
  const { RATE_LIMIT_PER_DAY, RATE_LIMIT_KEY, RATE_LIMIT_NOW } = parsed.data;
  return {
    ok: true,
    settings: {
      dailyLimit: RATE_LIMIT_PER_DAY,
      key: RATE_LIMIT_KEY,
      now: RATE_LIMIT_NOW === undefined ? Date.now : () => RATE_LIMIT_NOW,
    },
  };
};
