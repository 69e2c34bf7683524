/**
 * How text becomes search terms, for the index and for queries alike: one tokenizer, so that a
 * query term and an indexed term compare equal exactly when they are the same word.
 */

/** Letters that Unicode does not decompose into a base letter plus marks. */
const UNDECOMPOSABLE: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};
const UNDECOMPOSABLE_PATTERN = new RegExp(`[${Object.keys(UNDECOMPOSABLE).join('')}]`, 'gu');

/** Case and diacritics folded: `Čapek` → `capek`, `Søren` → `soren`, `ﬁ` → `fi`. */
export const fold = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(UNDECOMPOSABLE_PATTERN, (letter) => UNDECOMPOSABLE[letter]!);

const APOSTROPHES = /['’ʼ‘]/gu;
const POSSESSIVE = /['’ʼ‘]s(?![\p{L}\p{N}])/gu;
const NON_WORD = /[^\p{L}\p{N}]+/u;

/**
 * The folded words of a text. A possessive `'s` is dropped (`Einstein's` → `einstein`) and other
 * apostrophes join their word (`don't` → `dont`), so that a query typed either way matches.
 */
export const tokenize = (text: string): string[] =>
  fold(text)
    .replace(POSSESSIVE, '')
    .replace(APOSTROPHES, '')
    .split(NON_WORD)
    .filter((word) => word !== '');

/**
 * Short English function words. They stay in the index (a query made only of them, such as
 * "to be or not to be", must still find its quote), but next to other words they weigh little and
 * do not count as matched terms when ranking.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be but by do for from had has have he her him his i if in into is it its me my ' +
    'no not of on or our she so than that the their them then there they this to was we were what when ' +
    'which who will with you your'
  ).split(' '),
);

/** Edits a query term may be away from an indexed term: none for short words, more for long ones. */
export const typoTolerance = (term: string): number => (term.length <= 4 ? 0 : term.length <= 7 ? 1 : 2);

/** The shortest last term that matches as a prefix: one letter would match a good part of the index. */
export const PREFIX_MIN_LENGTH = 2;
