import type { z } from 'zod';
import { SLUG_PATTERN } from '../schema/content.ts';

/** A path segment that can name a quote, author or topic; anything else is 404 without a look-up. */
export const isSlug = (segment: string): boolean => SLUG_PATTERN.test(segment);

const ECHO_LIMIT = 40;

/** Quotes a client's value for an error message, truncated so that no message echoes much input. */
export const echo = (value: string): string => {
  const chars = [...value];
  const shown = chars.length > ECHO_LIMIT ? `${chars.slice(0, ECHO_LIMIT).join('')}…` : value;
  return JSON.stringify(shown);
};

export type ParamsResult<T> = { ok: true; params: T } | { ok: false; error: string };

/**
 * Validates query parameters against an endpoint's schema. Unknown parameters are ignored; of a
 * repeated parameter the first value counts. Every invalid parameter is named in one message.
 */
export const parseParams = <S extends z.ZodType<unknown, Record<string, string | undefined>>>(
  schema: S,
  query: URLSearchParams,
): ParamsResult<z.output<S>> => {
  const raw: Record<string, string> = {};
  for (const [key, value] of query) if (!(key in raw)) raw[key] = value;
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, params: result.data };
  // One reason per parameter: a value can break several rules of one parameter (a 20-digit page
  // is neither a safe integer nor within range), which share one message.
  const reasons = new Map<string, string>();
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? 'query');
    if (reasons.has(name)) continue;
    const value = raw[name];
    reasons.set(
      name,
      value === undefined
        ? `parameter "${name}" is required`
        : `parameter "${name}" ${issue.message} (got ${echo(value)})`,
    );
  }
  return { ok: false, error: `Invalid request: ${[...reasons.values()].join('; ')}.` };
};
