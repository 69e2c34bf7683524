/** Validation of what editors add: retirements, near duplicates and their exemptions, attribution warnings. */
import { describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/catalog/problem.ts';
import { validateContent, type ContentFile } from '../../src/catalog/validate.ts';
import { CONFUCIUS_FILE, edit, TWAIN_FILE, validFiles } from './fixtures.ts';

const RETIRED_FILE = 'content/retired.yaml';

const withRetired = (text: string) => (files: ContentFile[]) => [...files, { file: RETIRED_FILE, text }];

/** Twain's quote 2 "good-friend" taken out and retired. */
const retiringGoodFriend = `\
# Retired quotes and authors.
- kind: quote
  id: 9
  path: good-friend-old
  retired: 2026-11-22
  reason: Misattributed
  replaced_by: truth-is-stranger
- kind: author
  id: 7
  path: samuel-clemens
  retired: 2026-11-22
  reason: Merged into Mark Twain
  replaced_by: mark-twain
`;

const problems = (files: ContentFile[]): string[] => {
  const result = validateContent(files);
  return result.ok ? [] : result.problems.map(formatProblem);
};

const warnings = (files: ContentFile[]): string[] => validateContent(files).warnings.map(formatProblem);

describe('retired.yaml', () => {
  it('is optional, and its entries become the catalog’s retired list, sorted by kind then id', () => {
    expect(validateContent(validFiles()).ok).toBe(true);
    const result = validateContent(withRetired(retiringGoodFriend)(validFiles()));
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.data.retired!.map(({ kind, id }) => `${kind} ${id}`)).toEqual(['author 7', 'quote 9']);
    expect(result.data.retired![1]).toEqual({
      kind: 'quote',
      id: 9,
      path: 'good-friend-old',
      retired: '2026-11-22',
      reason: 'Misattributed',
      replaced_by: 'truth-is-stranger',
    });
  });

  it('may hold nothing but comments', () => {
    expect(problems(withRetired('# Nothing retired yet.\n')(validFiles()))).toEqual([]);
  });

  const cases: { name: string; change: (files: ContentFile[]) => ContentFile[]; expected: string[] }[] = [
    {
      name: 'a live quote reusing a retired id',
      change: (files) =>
        withRetired(retiringGoodFriend)(
          edit(TWAIN_FILE, 'id: 2\n    path: good-friend', 'id: 9\n    path: good-friend')(files),
        ),
      expected: [
        `${TWAIN_FILE}:12 quotes[1].id: quote id 9 belongs to the quote retired at ${RETIRED_FILE}:3 [0].id; retired ids are never reused (expected a new id, such as 10)`,
      ],
    },
    {
      name: 'a live quote reusing a retired path',
      change: (files) =>
        withRetired(retiringGoodFriend)(edit(TWAIN_FILE, 'path: good-friend', 'path: good-friend-old')(files)),
      expected: [
        `${TWAIN_FILE}:13 quotes[1].path: quote path "good-friend-old" belongs to the quote retired at ${RETIRED_FILE}:4 [0].path; retired paths are never reused (expected another path)`,
      ],
    },
    {
      name: 'a live author reusing a retired id',
      change: (files) => withRetired(retiringGoodFriend)(edit(CONFUCIUS_FILE, 'id: 2\n', 'id: 7\n')(files)),
      expected: [
        `${CONFUCIUS_FILE}:1 id: author id 7 belongs to the author retired at ${RETIRED_FILE}:9 [1].id; retired ids are never reused (expected a new id, such as 8)`,
      ],
    },
    {
      name: 'a live author reusing a retired path (its file name)',
      change: (files) => withRetired(retiringGoodFriend.replace('path: samuel-clemens', 'path: confucius'))(files),
      expected: [
        `${CONFUCIUS_FILE}: author path "confucius" belongs to the author retired at ${RETIRED_FILE}:10 [1].path; retired paths are never reused (expected another path)`,
      ],
    },
    {
      name: 'a replacement that is not a live path of that kind',
      change: withRetired(retiringGoodFriend.replace('replaced_by: mark-twain', 'replaced_by: truth-is-stranger')),
      expected: [
        `${RETIRED_FILE}:13 [1].replaced_by: replaced_by "truth-is-stranger" is not the path of any author (expected the path of the live author that replaces this one)`,
      ],
    },
    {
      name: 'the same retirement twice',
      change: withRetired(`${retiringGoodFriend}${retiringGoodFriend.split('\n').slice(1, 7).join('\n')}\n`),
      expected: [
        `${RETIRED_FILE}:15 [2].id: quote id 9 is already retired at ${RETIRED_FILE}:3 [0].id (expected each retirement once)`,
        `${RETIRED_FILE}:16 [2].path: quote path "good-friend-old" is already retired at ${RETIRED_FILE}:4 [0].path (expected each retirement once)`,
      ],
    },
    {
      name: 'an entry missing its reason, with an unknown kind',
      change: withRetired('- kind: topic\n  id: 3\n  path: x\n  retired: 2026-11-22\n'),
      expected: [
        `${RETIRED_FILE}:1 [0].kind: expected one of: quote, author (got "topic")`,
        `${RETIRED_FILE}:1 [0].reason: missing required field "reason"`,
      ],
    },
  ];
  it.each(cases)('reports $name', ({ change, expected }) => {
    expect(problems(change(validFiles()))).toEqual(expected);
  });
});

describe('near duplicates', () => {
  const twainNearlyConfucius = edit(
    TWAIN_FILE,
    'text: A good friend is worth more than gold.',
    "text: Real knowledge is to know the extent of one's ignorances.",
  );

  it('are reported on the later quote, naming the earlier one and the way out', () => {
    expect(problems(twainNearlyConfucius(validFiles()))).toEqual([
      `${TWAIN_FILE}:14 quotes[1].text: nearly the same quote as ${CONFUCIUS_FILE}:9 quotes[0].text (1 letter apart; expected each quote once; if they are different quotes, add not_duplicate_of: [real-knowledge] to this one)`,
    ]);
  });

  it('are accepted when either quote lists the other under not_duplicate_of', () => {
    const exempt = edit(TWAIN_FILE, 'source: Notebook', 'source: Notebook\n    not_duplicate_of: [real-knowledge]');
    expect(problems(exempt(twainNearlyConfucius(validFiles())))).toEqual([]);
  });

  it('not_duplicate_of must name another existing quote', () => {
    const wrong = edit(
      TWAIN_FILE,
      'source: Notebook',
      'source: Notebook\n    not_duplicate_of: [real-knowlege, good-friend]',
    );
    expect(problems(wrong(validFiles()))).toEqual([
      `${TWAIN_FILE}:18 quotes[1].not_duplicate_of[0]: "real-knowlege" is not the path of any quote (expected the path of the other quote the near-duplicate check named)`,
      `${TWAIN_FILE}:18 quotes[1].not_duplicate_of[1]: "good-friend" is this quote's own path (expected the path of the other quote the near-duplicate check named)`,
    ]);
  });
});

describe('attribution warnings', () => {
  const cases: { name: string; from: string; to: string; expected: string[] }[] = [
    {
      name: 'a comma in the surname',
      from: 'surname: Twain',
      to: 'surname: Twain, in a letter',
      expected: [
        `${TWAIN_FILE}:3 surname: the surname "Twain, in a letter" has a comma: is part of it an attribution rather than the name? (expected just the name; a work, date or occasion goes in the quote's source)`,
      ],
    },
    {
      name: 'a year in the surname',
      from: 'surname: Twain',
      to: 'surname: Twain 1897',
      expected: [
        `${TWAIN_FILE}:3 surname: the surname "Twain 1897" has digits (a year?): is part of it an attribution rather than the name? (expected just the name; a work, date or occasion goes in the quote's source)`,
      ],
    },
    {
      name: 'quote marks in the name',
      from: 'name: Mark',
      to: `name: '"Mark'`,
      expected: [
        `${TWAIN_FILE}:2 name: the name "\\"Mark" has quote marks: is part of it an attribution rather than the name? (expected just the name; a work, date or occasion goes in the quote's source)`,
      ],
    },
    { name: 'nothing for a generational suffix', from: 'surname: Twain', to: 'surname: Twain, Jr.', expected: [] },
    { name: 'nothing for an apostrophe', from: 'surname: Twain', to: "surname: O'Twain", expected: [] },
    { name: 'nothing for digits in a work', from: 'type: person', to: 'type: work\n# 2001', expected: [] },
  ];
  it.each(cases)('$name', ({ from, to, expected }) => {
    const files = edit(TWAIN_FILE, from, to)(validFiles());
    expect(warnings(files)).toEqual(expected);
  });

  it('never make content invalid', () => {
    const result = validateContent(edit(TWAIN_FILE, 'surname: Twain', 'surname: Twain, 1897')(validFiles()));
    expect(result.ok).toBe(true);
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]!.message).toContain('has a comma and digits (a year?)');
  });
});
