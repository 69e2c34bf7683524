import type { AuthorType } from '../../src/schema/content.ts';
import { splitPersonName } from '../import/attribution.ts';

/**
 * Name and surname of a new author from the label an editor typed, split by the same rules the
 * importer applied to the whole dataset: a person's family name (with its particles and suffix)
 * is the surname and the rest the name; a mononym ("Plato") and every other type of author
 * ("Chinese Proverb", "The Beatles", "Sherlock Holmes") have an empty name and the whole label as
 * surname. Editors can still override both with --name and --surname.
 */
export const deriveNames = (label: string, type: AuthorType): { name: string; surname: string } => {
  const clean = label
    .trim()
    .replace(/,\s*(?=(?:jr|sr)\.?$)/i, ' ')
    .replace(/\s+/g, ' ');
  return type === 'person' ? splitPersonName(clean) : { name: '', surname: clean };
};
