import { describe, expect, it } from 'vitest';
import { formatProblem, type Problem } from '../../src/catalog/problem.ts';
import { recordsFromContent } from '../../src/catalog/records.ts';
import {
  closestMatch,
  editDistance,
  foldQuoteText,
  validateContent,
  type ContentFile,
} from '../../src/catalog/validate.ts';
import { CONFUCIUS_FILE, edit, TOPICS_FILE, TWAIN_FILE, validFiles, withText } from './fixtures.ts';

const problemsOf = (files: ContentFile[], contentDir?: string): Problem[] => {
  const result = validateContent(files, contentDir);
  if (result.ok) throw new Error('expected problems, content was valid');
  return result.problems;
};

describe('validateContent on valid content', () => {
  it('returns the records recordsFromContent derives, and the author files', () => {
    const result = validateContent(validFiles());
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.authorFiles.map((file) => file.path)).toEqual(['confucius', 'mark-twain']);
    expect(result.authorFiles[1]!.author.quotes[1]!.source).toBe('Notebook');
    const topics = [
      { slug: 'wisdom', name: 'Wisdom', description: 'Knowing what matters.' },
      { slug: 'humor', name: 'Humor', description: null },
      { slug: 'truth', name: 'Truth', description: null },
    ];
    expect(result.data).toEqual(recordsFromContent(result.authorFiles, topics));
    expect(result.data.quotes.map((quote) => quote.id)).toEqual([1, 2, 3]);
  });

  it('does not depend on the order the files come in', () => {
    const forward = validateContent(validFiles());
    const backward = validateContent(validFiles().reverse());
    expect(backward).toEqual(forward);
  });

  it('accepts a content directory other than content/', () => {
    const moved = validFiles().map(({ file, text }) => ({ file: file.replace(/^content\//, '../elsewhere/'), text }));
    expect(validateContent(moved, '../elsewhere').ok).toBe(true);
  });
});

interface Case {
  name: string;
  change: (files: ContentFile[]) => ContentFile[];
  expected: { file: string; line: number; field: string; message: string | RegExp };
}

const cases: Case[] = [
  {
    name: 'author file name that is not a slug',
    change: (files) =>
      files.map((f) => (f.file === TWAIN_FILE ? { ...f, file: 'content/authors/Mark_Twain.yaml' } : f)),
    expected: {
      file: 'content/authors/Mark_Twain.yaml',
      line: 0,
      field: '',
      message: /^the file name is the author's path: expected a lowercase ASCII slug.*\(got "Mark_Twain"\)$/,
    },
  },
  {
    name: 'duplicate author id',
    change: edit(TWAIN_FILE, 'id: 1\nname', 'id: 2\nname'),
    expected: {
      file: TWAIN_FILE,
      line: 1,
      field: 'id',
      message: `author id 2 is already used by ${CONFUCIUS_FILE}:1 id (expected an id no other author has)`,
    },
  },
  {
    name: 'duplicate quote id across files',
    change: edit(TWAIN_FILE, '  - id: 2', '  - id: 3'),
    expected: {
      file: TWAIN_FILE,
      line: 12,
      field: 'quotes[1].id',
      message: `quote id 3 is already used by ${CONFUCIUS_FILE}:7 quotes[0].id (expected an id no other quote has)`,
    },
  },
  {
    name: 'duplicate quote id within a file',
    change: edit(TWAIN_FILE, '  - id: 2', '  - id: 1'),
    expected: {
      file: TWAIN_FILE,
      line: 12,
      field: 'quotes[1].id',
      message: `quote id 1 is already used by ${TWAIN_FILE}:7 quotes[0].id (expected an id no other quote has)`,
    },
  },
  {
    name: 'duplicate quote path',
    change: edit(TWAIN_FILE, 'path: good-friend', 'path: real-knowledge'),
    expected: {
      file: TWAIN_FILE,
      line: 13,
      field: 'quotes[1].path',
      message: `quote path "real-knowledge" is already used by ${CONFUCIUS_FILE}:8 quotes[0].path (expected a path no other quote has)`,
    },
  },
  ...['random', 'recent', 'by-length', 'by-author'].map((reserved): Case => ({
    name: `reserved quote path "${reserved}"`,
    change: edit(TWAIN_FILE, 'path: good-friend', `path: ${reserved}`),
    expected: {
      file: TWAIN_FILE,
      line: 13,
      field: 'quotes[1].path',
      message: `quote path "${reserved}" is reserved (expected any slug except random, recent, by-length, by-author)`,
    },
  })),
  {
    name: 'unknown topic with a near miss',
    change: edit(TWAIN_FILE, 'topics: [truth, humor]', 'topics: [truth, humr]'),
    expected: {
      file: TWAIN_FILE,
      line: 10,
      field: 'quotes[0].topics[1]',
      message: 'unknown topic "humr" (did you mean "humor"?)',
    },
  },
  {
    name: 'unknown topic with nothing close',
    change: edit(TWAIN_FILE, 'topics: [wisdom]', 'topics: [wisdom, zebras]'),
    expected: {
      file: TWAIN_FILE,
      line: 15,
      field: 'quotes[1].topics[1]',
      message: `unknown topic "zebras" (expected a slug defined in ${TOPICS_FILE})`,
    },
  },
  {
    name: 'topic listed twice in one quote',
    change: edit(TWAIN_FILE, 'topics: [wisdom]', 'topics:\n      - wisdom\n      - wisdom'),
    expected: {
      file: TWAIN_FILE,
      line: 17,
      field: 'quotes[1].topics[1]',
      message: 'topic "wisdom" is listed twice in this quote (first as quotes[1].topics[0])',
    },
  },
  {
    name: 'topic without quotes',
    change: edit(TWAIN_FILE, 'topics: [truth, humor]', 'topics: [truth]'),
    expected: {
      file: TOPICS_FILE,
      line: 4,
      field: '[1].slug',
      message: 'topic "humor" has no quotes (expected at least one quote listing it, or remove the topic)',
    },
  },
  {
    name: 'duplicate topic slug',
    change: edit(TOPICS_FILE, '- slug: truth', '- slug: humor'),
    expected: {
      file: TOPICS_FILE,
      line: 7,
      field: '[2].slug',
      message: `topic "humor" is already defined at ${TOPICS_FILE}:4 [1].slug (expected each topic once)`,
    },
  },
  {
    name: 'duplicate text differing only in case, punctuation, spacing and accents',
    change: edit(
      CONFUCIUS_FILE,
      "text: Real knowledge is to know the extent of one's ignorance.",
      'text: "TRÚTH — is  stranger than fiction!"',
    ),
    expected: {
      file: TWAIN_FILE,
      line: 9,
      field: 'quotes[0].text',
      message: `same quote as ${CONFUCIUS_FILE}:9 quotes[0].text (compared ignoring case, punctuation, spacing and accents; expected each quote once)`,
    },
  },
  {
    name: 'YAML syntax error',
    change: edit(TWAIN_FILE, 'type: person', 'type: person: proverb'),
    expected: { file: TWAIN_FILE, line: 4, field: '', message: /^YAML syntax error: Nested mappings/ },
  },
  {
    name: 'YAML tab indentation',
    change: edit(TWAIN_FILE, 'type: person', '\ttype: person'),
    expected: { file: TWAIN_FILE, line: 4, field: '', message: /^YAML syntax error: Tabs are not allowed/ },
  },
  {
    name: 'duplicate YAML key',
    change: edit(TWAIN_FILE, 'type: person\n', 'type: person\ntype: work\n'),
    expected: { file: TWAIN_FILE, line: 5, field: '', message: /^YAML syntax error: .*unique/i },
  },
  {
    name: 'unknown field',
    change: edit(TWAIN_FILE, 'source: Notebook', 'sorce: Notebook'),
    expected: {
      file: TWAIN_FILE,
      line: 17,
      field: 'quotes[1].sorce',
      message: 'unknown field "sorce" (expected one of: id, path, text, topics, added, source, not_duplicate_of)',
    },
  },
  {
    name: 'unknown field in the topics file',
    change: edit(TOPICS_FILE, '  name: Humor\n', '  name: Humor\n  emoji: x\n'),
    expected: {
      file: TOPICS_FILE,
      line: 6,
      field: '[1].emoji',
      message: 'unknown field "emoji" (expected one of: slug, name, description)',
    },
  },
  {
    name: 'missing required field, on the line of its mapping',
    change: edit(TWAIN_FILE, '    path: good-friend\n', ''),
    expected: { file: TWAIN_FILE, line: 12, field: 'quotes[1].path', message: 'missing required field "path"' },
  },
  {
    name: 'slug that is not lowercase, echoing the value',
    change: edit(TWAIN_FILE, 'path: good-friend', 'path: Good Friend'),
    expected: {
      file: TWAIN_FILE,
      line: 13,
      field: 'quotes[1].path',
      message: 'expected a lowercase ASCII slug: a-z, 0-9 and single hyphens between them (got "Good Friend")',
    },
  },
  {
    name: 'bad author type, naming the allowed ones',
    change: edit(TWAIN_FILE, 'type: person', 'type: human'),
    expected: {
      file: TWAIN_FILE,
      line: 4,
      field: 'type',
      message: 'expected one of: person, collective, fictional, work, proverb, anonymous (got "human")',
    },
  },
  {
    name: 'id given as a string',
    change: edit(TWAIN_FILE, '  - id: 2', '  - id: "2"'),
    expected: { file: TWAIN_FILE, line: 12, field: 'quotes[1].id', message: 'expected a whole number (got "2")' },
  },
  {
    name: 'text too long, echoed cut short',
    change: edit(TWAIN_FILE, 'text: Truth is stranger than fiction.', `text: ${'word '.repeat(150)}end`),
    expected: {
      file: TWAIN_FILE,
      line: 9,
      field: 'quotes[0].text',
      message: `expected between 10 and 600 characters (Unicode code points) (got ${JSON.stringify('word '.repeat(12))}… (753 characters))`,
    },
  },
  {
    name: 'empty author file',
    change: withText(TWAIN_FILE, ''),
    expected: {
      file: TWAIN_FILE,
      line: 1,
      field: '',
      message:
        'expected an author: a mapping with the fields id, name, surname, type, description, aliases, quotes (got nothing)',
    },
  },
  {
    name: 'topics file that is not a list',
    change: withText(TOPICS_FILE, '# the topics\nslug: wisdom\nname: Wisdom\n'),
    expected: {
      file: TOPICS_FILE,
      line: 2,
      field: '',
      message: 'expected a list of topics, each a mapping with the fields slug, name, description (got a mapping)',
    },
  },
  {
    name: 'missing topics file',
    change: (files) => files.filter((f) => f.file !== TOPICS_FILE),
    expected: { file: TOPICS_FILE, line: 0, field: '', message: /^file not found \(expected a list of topics/ },
  },
  {
    name: 'no author files',
    change: (files) => files.filter((f) => f.file === TOPICS_FILE),
    expected: { file: 'content/authors', line: 0, field: '', message: /^no author files/ },
  },
  {
    name: 'a file that does not belong',
    change: (files) => [...files, { file: 'content/authors/oscar-wilde.yml', text: 'id: 9\n' }],
    expected: {
      file: 'content/authors/oscar-wilde.yml',
      line: 0,
      field: '',
      message: 'unexpected file (expected content/topics.yaml or content/authors/<author-path>.yaml)',
    },
  },
];

describe('validateContent reports each kind of problem where it is', () => {
  it.each(cases)('$name', ({ change, expected }) => {
    const problems = problemsOf(change(validFiles()));
    const { message, ...where } = expected;
    const match = problems.find(
      (problem) =>
        problem.file === where.file &&
        problem.line === where.line &&
        problem.field === where.field &&
        (typeof message === 'string' ? problem.message === message : message.test(problem.message)),
    );
    expect(match, `no such problem among:\n${problems.map(formatProblem).join('\n')}`).toBeDefined();
  });
});

describe('validateContent reports everything at once', () => {
  const broken = [
    edit(TWAIN_FILE, 'topics: [truth, humor]', 'topics: [truth, humr]'),
    edit(TWAIN_FILE, '  - id: 2', '  - id: 0'),
    edit(TWAIN_FILE, 'source: Notebook', 'sorce: Notebook'),
    edit(CONFUCIUS_FILE, 'type: person', 'type: sage'),
    edit(CONFUCIUS_FILE, 'path: real-knowledge', 'path: random'),
    edit(TOPICS_FILE, '- slug: truth', '- slug: Truth'),
  ].reduce((files, change) => change(files), validFiles());

  it('every problem, sorted by file then line, formatted as file:line field: message', () => {
    expect(problemsOf(broken).map(formatProblem)).toEqual([
      `${CONFUCIUS_FILE}:4 type: expected one of: person, collective, fictional, work, proverb, anonymous (got "sage")`,
      `${CONFUCIUS_FILE}:8 quotes[0].path: quote path "random" is reserved (expected any slug except random, recent, by-length, by-author)`,
      // The topic "Truth" is not a valid slug, so there is no topic "truth" to refer to.
      `${TWAIN_FILE}:10 quotes[0].topics[0]: unknown topic "truth" (expected a slug defined in content/topics.yaml)`,
      `${TWAIN_FILE}:10 quotes[0].topics[1]: unknown topic "humr" (did you mean "humor"?)`,
      `${TWAIN_FILE}:12 quotes[1].id: expected a positive whole number (got 0)`,
      `${TWAIN_FILE}:17 quotes[1].sorce: unknown field "sorce" (expected one of: id, path, text, topics, added, source, not_duplicate_of)`,
      `${TOPICS_FILE}:4 [1].slug: topic "humor" has no quotes (expected at least one quote listing it, or remove the topic)`,
      `${TOPICS_FILE}:7 [2].slug: expected a lowercase ASCII slug: a-z, 0-9 and single hyphens between them (got "Truth")`,
    ]);
  });

  it('schema problems in one file do not hide cross-file problems in it', () => {
    const files = [
      edit(TWAIN_FILE, 'type: person', 'type: human'),
      edit(TWAIN_FILE, 'path: good-friend', 'path: real-knowledge'),
    ].reduce((all, change) => change(all), validFiles());
    expect(problemsOf(files).map((problem) => `${problem.line} ${problem.field}`)).toEqual([
      '4 type',
      '13 quotes[1].path',
    ]);
  });

  it('does not call a topic empty when a file it might be used in cannot be read', () => {
    const files = [
      edit(TWAIN_FILE, 'surname: Twain\n', 'surname: "Twain\n'),
      edit(CONFUCIUS_FILE, 'topics: [wisdom]', 'topics: [wisdom, humor]'),
    ].reduce((all, change) => change(all), validFiles());
    const problems = problemsOf(files);
    expect(problems.every((problem) => problem.file === TWAIN_FILE && /^YAML syntax error/.test(problem.message))).toBe(
      true,
    );
  });

  it.each([
    ['missing', (files: ContentFile[]) => files.filter((f) => f.file !== TOPICS_FILE)],
    ['not a list', withText(TOPICS_FILE, 'wisdom: Wisdom\n')],
  ])('does not call every topic unknown when the topics file is %s', (_, change) => {
    const problems = problemsOf(change(validFiles()));
    expect(problems.map((problem) => problem.file)).toEqual([TOPICS_FILE]);
  });
});

describe('helpers', () => {
  it.each([
    ['wisdon', 'wisdom', 1],
    ['kitten', 'sitting', 3],
    ['', 'abc', 3],
    ['same', 'same', 0],
  ])('editDistance(%s, %s) = %i', (a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance);
    expect(editDistance(b, a)).toBe(distance);
  });

  it.each([
    ['wisdon', ['humor', 'wisdom', 'wit'], 'wisdom'],
    ['frendship', ['friendship', 'love'], 'friendship'],
    ['art', ['war', 'arts'], 'arts'],
    ['zebras', ['humor', 'wisdom'], undefined],
  ])('closestMatch(%s)', (word, candidates, expected) => {
    expect(closestMatch(word, candidates)).toBe(expected);
  });

  it.each([
    ['Café, au lait!', 'CAFE au-lait'],
    ['“Don’t panic.”', "don't panic"],
    ['Ｆｕｌｌ width', 'full width'],
  ])('foldQuoteText(%s) equals foldQuoteText(%s)', (a, b) => {
    expect(foldQuoteText(a)).toBe(foldQuoteText(b));
  });

  it('foldQuoteText keeps different words different', () => {
    expect(foldQuoteText('To be or not to be')).not.toBe(foldQuoteText('To be or not to me'));
  });
});
