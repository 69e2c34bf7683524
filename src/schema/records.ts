import * as z from 'zod';
import { authorTypeSchema } from './content.ts';

export const quoteRecordSchema = z
  .object({
    id: z.int(),
    path: z.string(),
    quotes: z.string().describe('The text of the quote.'),
    author_name: z.string().describe('Given name; empty for mononyms, groups, works and proverbs.'),
    author_surname: z.string(),
    author_path: z.string(),
    author_id: z.int(),
    topics: z.array(z.string()).describe('Topic slugs.'),
    length: z.int().describe('Number of Unicode code points of `quotes`.'),
  })
  .meta({ id: 'Quote' });
export type QuoteRecord = z.infer<typeof quoteRecordSchema>;

export const authorRecordSchema = z
  .object({
    id: z.int(),
    path: z.string(),
    name: z.string(),
    surname: z.string(),
    full_name: z.string(),
    type: authorTypeSchema,
    description: z.string().nullable(),
    quote_count: z.int(),
    topics: z.array(z.string()).describe('Topic slugs of the author’s quotes, most frequent first.'),
    added: z.iso.date().describe('Date the author’s first quote was added.'),
  })
  .meta({ id: 'Author' });
export type AuthorRecord = z.infer<typeof authorRecordSchema>;

export const topicRecordSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    quote_count: z.int(),
  })
  .meta({ id: 'Topic' });
export type TopicRecord = z.infer<typeof topicRecordSchema>;

export const paginationSchema = z
  .object({
    page: z.int(),
    per_page: z.int(),
    total: z.int(),
    total_pages: z.int().describe('ceil(total / per_page); 0 when total is 0.'),
  })
  .meta({ id: 'Pagination' });
export type Pagination = z.infer<typeof paginationSchema>;

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), pagination: paginationSchema });
export interface Page<T> {
  items: T[];
  pagination: Pagination;
}

export const suggestionSchema = z
  .object({
    text: z.string(),
    type: z.enum(['query', 'author', 'topic']),
    path: z.string().optional().describe('Author path or topic slug; absent on query completions.'),
  })
  .meta({ id: 'Suggestion' });
export type Suggestion = z.infer<typeof suggestionSchema>;

export const successEnvelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data, error: z.null() });

export const errorEnvelopeSchema = z
  .object({ success: z.literal(false), data: z.null(), error: z.string() })
  .meta({ id: 'Error' });

export type Envelope<T> = { success: true; data: T; error: null } | { success: false; data: null; error: string };
