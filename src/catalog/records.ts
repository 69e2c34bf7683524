import { createHash } from 'node:crypto';
import { CATALOG_DATA_VERSION, type CatalogData } from '../schema/catalog.ts';
import type { ContentAuthor, ContentRetired, ContentTopic } from '../schema/content.ts';
import { catalogRecords } from './derive.ts';

export { fullName } from './derive.ts';

/** One author file of content/: its path is the file name without `.yaml`. */
export interface AuthorFile {
  readonly path: string;
  readonly author: ContentAuthor;
}

/** Derives the API records from validated content. Pure: the same content gives the same data, byte for byte. */
export const recordsFromContent = (
  files: readonly AuthorFile[],
  topics: readonly ContentTopic[],
  retired: readonly ContentRetired[] = [],
): CatalogData => {
  const body = catalogRecords(files, topics, retired);
  const dataset = createHash('sha256').update(JSON.stringify(body)).digest('hex').slice(0, 16);
  return { version: CATALOG_DATA_VERSION, dataset, ...body };
};
