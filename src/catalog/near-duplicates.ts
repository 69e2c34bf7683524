import { stripDiacritics } from './collate.ts';

/**
 * Near-duplicate quotes: the same text but for a few words or letters. Two texts are near
 * duplicates when
 * - their sets of distinct words overlap almost entirely (Jaccard ≥ 0.9), or
 * - each lacks at most 3 of the other's distinct words and their folded letters (no case,
 *   accents, spaces or punctuation) are within 10% of the longer one in Levenshtein edits.
 * Texts that fold to the very same letters are exact duplicates, reported elsewhere, and not
 * repeated here.
 *
 * Comparing every pair would be quadratic. Instead this is a similarity join with prefix
 * filtering (AllPairs, Bayardo et al. 2007): words are ranked by how few texts contain them, and
 * each text is indexed under only its few rarest words — few enough to be cheap, enough that any
 * qualifying pair is bound to share one of them. Only texts sharing such a rare word, and of
 * sizes that could qualify, are compared, so nothing that meets the thresholds is missed.
 */

export const WORD_JACCARD_MIN = 0.9;
/** At most one edit per this many letters of the longer text (10%). */
export const LETTERS_PER_EDIT = 10;
/** Most distinct words either text may have that the other lacks, for the edit criterion. */
export const CHANGED_WORDS_MAX = 3;

/** The words of a text as compared: lowercase, without accents, letters and digits only. */
export const comparisonWords = (text: string): string[] =>
  stripDiacritics(text.normalize('NFKC').toLowerCase())
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Most Levenshtein edits two folded texts may differ by and still be near duplicates. */
export const editBudget = (lengthA: number, lengthB: number): number =>
  Math.floor(Math.max(lengthA, lengthB) / LETTERS_PER_EDIT);

/** Levenshtein distance if it is at most `limit`, else undefined; only cells within `limit` of the diagonal. */
export const boundedEditDistance = (a: string, b: string, limit: number): number | undefined => {
  if (Math.abs(a.length - b.length) > limit) return undefined;
  const beyond = limit + 1;
  let previous = new Int32Array(b.length + 1);
  let current = new Int32Array(b.length + 1);
  for (let j = 0; j <= b.length; j++) previous[j] = Math.min(j, beyond);
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - limit);
    const to = Math.min(b.length, i + limit);
    // The cells just outside the band were never computed: they count as beyond the limit.
    current[from - 1] = from === 1 ? Math.min(i, beyond) : beyond;
    if (to === i + limit) previous[to] = beyond;
    let rowMin = current[from - 1]!;
    for (let j = from; j <= to; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost, beyond);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return undefined;
    [previous, current] = [current, previous];
  }
  const distance = previous[b.length]!;
  return distance <= limit ? distance : undefined;
};

/** Why two texts count as near duplicates. */
export interface Likeness {
  /** Share of distinct words the texts have in common (Jaccard index of their word sets). */
  readonly wordOverlap: number;
  /** Levenshtein edits between the folded texts, when within the budget. */
  readonly edits: number | undefined;
}

/** A text that nearly repeats an earlier one: indexes into the list given to `findNearDuplicates`. */
export interface NearDuplicate extends Likeness {
  readonly index: number;
  readonly original: number;
}

/** A text as compared: its folded letters and its distinct words as ranks, rarest (lowest) first. */
interface Prepared {
  readonly folded: string;
  readonly ranks: Int32Array;
}

/** Values two sorted lists share, repeats counted as often as both have them. */
const sharedCount = (a: Int32Array, b: Int32Array): number => {
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! === b[j]!) {
      shared++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return shared;
};

const bigramCache = new WeakMap<Prepared, Int32Array>();

/** The folded text's two-letter grams (with repeats), sorted, so that shared ones count by merging. */
const bigramsOf = (text: Prepared): Int32Array => {
  let bigrams = bigramCache.get(text);
  if (!bigrams) {
    const { folded } = text;
    bigrams = new Int32Array(Math.max(0, folded.length - 1));
    for (let i = 0; i < bigrams.length; i++) bigrams[i] = (folded.charCodeAt(i) << 16) | folded.charCodeAt(i + 1);
    bigrams.sort();
    bigramCache.set(text, bigrams);
  }
  return bigrams;
};

/** Levenshtein edits between the folded texts if within the budget, else undefined. */
const editsWithinBudget = (a: Prepared, b: Prepared): number | undefined => {
  const budget = editBudget(a.folded.length, b.folded.length);
  // The count filter: one edit breaks at most two bigrams, so texts within the budget share at least
  // this many. Counting them is linear, which spares the edit distance for most pairs.
  const needed = Math.max(a.folded.length, b.folded.length) - 1 - 2 * budget;
  if (sharedCount(bigramsOf(a), bigramsOf(b)) < needed) return undefined;
  return boundedEditDistance(a.folded, b.folded, budget);
};

const compare = (a: Prepared, b: Prepared): Likeness | undefined => {
  if (a.folded === b.folded) return undefined;
  const shared = sharedCount(a.ranks, b.ranks);
  const union = a.ranks.length + b.ranks.length - shared;
  const wordOverlap = union === 0 ? 1 : shared / union;
  const fewWordsDiffer = a.ranks.length - shared <= CHANGED_WORDS_MAX && b.ranks.length - shared <= CHANGED_WORDS_MAX;
  const edits = fewWordsDiffer ? editsWithinBudget(a, b) : undefined;
  return wordOverlap >= WORD_JACCARD_MIN || edits !== undefined ? { wordOverlap, edits } : undefined;
};

/** Folds every text and ranks every word by how many texts contain it, fewest first (ties by the word). */
const prepareAll = (texts: readonly string[]): Prepared[] => {
  const words = texts.map((text) => {
    const all = comparisonWords(text);
    return { folded: all.join(''), distinct: [...new Set(all)] };
  });
  const frequency = new Map<string, number>();
  for (const { distinct } of words) for (const word of distinct) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const rank = new Map(
    [...frequency]
      .sort(([a, countA], [b, countB]) => countA - countB || (a < b ? -1 : 1))
      .map(([word], index) => [word, index]),
  );
  return words.map(({ folded, distinct }) => ({
    folded,
    ranks: Int32Array.from(distinct, (word) => rank.get(word)!).sort(),
  }));
};

/** Whether two texts are near duplicates (and how), by the same rules as `findNearDuplicates`. */
export const likeness = (a: string, b: string): Likeness | undefined => {
  const [first, second] = prepareAll([a, b]);
  return compare(first!, second!);
};

/**
 * How many of a text's rarest words it is indexed under, so that every qualifying pair shares one
 * (the prefix filter): a set with Jaccard ≥ the threshold must share one of its first
 * |A| − ⌈0.9·|A|⌉ + 1 words, and a set that lacks at most CHANGED_WORDS_MAX of the other's words
 * one of its first CHANGED_WORDS_MAX + 1.
 */
const prefixLength = (size: number): number =>
  Math.min(size, Math.max(size - Math.ceil(WORD_JACCARD_MIN * size - 1e-9) + 1, CHANGED_WORDS_MAX + 1));

/** Fewest distinct words a partner of a text with `size` distinct words can have (the size filter). */
const smallestPartner = (size: number): number =>
  Math.min(size - CHANGED_WORDS_MAX, Math.ceil(WORD_JACCARD_MIN * size - 1e-9));

/** Distinct words and folded letters of every text, for the cheap filters that run before any comparison. */
interface Sizes {
  readonly words: Int32Array;
  readonly letters: Int32Array;
}

/** Whether the sizes alone leave room for either criterion. */
const mayBeAlike = ({ words, letters }: Sizes, a: number, b: number): boolean => {
  const small = Math.min(words[a]!, words[b]!);
  const large = Math.max(words[a]!, words[b]!);
  return (
    large * WORD_JACCARD_MIN <= small ||
    (large - small <= CHANGED_WORDS_MAX && Math.abs(letters[a]! - letters[b]!) <= editBudget(letters[a]!, letters[b]!))
  );
};

/** The first position in `bucket` (sorted by size) whose text has at least `size` distinct words. */
const firstOfSize = (bucket: readonly number[], words: Int32Array, size: number): number => {
  let low = 0;
  let high = bucket.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[bucket[middle]!]! < size) low = middle + 1;
    else high = middle;
  }
  return low;
};

const isMoreAlike = (match: Likeness & { original: number }, best: NearDuplicate | undefined): boolean => {
  if (!best) return true;
  const edits = match.edits ?? Infinity;
  const bestEdits = best.edits ?? Infinity;
  if (edits !== bestEdits) return edits < bestEdits;
  if (match.wordOverlap !== best.wordOverlap) return match.wordOverlap > best.wordOverlap;
  return match.original < best.original;
};

/**
 * Every text that nearly repeats an earlier one in the list, each paired with the earlier text it
 * is most like (fewest edits, then most shared words, then the earliest). In list order. Pairs
 * that `distinct(earlier, later)` declares different quotes are left out.
 *
 * Texts are indexed from the fewest distinct words up, so each bucket stays sorted by size and a
 * text only scans the tail of a bucket whose sizes could still qualify.
 */
export const findNearDuplicates = (
  texts: readonly string[],
  distinct: (earlier: number, later: number) => boolean = () => false,
): NearDuplicate[] => {
  const prepared = prepareAll(texts);
  const sizes: Sizes = {
    words: Int32Array.from(prepared, (text) => text.ranks.length),
    letters: Int32Array.from(prepared, (text) => text.folded.length),
  };
  const bySize = prepared
    .map((_, index) => index)
    .sort((a, b) => prepared[a]!.ranks.length - prepared[b]!.ranks.length || a - b);
  const buckets = new Map<number, number[]>();
  /** The text that last listed each text as a candidate, so that each pair is compared once. */
  const seenBy = new Int32Array(texts.length).fill(-1);
  const best = new Map<number, NearDuplicate>();

  for (const current of bySize) {
    const text = prepared[current]!;
    const prefix = text.ranks.subarray(0, prefixLength(text.ranks.length));
    const minimumSize = smallestPartner(text.ranks.length);
    for (const word of prefix) {
      const bucket = buckets.get(word);
      if (!bucket) continue;
      for (let position = firstOfSize(bucket, sizes.words, minimumSize); position < bucket.length; position++) {
        const other = bucket[position]!;
        if (seenBy[other] === current || !mayBeAlike(sizes, other, current)) continue;
        seenBy[other] = current;
        const [original, index] = other < current ? [other, current] : [current, other];
        const match = compare(prepared[original]!, prepared[index]!);
        if (match && isMoreAlike({ ...match, original }, best.get(index)) && !distinct(original, index)) {
          best.set(index, { index, original, ...match });
        }
      }
    }
    for (const word of prefix) {
      const bucket = buckets.get(word);
      if (bucket) bucket.push(current);
      else buckets.set(word, [current]);
    }
  }
  return [...best.values()].sort((a, b) => a.index - b.index);
};

/** The existing text a new one nearly repeats (the most alike), if any. */
export const nearDuplicateOf = (text: string, existing: readonly string[]): NearDuplicate | undefined =>
  findNearDuplicates([...existing, text]).find((match) => match.index === existing.length);
