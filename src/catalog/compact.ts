import * as z from 'zod';
import { CATALOG_DATA_VERSION, type CatalogData } from '../schema/catalog.ts';
import { authorTypeSchema, contentRetiredSchema, contentTopicSchema } from '../schema/content.ts';
import { catalogRecords, type RecordQuote, type RecordSource } from './derive.ts';

/**
 * The catalog as the worker downloads it (`_data/catalog.json`): the content the records are
 * derived from, in columns, and nothing derivable. Authors and quotes are columns of the same
 * length; a quote names its author by position and its topics by position, and its date as a day
 * number. Texts and paths are each one string cut at a separator, so that parsing makes two large
 * strings rather than 200,000 small ones, and records slice them.
 *
 * At 100,000 generated quotes the plain records were 37 MiB of JSON and held 180 MiB of heap once
 * indexed, over a Workers isolate's 128 MB; bench/results.json has what this form measures.
 */
export const compactCatalogSchema = z.object({
  version: z.literal(CATALOG_DATA_VERSION),
  dataset: z.string(),
  topics: z.array(contentTopicSchema),
  authors: z.object({
    id: z.array(z.int()),
    path: z.array(z.string()),
    name: z.array(z.string()),
    surname: z.array(z.string()),
    type: z.array(authorTypeSchema),
    description: z.array(z.string().nullable()),
  }),
  quotes: z.object({
    id: z.array(z.int()),
    /** Every path, joined by SEPARATOR. */
    paths: z.string(),
    /** Every text, joined by SEPARATOR. */
    texts: z.string(),
    /** Position of the quote's author in the author columns. */
    author: z.array(z.int().nonnegative()),
    /** Each quote's topic positions, in its order, each list ended by -1. */
    topics: z.array(z.int().min(-1)),
    /** The date the quote was added, in days since 1970-01-01. */
    day: z.array(z.int()),
  }),
  retired: z.array(contentRetiredSchema),
});
export type CompactCatalog = z.infer<typeof compactCatalogSchema>;

/** Cuts the joined texts and paths: a control character no quote text or slug contains. */
const SEPARATOR = '\u001f';
const END_OF_TOPICS = -1;

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string): number => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
const isoDate = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

const joined = (values: readonly string[], what: string): string => {
  const bad = values.find((value) => value.includes(SEPARATOR));
  if (bad !== undefined) throw new Error(`a ${what} contains U+001F, the compact catalog's separator: ${bad}`);
  return values.join(SEPARATOR);
};

export const encodeCatalog = (data: CatalogData): CompactCatalog => {
  const { quotes, authors } = data;
  const authorAt = new Map(authors.map((author, index) => [author.id, index]));
  const topicAt = new Map(data.topics.map((topic, index) => [topic.slug, index]));
  return {
    version: data.version,
    dataset: data.dataset,
    topics: data.topics.map(({ slug, name, description }) => ({ slug, name, description })),
    authors: {
      id: authors.map((author) => author.id),
      path: authors.map((author) => author.path),
      name: authors.map((author) => author.name),
      surname: authors.map((author) => author.surname),
      type: authors.map((author) => author.type),
      description: authors.map((author) => author.description),
    },
    quotes: {
      id: quotes.map((quote) => quote.id),
      paths: joined(
        quotes.map((quote) => quote.path),
        'quote path',
      ),
      texts: joined(
        quotes.map((quote) => quote.quotes),
        'quote text',
      ),
      author: quotes.map((quote) => authorAt.get(quote.author_id)!),
      topics: quotes.flatMap((quote) => [...quote.topics.map((slug) => topicAt.get(slug)!), END_OF_TOPICS]),
      day: data.quoteAdded.map(dayNumber),
    },
    retired: data.retired ?? [],
  };
};

const fail = (message: string): never => {
  throw new Error(`compact catalog: ${message}`);
};

/**
 * The catalog data again, derived by the build's own function: `decodeCatalog(encodeCatalog(data))`
 * equals `data`. Columns of unequal lengths or positions that name nothing fail loudly.
 */
export const decodeCatalog = (compact: CompactCatalog): CatalogData => {
  const { authors: columns, quotes } = compact;
  const paths = quotes.paths.split(SEPARATOR);
  const texts = quotes.texts.split(SEPARATOR);
  const count = quotes.id.length;
  if ([paths, texts, quotes.author, quotes.day].some((column) => column.length !== count))
    fail('the quote columns differ in length');
  if (Object.values(columns).some((column) => column.length !== columns.id.length))
    fail('the author columns differ in length');

  // Quotes added on the same day share one date string.
  const dates = new Map<number, string>();
  const quotesOf: RecordQuote[][] = columns.id.map(() => []);
  let topicAt = 0;
  for (let index = 0; index < count; index++) {
    const topics: string[] = [];
    for (let at = quotes.topics[topicAt++]; at !== END_OF_TOPICS; at = quotes.topics[topicAt++]) {
      topics.push(compact.topics[at ?? fail('the topic lists end early')]?.slug ?? fail(`no topic at ${at}`));
    }
    const day = quotes.day[index]!;
    let added = dates.get(day);
    if (added === undefined) dates.set(day, (added = isoDate(day)));
    const authorQuotes = quotesOf[quotes.author[index]!] ?? fail(`no author at ${quotes.author[index]}`);
    authorQuotes.push({ id: quotes.id[index]!, path: paths[index]!, text: texts[index]!, topics, added });
  }
  const sources: RecordSource[] = columns.id.map((id, at) => ({
    path: columns.path[at]!,
    author: {
      id,
      name: columns.name[at]!,
      surname: columns.surname[at]!,
      type: columns.type[at]!,
      description: columns.description[at]!,
      quotes: quotesOf[at]!,
    },
  }));
  return {
    version: compact.version,
    dataset: compact.dataset,
    ...catalogRecords(sources, compact.topics, compact.retired),
  };
};
