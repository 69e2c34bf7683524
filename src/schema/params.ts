import * as z from 'zod';
import { AUTHOR_TYPES } from './content.ts';

/** Base-10 digits only: the contract's integer rule ("10", not "1e1", "10.0", " 10" or "0x0a"). */
const DIGITS = /^[0-9]+$/;

/** An integer query parameter: digits only, within [min, max]. */
const integer = (min: number, max?: number) => {
  const message =
    max === undefined
      ? `must be an integer ≥ ${min} (at most ${Number.MAX_SAFE_INTEGER})`
      : `must be an integer from ${min} to ${max}`;
  return z
    .string()
    .regex(DIGITS, { message })
    .transform(Number)
    .pipe(
      z
        .int({ message })
        .min(min, { message })
        .max(max ?? Number.MAX_SAFE_INTEGER, { message }),
    );
};

/** An enumerated parameter; `fold` maps the raw value first (e.g. upper-casing a letter). */
const oneOf = <const T extends readonly [string, ...string[]]>(
  values: T,
  fold: (raw: string) => string = (raw) => raw,
) =>
  z
    .string()
    .transform(fold)
    .pipe(z.enum(values, { message: `must be one of ${values.join(', ')}` }));

export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 200;

/** Search text: trimmed, then 2–200 characters (Unicode code points). */
const searchQuery = z
  .string()
  .transform((raw) => raw.trim())
  .refine(
    (q) => {
      const length = [...q].length;
      return length >= SEARCH_QUERY_MIN && length <= SEARCH_QUERY_MAX;
    },
    { message: `must be ${SEARCH_QUERY_MIN} to ${SEARCH_QUERY_MAX} characters after trimming` },
  )
  // A transform has no JSON Schema of its own; JSON Schema counts a string's length in code points, as this rule does.
  .meta({ type: 'string', minLength: SEARCH_QUERY_MIN, maxLength: SEARCH_QUERY_MAX });

export const AUTHOR_SORTS = ['name', 'quotes', 'date'] as const;
export type AuthorSort = (typeof AUTHOR_SORTS)[number];

export const LETTERS = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'I',
  'J',
  'K',
  'L',
  'M',
  'N',
  'O',
  'P',
  'Q',
  'R',
  'S',
  'T',
  'U',
  'V',
  'W',
  'X',
  'Y',
  'Z',
] as const;
export type Letter = (typeof LETTERS)[number];

export const DEFAULT_PER_PAGE = 20;

export const randomParamsSchema = z.object({
  limit: integer(1, 50).default(10).describe('How many distinct quotes to return.'),
});
export type RandomParams = z.output<typeof randomParamsSchema>;

export const recentParamsSchema = z.object({
  days: integer(1, 3650).default(30).describe('Quotes added within this many days of now (UTC dates).'),
  limit: integer(1, 100).default(20).describe('At most this many quotes.'),
});
export type RecentParams = z.output<typeof recentParamsSchema>;

export const byLengthParamsSchema = z
  .object({
    min: integer(0).default(0).describe('Shortest length, in code points, inclusive.'),
    max: integer(0).optional().describe('Longest length, in code points, inclusive; no upper bound when absent.'),
    limit: integer(1, 50).default(10).describe('How many quotes to sample.'),
  })
  .refine((params) => params.max === undefined || params.min <= params.max, {
    message: 'must not be less than min',
    path: ['max'],
  });
export type ByLengthParams = z.output<typeof byLengthParamsSchema>;

export const authorsParamsSchema = z.object({
  page: integer(1).default(1).describe('Page number, from 1.'),
  per_page: integer(1, 100).default(DEFAULT_PER_PAGE).describe('Authors per page.'),
  letter: oneOf(LETTERS, (raw) => raw.toUpperCase())
    .meta({ type: 'string', pattern: '^[A-Za-z]$' })
    .optional()
    .describe('First letter of the surname, diacritics removed (case-insensitive).'),
  type: oneOf(AUTHOR_TYPES).optional().describe('Only authors of this type.'),
  sort: oneOf(AUTHOR_SORTS)
    .default('name')
    .describe(
      'name: surname then name, ascending; quotes: quote_count descending; date: added descending. Ties by id.',
    ),
});
export type AuthorsParams = z.output<typeof authorsParamsSchema>;

export const searchParamsSchema = z.object({
  q: searchQuery.describe('What to search for.'),
  type: oneOf(['all', 'quotes', 'authors']).default('all').describe('Which lists to return.'),
  page: integer(1).default(1).describe('Page number, from 1.'),
  per_page: integer(1, 100).default(DEFAULT_PER_PAGE).describe('Results per page.'),
});
export type SearchParams = z.output<typeof searchParamsSchema>;

export const suggestionsParamsSchema = z.object({
  q: searchQuery.describe('The text typed so far.'),
  limit: integer(1, 20).default(10).describe('At most this many suggestions.'),
});
export type SuggestionsParams = z.output<typeof suggestionsParamsSchema>;

/**
 * Any run of digits is an author id as far as validation goes; one no author has is 404, not 400.
 * Kept as its digits (leading zeros dropped), so that an id too large for a number is still named
 * exactly in the 404.
 */
export const authorIdParamSchema = z.object({
  author_id: z
    .string()
    .regex(DIGITS, { message: 'must be an integer (base-10 digits)' })
    .transform((digits) => digits.replace(/^0+(?=[0-9])/, ''))
    .meta({ type: 'integer', minimum: 0 })
    .describe('The author’s integer id.'),
});
