import type { AuthorType } from '../../src/schema/content.ts';

/** Lowercase words that belong to the surname that follows them ("Ludwig van Beethoven"). */
const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'da',
  'di',
  'du',
  'del',
  'della',
  'der',
  'den',
  'la',
  'le',
  'ter',
  'ten',
  'bin',
  'ibn',
  'al',
  'el',
]);

/** Generational suffixes, kept with the surname as the dataset writes them ("Martin Luther King Jr."). */
const SUFFIX = /^(?:jr\.?|sr\.?|ii|iii|iv)$/i;

/**
 * Name and surname from a full label: a person's last word (with its particles and suffix) is the
 * surname and the rest the name; a mononym ("Plato") and every other type of author ("Chinese
 * Proverb", "The Beatles") have an empty name and the whole label as surname.
 */
export const deriveNames = (label: string, type: AuthorType): { name: string; surname: string } => {
  const words = label
    .trim()
    .replace(/,\s*(?=(?:jr|sr)\.?$)/i, ' ')
    .split(/\s+/);
  if (type !== 'person' || words.length === 1) return { name: '', surname: words.join(' ') };
  let start = words.length - 1;
  if (SUFFIX.test(words[start]!) && start > 1) start--;
  while (start > 1 && PARTICLES.has(words[start - 1]!)) start--;
  return { name: words.slice(0, start).join(' '), surname: words.slice(start).join(' ') };
};
