/** One thing wrong with content/: where it is and what was expected there. */
export interface Problem {
  /** Path of the file, as the user would type it (e.g. `content/authors/mark-twain.yaml`). */
  readonly file: string;
  /** 1-based line of the offending YAML node; 0 when the problem is the file as a whole (e.g. it is missing). */
  readonly line: number;
  /** Where in the file's data, e.g. `quotes[3].topics[0]`; empty for the file as a whole. */
  readonly field: string;
  readonly message: string;
}

export type FieldPath = readonly PropertyKey[];

/** `['quotes', 3, 'topics', 0]` → `quotes[3].topics[0]`; `[2, 'slug']` → `[2].slug`. */
export const formatPath = (path: FieldPath): string =>
  path
    .map((segment, index) =>
      typeof segment === 'number' ? `[${segment}]` : index === 0 ? String(segment) : `.${String(segment)}`,
    )
    .join('');

/** Where a problem is: `content/authors/mark-twain.yaml:41 quotes[3].topics[0]`. */
export const formatLocation = ({ file, line, field }: Omit<Problem, 'message'>): string =>
  `${file}${line > 0 ? `:${line}` : ''}${field ? ` ${field}` : ''}`;

/** `content/authors/mark-twain.yaml:41 quotes[3].topics[0]: unknown topic "wisdon" (did you mean "wisdom"?)` */
export const formatProblem = (problem: Problem): string => `${formatLocation(problem)}: ${problem.message}`;

/** By file, then line; problems on the same line keep the order they were found in (sort is stable). */
export const compareProblems = (a: Problem, b: Problem): number =>
  a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1;

const ECHO_MAX_LENGTH = 60;

/** A value as a message echoes it back: strings quoted and cut to ~60 code points, lists and mappings named. */
export const describeValue = (value: unknown): string => {
  if (typeof value === 'string') {
    const codePoints = [...value];
    return codePoints.length <= ECHO_MAX_LENGTH
      ? JSON.stringify(value)
      : `${JSON.stringify(codePoints.slice(0, ECHO_MAX_LENGTH).join(''))}… (${codePoints.length} characters)`;
  }
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return value.length === 0 ? 'an empty list' : `a list of ${value.length}`;
  if (value !== null && typeof value === 'object') return 'a mapping';
  return String(value);
};
