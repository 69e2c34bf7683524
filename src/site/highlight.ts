/**
 * Marks the words of a text that a query matches, by the engine's own rules (src/search/query.ts):
 * the same folding and tokens, the last word as a prefix, and the same typo tolerance.
 */
import { planQuery, type QueryTerm } from '../search/query.ts';
import { tokenize } from '../search/text.ts';
import type { Format } from './quote-figure.ts';

export interface Segment {
  readonly text: string;
  readonly marked: boolean;
}

/** Letters, digits, combining marks and the apostrophes `tokenize` joins into words. */
const WORD = /[\p{L}\p{N}\p{M}'’ʼ‘]+/gu;

/** Levenshtein distance, giving up (returning `limit + 1`) once it must exceed `limit`. */
const editDistance = (a: string, b: string, limit: number): number => {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    if (Math.min(...row) > limit) return limit + 1;
    previous = row;
  }
  return previous[b.length]!;
};

const matches = (token: string, { term, prefix, typos }: QueryTerm): boolean =>
  token === term || (prefix && token.startsWith(term)) || (typos > 0 && editDistance(token, term, typos) <= typos);

/** The text cut into runs, the words the query matches marked. */
export const highlightSegments = (text: string, q: string): Segment[] => {
  const { terms } = planQuery(q);
  const segments: Segment[] = [];
  let last = 0;
  for (const word of text.matchAll(WORD)) {
    if (!tokenize(word[0]).some((token) => terms.some((term) => matches(token, term)))) continue;
    if (word.index > last) segments.push({ text: text.slice(last, word.index), marked: false });
    segments.push({ text: word[0], marked: true });
    last = word.index + word[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last), marked: false });
  return segments;
};

/** Text as nodes, the words `q` matches in <mark>. */
export const highlighter =
  (q: string): Format =>
  (text) => {
    const fragment = document.createDocumentFragment();
    for (const segment of highlightSegments(text, q)) {
      if (!segment.marked) {
        fragment.append(segment.text);
        continue;
      }
      const mark = document.createElement('mark');
      mark.textContent = segment.text;
      fragment.append(mark);
    }
    return fragment;
  };
