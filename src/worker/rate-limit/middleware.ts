import { fail } from '../../api/envelope.ts';
import type { Env } from '../env.ts';
import { resultResponse } from '../respond.ts';
import { clientKey } from './client-key.ts';
import { isWithinLimit, limitExceededMessage, quotaOf, rateLimitHeaders, utcDay, type Quota } from './policy.ts';
import { rateLimitSettings } from './settings.ts';

type Handler = (request: Request) => Response | Promise<Response>;

/** A copy of the response whose headers can be set (fetched and some framework responses are immutable). */
const withHeaders = (response: Response, headers: [string, string][]): Response => {
  const copy = new Response(response.body, response);
  for (const [name, value] of headers) copy.headers.set(name, value);
  return copy;
};

/**
 * The client's quota after counting the request (`count`), or as it stands (`peek`, for a CORS
 * preflight, which is not counted); null when the counter cannot be reached: the limit protects
 * the service from abuse and must not take it down, so an outage of the counter lets requests
 * through (logged) instead of failing them all.
 */
const readQuota = async (
  request: Request,
  env: Env,
  { limit, key, now, how }: { limit: number; key: string; now: number; how: 'count' | 'peek' },
) => {
  try {
    const counter = env.RATE_LIMITER.getByName(await clientKey(request, key));
    const used = await (how === 'count' ? counter.count(utcDay(now)) : counter.peek(utcDay(now)));
    return quotaOf(limit, used, now);
  } catch (error) {
    console.error(`rate limit counter unavailable; request served without its ${how}:`, error);
    return null;
  }
};

/** The answer past the limit: the envelope, CORS (a browser must see the 429), Retry-After. */
const tooManyRequests = async (request: Request, quota: Quota): Promise<Response> => {
  const response = await resultResponse(request, fail(429, limitExceededMessage(quota)), 'no-store');
  return withHeaders(response, [['Retry-After', String(quota.resetSeconds)], ...rateLimitHeaders(quota)]);
};

/**
 * Applies the daily limit around the rest of the worker: every request that reaches the API is
 * counted (errors included) except CORS preflights; past the limit it answers 429. Every response
 * carries the rate-limit headers, a preflight's telling what is left without counting it. A limit
 * of 0 disables all of it.
 */
export const withRateLimit = async (request: Request, env: Env, handle: Handler): Promise<Response> => {
  const config = rateLimitSettings(env);
  if (!config.ok) {
    console.error(config.error);
    return resultResponse(request, fail(500, 'Internal error: the API could not answer this request.'), 'no-store');
  }
  const { dailyLimit, key, now } = config.settings;
  if (dailyLimit === 0) return handle(request);
  // The public tier is the only one in effect; a per-client tier would choose this value per request.
  const preflight = request.method === 'OPTIONS';
  const quota = await readQuota(request, env, {
    limit: dailyLimit,
    key,
    now: now(),
    how: preflight ? 'peek' : 'count',
  });
  if (quota === null) return handle(request);
  if (!preflight && !isWithinLimit(quota)) return tooManyRequests(request, quota);
  return withHeaders(await handle(request), rateLimitHeaders(quota));
};
