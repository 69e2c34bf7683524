/** npm run new / new-author end to end: the scripts run as editors run them, on a copy of the fixture. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalogData } from '../../../src/catalog/read-content.ts';
import { copyFixtureContent } from '../../support/content-copy.ts';

let content: ReturnType<typeof copyFixtureContent>;
beforeEach(() => {
  content = copyFixtureContent();
});
afterEach(() => content.remove());

/** Runs a script with the given flags, answering its questions with `answers` (an empty input: no answers). */
const run = (script: 'new' | 'new-author', flags: string[], answers: string[] = []) => {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', `scripts/${script}.ts`, '--content', content.dir, '--added', '2026-11-22', ...flags],
    { input: answers.map((answer) => `${answer}\n`).join(''), encoding: 'utf8' },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

const file = (name: string) => join(content.dir, 'authors', `${name}.yaml`);
const shown = (path: string) => relative(process.cwd(), path);
const read = (name: string) => readFileSync(file(name), 'utf8');

describe('npm run new', () => {
  it('adds a quote from flags alone, reports where, and leaves valid content', async () => {
    const before = read('mark-twain');
    const result = run('new', [
      '--author',
      'mark twain',
      '--text',
      'Get your facts first, and then you can distort them as much as you please.',
      '--topics',
      'humor, wisdom',
      '--source',
      'From Sea to Sea',
    ]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      `Added quote 9 "get-facts-first-can-distort-much" at ${shown(file('mark-twain'))}:25\n`,
    );
    expect(result.stdout).toContain('npm run check: content OK: 9 quotes, 5 authors, 0 warnings');
    expect(read('mark-twain')).toBe(`${before}  - id: 9
    path: get-facts-first-can-distort-much
    text: Get your facts first, and then you can distort them as much as you please.
    topics: [humor, wisdom]
    added: 2026-11-22
    source: From Sea to Sea
`);
    expect((await loadCatalogData(content.dir)).ok).toBe(true);
  });

  it('asks for what the flags leave out, from piped answers, and creates a new author', () => {
    const result = run(
      'new',
      [],
      [
        'Ludwig van Beethovn', // no author is like it: a new one
        '', // type: person
        '', // name: as derived
        '', // surname: as derived
        'German composer.',
        'To play a wrong note is insignificant; to play without passion is inexcusable.',
        'wisdon', // a typo: asked again
        'wis',
        '', // no source
        'y',
      ],
    );
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('unknown topic "wisdon" (did you mean "wisdom"?)');
    expect(result.stdout).toContain(`Added new author 6 "Ludwig van Beethovn", quote 9`);
    expect(read('ludwig-van-beethovn')).toBe(`id: 6
name: Ludwig
surname: van Beethovn
type: person
description: German composer.
quotes:
  - id: 9
    path: play-wrong-note-insignificant-play-without
    text: To play a wrong note is insignificant; to play without passion is inexcusable.
    topics:
      - wisdom
    added: 2026-11-22
`);
  });

  it('offers similar authors for a misspelt name', () => {
    const result = run(
      'new',
      [
        '--author',
        'Mark Twian',
        '--text',
        'Clothes make the man. Naked people have little influence on society.',
        '--topics',
        'humor',
      ],
      ['1', 'y'],
    );
    expect(result.stdout).toContain(
      'No author is called "Mark Twian". Did you mean:\n  1) Mark Twain (mark-twain, 3 quotes)',
    );
    expect(result.stdout).toContain(
      `Added quote 9 "clothes-make-man-naked-people-have" at ${shown(file('mark-twain'))}:25`,
    );
  });

  it('refuses a quote the dataset already has, saying which and where, and writes nothing', () => {
    const before = read('mark-twain');
    const result = run('new', [
      '--author',
      'Plato',
      '--text',
      'a lie can travel halfway around the world while the truth is putting on its shoes',
      '--topics',
      'wisdom',
    ]);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `refused: the dataset already has this quote: quote 7 "a-lie-can-travel" by Mark Twain, ${shown(file('mark-twain'))}:20; nothing written\n`,
    );
    expect(read('mark-twain')).toBe(before);
  });

  it('refuses a near duplicate unless told it is a different quote', () => {
    const flags = [
      '--author',
      'Plato',
      '--text',
      'A lie can travel half way around the world while the truth is putting on its boots.',
      '--topics',
      'wisdom',
    ];
    const refused = run('new', flags);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('refused: nearly the same quote as quote 7 "a-lie-can-travel" by Mark Twain');
    expect(refused.stderr).toContain('pass --not-duplicate-of a-lie-can-travel if it is a different quote');
    const accepted = run('new', [...flags, '--not-duplicate-of', 'a-lie-can-travel']);
    expect(accepted.status).toBe(0);
    expect(read('plato')).toContain('    not_duplicate_of: [a-lie-can-travel]\n');
  });

  it('names the flag to pass when a question gets no answer', () => {
    const result = run('new', ['--author', 'Plato', '--topics', 'wisdom']);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('no answer to "Quote:" (input ended): pass --text\n');
  });
});

describe('npm run new-author', () => {
  it('adds an author with its first quote from flags', () => {
    const result = run('new-author', [
      '--author',
      'The Beatles',
      '--type',
      'collective',
      '--text',
      'All you need is love, love is all you need.',
      '--topics',
      'wisdom',
      '--description',
      'English rock band.',
    ]);
    expect(result.stderr).toBe('');
    expect(read('the-beatles')).toContain(
      'id: 6\nname: ""\nsurname: The Beatles\ntype: collective\ndescription: English rock band.\n',
    );
    expect(result.stdout).toContain(
      `Added new author 6 "The Beatles", quote 9 "all-need-love-love-all-need" at ${shown(file('the-beatles'))}:7`,
    );
  });

  it('refuses an author that already exists', () => {
    const result = run('new-author', [
      '--author',
      'Marie Curie',
      '--type',
      'person',
      '--text',
      'Nothing in life is to be feared twice.',
      '--topics',
      'science',
    ]);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      'an author named "Marie Curie" already exists: Marie Curie (marie-curie); add quotes to it with npm run new -- --author marie-curie\n',
    );
  });
});
