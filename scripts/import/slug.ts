import { SLUG_MAX_LENGTH } from '../../src/schema/content.ts';
import { stripDiacritics } from '../../src/catalog/collate.ts';

/** Letters that NFD does not decompose into a base letter plus marks. */
const LIGATURES: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ł: 'l',
  ı: 'i',
};

/** Lowercase text with diacritics and ligatures spelled in ASCII letters ("Søren Čapek" → "soren capek"). */
export const asciiLower = (text: string): string =>
  stripDiacritics(text.toLowerCase()).replace(/[ßæœøđðþłı]/g, (letter) => LIGATURES[letter] ?? '');

/** Lowercase ASCII slug of any text: diacritics stripped, every other run of non-alphanumerics a single hyphen. */
export const slugify = (text: string, maxLength: number = SLUG_MAX_LENGTH): string => {
  const ascii = asciiLower(text).replace(/['’`]/g, '').replace(/&/g, ' and ');
  const slug = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
};

/** Words too common to make a quote path memorable. */
const STOP_WORDS = new Set(
  'a an the and or but of to in on at by for with is are was were be been it its this that as if so i you he she we they my your his her our their me him us them do does did not no from into than then there'.split(
    ' ',
  ),
);

/** How many meaningful words a quote path keeps. */
const QUOTE_PATH_WORDS = 6;

/**
 * Path of a quote: its first few meaningful words as a slug ("the-only-people-who-never-fail"
 * keeps stop words when too few words would remain).
 */
export const quotePathBase = (text: string): string => {
  const words = slugify(text, Number.MAX_SAFE_INTEGER).split('-').filter(Boolean);
  const meaningful = words.filter((word) => !STOP_WORDS.has(word));
  const chosen = meaningful.length >= 3 ? meaningful : words;
  const base = chosen.slice(0, QUOTE_PATH_WORDS).join('-');
  return slugify(base, 60) || 'quote';
};

/**
 * Hands out unique slugs: the first request for a base gets it as is, later ones get -2, -3, ...
 * Reserved words are never handed out bare.
 */
export const createSlugAllocator = (reserved: readonly string[] = []) => {
  const taken = new Set<string>(reserved);
  return (base: string): string => {
    if (!taken.has(base)) {
      taken.add(base);
      return base;
    }
    for (let suffix = 2; ; suffix += 1) {
      const candidate = `${base}-${suffix}`;
      if (!taken.has(candidate)) {
        taken.add(candidate);
        return candidate;
      }
    }
  };
};
