import * as z from 'zod';

/** Lowercase ASCII slug: what every quote path, author path and topic slug looks like. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 100;

export const slugSchema = z
  .string()
  .max(SLUG_MAX_LENGTH, `at most ${SLUG_MAX_LENGTH} characters`)
  .regex(SLUG_PATTERN, 'a lowercase ASCII slug: a-z, 0-9 and single hyphens between them');

export const AUTHOR_TYPES = ['person', 'collective', 'fictional', 'work', 'proverb', 'anonymous'] as const;
export const authorTypeSchema = z.enum(AUTHOR_TYPES);
export type AuthorType = z.infer<typeof authorTypeSchema>;

/** Words that route to computed endpoints under /quotes/ and so can never be quote paths. */
export const RESERVED_QUOTE_PATHS = ['random', 'recent', 'by-length', 'by-author'] as const;

export const QUOTE_MIN_LENGTH = 10;
export const QUOTE_MAX_LENGTH = 600;

/** Length of a quote: Unicode code points, as the contract defines it. */
export const codePointLength = (text: string): number => [...text].length;

const idSchema = z.int('a whole number').positive('a positive whole number');

const isoDateSchema = z.iso.date('an ISO date such as 2024-05-31');

const trimmedText = (what: string) =>
  z
    .string()
    .min(1, `a non-empty ${what}`)
    .refine((value) => value === value.trim(), `${what} without leading or trailing spaces`);

export const contentQuoteSchema = z.strictObject({
  id: idSchema,
  path: slugSchema,
  text: trimmedText('text').refine((text) => {
    const length = codePointLength(text);
    return length >= QUOTE_MIN_LENGTH && length <= QUOTE_MAX_LENGTH;
  }, `between ${QUOTE_MIN_LENGTH} and ${QUOTE_MAX_LENGTH} characters (Unicode code points)`),
  topics: z.array(slugSchema).min(1, 'at least one topic'),
  added: isoDateSchema,
  source: trimmedText('source').optional(),
  /** Paths of quotes the near-duplicate check flags but that are different quotes (e.g. a pun on a famous line). */
  not_duplicate_of: z.array(slugSchema).min(1, 'at least one quote path').optional(),
});
export type ContentQuote = z.infer<typeof contentQuoteSchema>;

export const contentAuthorSchema = z.strictObject({
  id: idSchema,
  name: z.string().refine((value) => value === value.trim(), 'a name without leading or trailing spaces'),
  surname: trimmedText('surname'),
  type: authorTypeSchema,
  description: trimmedText('description').nullable(),
  aliases: z.array(trimmedText('alias')).optional(),
  quotes: z.array(contentQuoteSchema).min(1, 'at least one quote'),
});
export type ContentAuthor = z.infer<typeof contentAuthorSchema>;

export const contentTopicSchema = z.strictObject({
  slug: slugSchema,
  name: trimmedText('name'),
  description: trimmedText('description').nullable(),
});
export type ContentTopic = z.infer<typeof contentTopicSchema>;

export const contentTopicsFileSchema = z.array(contentTopicSchema).min(1, 'at least one topic');

export const RETIRED_KINDS = ['quote', 'author'] as const;

/**
 * A quote or author taken out of the dataset (content/retired.yaml). Its id and path stay
 * reserved forever, and the API answers its path with 404 and this reason.
 */
export const contentRetiredSchema = z.strictObject({
  kind: z.enum(RETIRED_KINDS),
  id: idSchema,
  path: slugSchema,
  retired: isoDateSchema,
  reason: trimmedText('reason'),
  /** Path of the live quote or author (of the same kind) that replaces it, if any. */
  replaced_by: slugSchema.optional(),
});
export type ContentRetired = z.infer<typeof contentRetiredSchema>;

export const contentRetiredFileSchema = z.array(contentRetiredSchema);
