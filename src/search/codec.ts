/** The compact encodings of the index files, both ways; `decode(encode(x))` is `x`. */
import {
  PREFIX_LENGTH_BASE,
  PREFIX_LENGTH_MAX,
  type EncodedPostings,
  type EncodedTerm,
  type IndexStats,
} from './format.ts';

/** A field's postings as MiniSearch serialises them: term frequency by short document id. */
export type Postings = Record<string, number>;
/** A term's postings by field id, as in MiniSearch's serialised index. */
export type TermPostings = Record<string, Postings>;

export const compareTerms = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export const encodeVocabulary = (sortedTerms: readonly string[]): { prefixes: string; suffixes: string } => {
  let previous = '';
  const prefixes: string[] = [];
  const suffixes: string[] = [];
  for (const term of sortedTerms) {
    let shared = 0;
    const most = Math.min(previous.length, term.length, PREFIX_LENGTH_MAX);
    while (shared < most && previous[shared] === term[shared]) shared++;
    prefixes.push(String.fromCharCode(PREFIX_LENGTH_BASE + shared));
    suffixes.push(term.slice(shared));
    previous = term;
  }
  return { prefixes: prefixes.join(''), suffixes: suffixes.join(' ') };
};

export const decodeVocabulary = ({ prefixes, suffixes }: { prefixes: string; suffixes: string }): string[] => {
  const words = suffixes.split(' ');
  const terms: string[] = [];
  let previous = '';
  for (let index = 0; index < prefixes.length; index++) {
    previous = previous.slice(0, prefixes.charCodeAt(index) - PREFIX_LENGTH_BASE) + words[index]!;
    terms.push(previous);
  }
  return terms;
};

export const encodePostings = (postings: Postings): EncodedPostings => {
  const encoded: number[] = [];
  let previous = -1;
  for (const id of Object.keys(postings)
    .map(Number)
    .sort((a, b) => a - b)) {
    encoded.push(id - previous);
    const frequency = postings[id]!;
    if (frequency !== 1) encoded.push(-frequency);
    previous = id;
  }
  return encoded;
};

export const decodePostings = (encoded: EncodedPostings): Postings => {
  const postings: Postings = {};
  let id = -1;
  for (const value of encoded) {
    if (value < 0) postings[id] = -value;
    else {
      id += value;
      postings[id] = 1;
    }
  }
  return postings;
};

export const encodeTerm = (term: TermPostings): EncodedTerm =>
  Object.fromEntries(Object.entries(term).map(([field, postings]) => [field, encodePostings(postings)]));

export const decodeTerm = (term: EncodedTerm): TermPostings =>
  Object.fromEntries(Object.entries(term).map(([field, postings]) => [field, decodePostings(postings)]));

/** An index's statistics as MiniSearch holds them: ids and field lengths by short id. */
export interface DecodedStats {
  readonly count: number;
  readonly ids: readonly number[];
  readonly lengths: readonly (readonly number[])[];
  readonly average: readonly number[];
  readonly popularity?: readonly number[];
}

export const encodeStats = ({ count, ids, lengths, average, popularity }: DecodedStats): IndexStats => ({
  count,
  ids: ids.map((id, index) => id - (index === 0 ? 0 : ids[index - 1]!)),
  lengths: lengths.flat(),
  average,
  ...(popularity ? { popularity } : {}),
});

export const decodeStats = (
  { count, ids, lengths, average, popularity }: IndexStats,
  fieldCount: number,
): DecodedStats => {
  const decodedIds: number[] = [];
  ids.reduce((previous, gap) => {
    decodedIds.push(previous + gap);
    return previous + gap;
  }, 0);
  const perDocument: number[][] = [];
  for (let start = 0; start < lengths.length; start += fieldCount) {
    perDocument.push(lengths.slice(start, start + fieldCount));
  }
  return { count, ids: decodedIds, lengths: perDocument, average, ...(popularity ? { popularity } : {}) };
};
