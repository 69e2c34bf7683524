import * as z from 'zod';

/** Version of manifest.json; bump on any shape change. */
export const MANIFEST_VERSION = 1;

const manifestEntrySchema = z.strictObject({ id: z.int().positive(), path: z.string() });
export type ManifestEntry = z.infer<typeof manifestEntrySchema>;

/**
 * manifest.json, published with the static tree: the id and path of every quote and author and the
 * slug of every topic, live or retired. The next build compares itself against it, so that a
 * published URL never silently stops working or starts naming something else.
 */
export const manifestSchema = z.strictObject({
  version: z.literal(MANIFEST_VERSION),
  dataset: z.string(),
  quotes: z.array(manifestEntrySchema),
  authors: z.array(manifestEntrySchema),
  topics: z.array(z.string()),
  retired: z.strictObject({ quotes: z.array(manifestEntrySchema), authors: z.array(manifestEntrySchema) }),
});
export type Manifest = z.infer<typeof manifestSchema>;
