import type { Catalog } from '../catalog/catalog.ts';
import type { QuoteRecord } from '../schema/records.ts';
import { fail, ok, type ApiResult } from './envelope.ts';
import { echo } from './params.ts';
import { retiredMessage } from './retired.ts';
import { type ByLengthParams, type RandomParams, type RecentParams } from '../schema/params.ts';
import { sampleRange, type Random } from './sample.ts';

export const quoteByPath = (catalog: Catalog, path: string): ApiResult<QuoteRecord> => {
  const quote = catalog.quoteByPath.get(path);
  if (quote) return ok(quote);
  const retired = catalog.retiredQuoteByPath.get(path);
  return fail(404, retired ? retiredMessage(retired) : `No quote has the path ${echo(path)}.`);
};

export const randomQuotes = (catalog: Catalog, { limit }: RandomParams, random: Random): ApiResult<QuoteRecord[]> =>
  ok(sampleRange(catalog.quotes, 0, catalog.quotes.length, limit, random));

const DAY_MS = 86_400_000;
const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** Quotes added on a UTC date from `days` days before `now` up to today, newest first. */
export const recentQuotes = (
  catalog: Catalog,
  { days, limit }: RecentParams,
  now: number,
): ApiResult<QuoteRecord[]> => {
  const today = isoDay(now);
  const earliest = isoDay(now - days * DAY_MS);
  const items: QuoteRecord[] = [];
  for (let index = 0; index < catalog.quotesByRecency.length; index++) {
    const added = catalog.recencyAdded[index]!;
    if (added > today) continue;
    if (added < earliest || items.length === limit) break;
    items.push(catalog.quotesByRecency[index]!);
  }
  return ok(items);
};

/** Index of the first quote (in length order) whose length is at least `length`. */
const firstWithLength = (sorted: readonly QuoteRecord[], length: number): number => {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]!.length < length) low = middle + 1;
    else high = middle;
  }
  return low;
};

export const quotesByLength = (
  catalog: Catalog,
  { min, max, limit }: ByLengthParams,
  random: Random,
): ApiResult<QuoteRecord[]> => {
  const sorted = catalog.quotesByLength;
  const from = firstWithLength(sorted, min);
  const to = max === undefined ? sorted.length : firstWithLength(sorted, max + 1);
  return ok(sampleRange(sorted, from, Math.max(from, to), limit, random));
};
