import * as z from 'zod';
import { contentRetiredSchema } from './content.ts';
import { authorRecordSchema, quoteRecordSchema, topicRecordSchema } from './records.ts';

/** Version of the serialised catalog the build ships to the worker; bump on any shape change. */
export const CATALOG_DATA_VERSION = 3;

/**
 * The catalog as plain records: what the build derives from content/ (and ships to the worker
 * in its compact form, src/catalog/compact.ts), and what every API function reads once indexed. Records are sorted: quotes and authors by id,
 * topics by name, retired entries by kind then id.
 */
export const catalogDataSchema = z
  .object({
    version: z.literal(CATALOG_DATA_VERSION),
    dataset: z.string().describe('Content hash of the dataset.'),
    quotes: z.array(quoteRecordSchema),
    authors: z.array(authorRecordSchema),
    topics: z.array(topicRecordSchema),
    /** The date each quote was added, parallel to `quotes` (the quote record itself carries no date). */
    quoteAdded: z.array(z.iso.date()),
    /** Quotes and authors taken out of the dataset, whose paths answer 404 with the reason. */
    retired: z.array(contentRetiredSchema).optional(),
  })
  .refine((data) => data.quoteAdded.length === data.quotes.length, {
    message: 'quoteAdded must have one date per quote',
    path: ['quoteAdded'],
  });
export type CatalogData = z.infer<typeof catalogDataSchema>;
