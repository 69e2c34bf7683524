/** The contract's name order: case- and diacritic-insensitive, as Intl.Collator('en', {sensitivity: 'base'}). */
export const nameCollator = new Intl.Collator('en', { sensitivity: 'base' });

/** Removes diacritics: NFD, then drops combining marks (Čapek → Capek). */
export const stripDiacritics = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The A–Z letter an author is listed under: first letter of the surname without diacritics. A
 * letter whose stroke or slash does not decompose (Ł, Ø, Đ) counts as the letter the name order
 * sorts it with (L, O, D), so an author is listed under the letter where sort=name puts it.
 */
export const surnameLetter = (surname: string): string | null => {
  const first = [...stripDiacritics(surname)][0]?.toUpperCase() ?? '';
  if (LETTERS.includes(first) && first.length === 1) return first;
  return [...LETTERS].find((letter) => nameCollator.compare(first, letter) === 0) ?? null;
};
