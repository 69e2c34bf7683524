/** The contract's name order: case- and diacritic-insensitive, as Intl.Collator('en', {sensitivity: 'base'}). */
export const nameCollator = new Intl.Collator('en', { sensitivity: 'base' });

/** Removes diacritics: NFD, then drops combining marks (Čapek → Capek). */
export const stripDiacritics = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

/** The A–Z letter an author is listed under: first letter of the surname without diacritics. */
export const surnameLetter = (surname: string): string | null => {
  const first = stripDiacritics(surname).charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : null;
};
