/**
 * The home page's quote of the hour: the same for every visitor during an hour (UTC), and chosen
 * in the browser from deterministic, cacheable answers, so no server keeps any state for it.
 */

const HOUR = 3_600_000;

/** Hours since the Unix epoch. */
export const hourOf = (time: number): number => Math.floor(time / HOUR);

/** A well-spread 32-bit number for n (murmur3's finaliser): consecutive hours pick far-apart authors. */
const mix = (n: number): number => {
  let h = n | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

/** The author of the hour, as a position from 1 to `authors` in the default author order. */
export const authorPosition = (hour: number, authors: number): number => 1 + (mix(hour) % authors);

/** Which of the author's quotes is the hour's: another mix, so it does not follow the author choice. */
export const quoteIndex = (hour: number, quotes: number): number => mix(hour ^ 0x5bd1e995) % quotes;
