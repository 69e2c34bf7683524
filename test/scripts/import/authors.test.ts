import { describe, expect, it } from 'vitest';
import { parseAttribution, type ParsedAuthor } from '../../../scripts/import/attribution.ts';
import { groupAuthors } from '../../../scripts/import/authors.ts';

const parsedAll = (labels: readonly string[]): ParsedAuthor[] =>
  labels.map((label) => {
    const parsed = parseAttribution(label);
    if (!parsed.ok) throw new Error(`${label}: ${parsed.reason}`);
    return parsed;
  });

const namesOf = (labels: readonly string[]) =>
  groupAuthors(parsedAll(labels))
    .groups.map((group) => ({
      full: group.name ? `${group.name} ${group.surname}` : group.surname,
      aliases: group.aliases,
      members: group.members,
    }))
    .sort((a, b) => (a.full < b.full ? -1 : 1));

describe('groupAuthors', () => {
  it('merges the spellings of the alias table under the canonical name', () => {
    expect(namesOf(['Shaw', 'G. B. Shaw', 'George Bernard Shaw'])).toEqual([
      { full: 'George Bernard Shaw', aliases: ['G. B. Shaw', 'Shaw'], members: [0, 1, 2] },
    ]);
  });

  it('merges initials into the one fuller name they fit', () => {
    expect(namesOf(['Robert Frost', 'R. Frost', 'Frost'])).toEqual([
      { full: 'Robert Frost', aliases: ['Frost', 'R. Frost'], members: [0, 1, 2] },
    ]);
  });

  it('keeps apart names that add a full given name, and initials that fit no one', () => {
    expect(
      namesOf(['John Adams', 'John Quincy Adams', 'S. C. Johnson', 'Samuel Johnson']).map(({ full }) => full),
    ).toEqual(['John Adams', 'John Quincy Adams', 'S. C. Johnson', 'Samuel Johnson']);
  });

  it('does not merge a bare surname when two people carry it', () => {
    expect(namesOf(['Henry James', 'William James', 'James']).map(({ full }) => full)).toEqual([
      'Henry James',
      'James',
      'William James',
    ]);
  });

  it('merges spellings that differ only in case, spacing or diacritics, preferring diacritics', () => {
    expect(namesOf(['Charles DeGaulle', 'Charles de Gaulle', 'Soren Kierkegaard', 'Søren Kierkegaard'])).toEqual([
      { full: 'Charles de Gaulle', aliases: [], members: [0, 1] },
      { full: 'Søren Kierkegaard', aliases: [], members: [2, 3] },
    ]);
  });

  it('does not merge a known mononym into a person who shares it as a surname', () => {
    expect(namesOf(['Moses', 'Grandma Moses']).map(({ full }) => full)).toEqual(['Grandma Moses', 'Moses']);
  });
});
