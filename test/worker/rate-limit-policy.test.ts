import { describe, expect, test } from 'vitest';
import {
  dayEnd,
  isWithinLimit,
  limitExceededMessage,
  quotaOf,
  rateLimitHeaders,
  remaining,
  secondsToReset,
  utcDay,
} from '../../src/worker/rate-limit/policy.ts';
import { DEFAULT_DAILY_LIMIT, DEVELOPMENT_KEY, rateLimitSettings } from '../../src/worker/rate-limit/settings.ts';

const at = (iso: string) => Date.parse(iso);

describe('the UTC day', () => {
  test.each([
    ['2099-06-15T00:00:00.000Z', '2099-06-15', 86_400],
    ['2099-06-15T12:00:00.000Z', '2099-06-15', 43_200],
    ['2099-06-15T23:59:59.000Z', '2099-06-15', 1],
    ['2099-06-15T23:59:59.999Z', '2099-06-15', 1],
    ['2099-06-15T23:59:58.001Z', '2099-06-15', 2],
    ['2100-02-28T23:00:00.000Z', '2100-02-28', 3_600],
    ['2099-06-15T23:30:00.000-05:00', '2099-06-16', 70_200],
  ])('%s is in the counter of %s, reset in %i s', (iso, day, seconds) => {
    expect(utcDay(at(iso))).toBe(day);
    expect(secondsToReset(at(iso))).toBe(seconds);
  });

  test.each([
    ['2099-06-15', '2099-06-16T00:00:00.000Z'],
    ['2099-12-31', '2100-01-01T00:00:00.000Z'],
    ['2100-02-28', '2100-03-01T00:00:00.000Z'],
    ['2096-02-28', '2096-02-29T00:00:00.000Z'],
  ])('the counter of %s ends at %s', (day, end) => {
    expect(dayEnd(day)).toBe(at(end));
  });
});

describe('a quota', () => {
  const noon = at('2099-06-15T12:00:00Z');

  test.each([
    [100, 1, true, 99],
    [100, 100, true, 0],
    [100, 101, false, 0],
    [100, 250, false, 0],
    [1000, 1, true, 999],
  ])('limit %i, request number %i: within %s, %i left', (limit, used, within, left) => {
    const quota = quotaOf(limit, used, noon);
    expect(isWithinLimit(quota)).toBe(within);
    expect(remaining(quota)).toBe(left);
  });

  test('headers: the draft fields and the older trio', () => {
    expect(rateLimitHeaders(quotaOf(100, 1, noon))).toEqual([
      ['RateLimit-Policy', '"day";q=100;w=86400'],
      ['RateLimit', '"day";r=99;t=43200'],
      ['RateLimit-Limit', '100'],
      ['RateLimit-Remaining', '99'],
      ['RateLimit-Reset', '43200'],
    ]);
  });

  test('the 429 message names the rule and when to come back', () => {
    expect(limitExceededMessage(quotaOf(100, 101, noon))).toBe(
      'Rate limit exceeded: 100 requests per UTC day per IP address. ' +
        'The limit resets at 00:00 UTC, in 43200 seconds (Retry-After).',
    );
  });
});

describe('settings', () => {
  test('defaults: 100 a day, the development key, the real clock', () => {
    const result = rateLimitSettings({});
    expect(result.ok && result.settings.dailyLimit).toBe(DEFAULT_DAILY_LIMIT);
    expect(result.ok && result.settings.key).toBe(DEVELOPMENT_KEY);
    expect(result.ok && result.settings.now).toBe(Date.now);
  });

  test.each([
    ['0', 0],
    ['3', 3],
    ['100', 100],
    ['10000', 10_000],
  ])('RATE_LIMIT_PER_DAY %j is %i', (value, limit) => {
    const result = rateLimitSettings({ RATE_LIMIT_PER_DAY: value });
    expect(result.ok && result.settings.dailyLimit).toBe(limit);
  });

  test('RATE_LIMIT_NOW fixes the clock', () => {
    const result = rateLimitSettings({ RATE_LIMIT_NOW: '2099-06-15T12:00:00Z' });
    expect(result.ok && result.settings.now()).toBe(at('2099-06-15T12:00:00Z'));
  });

  test.each(['', '-1', '1.5', '1e2', ' 100', 'abc', '9007199254740993'])(
    'RATE_LIMIT_PER_DAY %j is refused',
    (value) => {
      const result = rateLimitSettings({ RATE_LIMIT_PER_DAY: value });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.error).toContain(`RATE_LIMIT_PER_DAY must be`);
      expect(!result.ok && result.error).toContain(`(got ${JSON.stringify(value)})`);
    },
  );

  test('every invalid value is reported at once, the key without its value', () => {
    const result = rateLimitSettings({ RATE_LIMIT_PER_DAY: 'x', RATE_LIMIT_KEY: 'short', RATE_LIMIT_NOW: 'noon' });
    expect(result).toEqual({
      ok: false,
      error:
        'Invalid rate-limit configuration: ' +
        'RATE_LIMIT_PER_DAY must be a whole number of requests per UTC day (0 disables the limit) (got "x"); ' +
        'RATE_LIMIT_KEY must be at least 16 characters; ' +
        'RATE_LIMIT_NOW must be an ISO 8601 instant such as 2099-12-31T23:59:59Z (got "noon").',
    });
  });
});
