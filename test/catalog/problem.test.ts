import { describe, expect, it } from 'vitest';
import { compareProblems, describeValue, formatPath, formatProblem, type Problem } from '../../src/catalog/problem.ts';

describe('formatPath', () => {
  it.each([
    [['quotes', 3, 'topics', 0], 'quotes[3].topics[0]'],
    [[2, 'slug'], '[2].slug'],
    [['id'], 'id'],
    [[], ''],
  ])('%j → %s', (path, expected) => {
    expect(formatPath(path)).toBe(expected);
  });
});

describe('formatProblem', () => {
  it.each<[Problem, string]>([
    [
      {
        file: 'content/authors/mark-twain.yaml',
        line: 41,
        field: 'quotes[3].topics[0]',
        message: 'unknown topic "wisdon" (did you mean "wisdom"?)',
      },
      'content/authors/mark-twain.yaml:41 quotes[3].topics[0]: unknown topic "wisdon" (did you mean "wisdom"?)',
    ],
    [
      { file: 'content/topics.yaml', line: 3, field: '', message: 'YAML syntax error: x' },
      'content/topics.yaml:3: YAML syntax error: x',
    ],
    [
      { file: 'content/topics.yaml', line: 0, field: '', message: 'file not found' },
      'content/topics.yaml: file not found',
    ],
  ])('%j', (problem, expected) => {
    expect(formatProblem(problem)).toBe(expected);
  });
});

describe('describeValue', () => {
  it.each([
    ['Foo Bar', '"Foo Bar"'],
    [' padded\n', '" padded\\n"'],
    [0, '0'],
    [null, 'null'],
    [undefined, 'nothing'],
    [[], 'an empty list'],
    [[1, 2], 'a list of 2'],
    [{ a: 1 }, 'a mapping'],
  ])('%j → %s', (value, expected) => {
    expect(describeValue(value)).toBe(expected);
  });

  it('cuts long strings at 60 code points and says how long they were', () => {
    expect(describeValue('😀'.repeat(61))).toBe(`"${'😀'.repeat(60)}"… (61 characters)`);
    expect(describeValue('😀'.repeat(60))).toBe(`"${'😀'.repeat(60)}"`);
  });
});

describe('compareProblems', () => {
  it('sorts by file, then line, keeping the found order within a line', () => {
    const at = (file: string, line: number, message: string): Problem => ({ file, line, field: '', message });
    const problems = [at('b.yaml', 2, 'b2'), at('a.yaml', 9, 'a9'), at('b.yaml', 0, 'b0'), at('a.yaml', 9, 'a9 again')];
    expect(problems.sort(compareProblems).map((problem) => problem.message)).toEqual(['a9', 'a9 again', 'b0', 'b2']);
  });
});
