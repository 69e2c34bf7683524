import { posix } from 'node:path';
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import type { CatalogData } from '../schema/catalog.ts';
import {
  contentAuthorSchema,
  contentQuoteSchema,
  contentTopicSchema,
  contentTopicsFileSchema,
  RESERVED_QUOTE_PATHS,
  slugSchema,
  type ContentAuthor,
  type ContentTopic,
} from '../schema/content.ts';
import { stripDiacritics } from './collate.ts';
import { compareProblems, describeValue, formatLocation, formatPath, type FieldPath, type Problem } from './problem.ts';
import { recordsFromContent, type AuthorFile } from './records.ts';

/** One file of content/, named by its path relative to where the user runs commands. */
export interface ContentFile {
  readonly file: string;
  readonly text: string;
}

export type ValidationResult =
  | { readonly ok: true; readonly data: CatalogData; readonly authorFiles: AuthorFile[] }
  | { readonly ok: false; readonly problems: Problem[] };

/** A place in a content file, as problems name it. */
type Site = Omit<Problem, 'message'>;

/** A YAML file parsed without syntax errors, able to say on which line any part of its data sits. */
interface SourceFile {
  readonly file: string;
  readonly value: unknown;
  /** Line of the node at `path`, or of its nearest existing ancestor; of the key rather than the value if asked. */
  lineOf(path: FieldPath, of?: 'key' | 'value'): number;
}

const site = (source: SourceFile, path: FieldPath, of?: 'key' | 'value'): Site => ({
  file: source.file,
  line: source.lineOf(path, of),
  field: formatPath(path),
});

const parseYaml = ({ file, text }: ContentFile): { source: SourceFile } | { problems: Problem[] } => {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line;
  if (doc.errors.length > 0) {
    return {
      problems: doc.errors.map((error) => ({
        file,
        line: lineAt(error.pos[0]),
        field: '',
        message: `YAML syntax error: ${error.message}`,
      })),
    };
  }
  const lineOf = (path: FieldPath, of: 'key' | 'value' = 'value'): number => {
    let node: unknown = doc.contents;
    let line = doc.contents ? lineAt(doc.contents.range[0]) : 1;
    for (const [index, segment] of path.entries()) {
      if (isAlias(node)) node = node.resolve(doc);
      let next: unknown;
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
        next = pair && (of === 'key' && index === path.length - 1 ? pair.key : (pair.value ?? pair.key));
      } else if (isSeq(node) && typeof segment === 'number') {
        next = node.items[segment];
      }
      const range = (next as { range?: readonly number[] | null } | undefined)?.range;
      if (!range) break;
      node = next;
      line = lineAt(range[0]!);
    }
    return line;
  };
  // An empty file has no value at all, rather than YAML's null.
  return { source: { file, value: doc.contents ? doc.toJS() : undefined, lineOf } };
};

/** Zod's default messages, rephrased as what was expected, so every message reads "expected …". */
const expectedMessage: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return (
        { object: 'a mapping', array: 'a list', int: 'a whole number' }[issue.expected as string] ??
        `a ${issue.expected}`
      );
    case 'invalid_value':
      return `one of: ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      return `at least ${String(issue.minimum)} ${issue.origin === 'array' ? 'items' : 'characters'}`;
    case 'too_big':
      return `at most ${String(issue.maximum)} ${issue.origin === 'array' ? 'items' : 'characters'}`;
    default:
      return 'a valid value';
  }
};

/** The keys an object schema accepts at `path` inside `schema`. */
const fieldsAt = (schema: z.ZodType, path: FieldPath): string[] => {
  let current: unknown = schema;
  for (const segment of [...path, null]) {
    while (current instanceof z.ZodOptional || current instanceof z.ZodNullable) current = current.unwrap();
    if (segment === null) break;
    if (current instanceof z.ZodObject) current = current.shape[String(segment)];
    else if (current instanceof z.ZodArray) current = current.element;
  }
  return current instanceof z.ZodObject ? Object.keys(current.shape) : [];
};

const valueAt = (value: unknown, path: FieldPath): { found: boolean; value: unknown } => {
  let current = value;
  for (const segment of path) {
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, segment)) {
      return { found: false, value: undefined };
    }
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return { found: true, value: current };
};

interface FileKind<T> {
  readonly schema: z.ZodType<T>;
  /** What the whole file should be, for a file whose top level is of the wrong kind. */
  readonly expected: string;
}

const fieldList = (schema: z.ZodType) => fieldsAt(schema, []).join(', ');

const authorKind: FileKind<ContentAuthor> = {
  schema: contentAuthorSchema,
  expected: `an author: a mapping with the fields ${fieldList(contentAuthorSchema)}`,
};

const topicsKind: FileKind<ContentTopic[]> = {
  schema: contentTopicsFileSchema,
  expected: `a list of topics, each a mapping with the fields ${fieldList(contentTopicSchema)}`,
};

/** Checks one file against its schema: the parsed data, or a problem for every issue, each on its own line. */
const checkSchema = <T>(source: SourceFile, kind: FileKind<T>): { data: T } | { problems: Problem[] } => {
  const result = kind.schema.safeParse(source.value, { error: expectedMessage });
  if (result.success) return { data: result.data };
  const problems = result.error.issues.flatMap((issue): Problem[] => {
    const path = issue.path as FieldPath;
    if (issue.code === 'unrecognized_keys') {
      const expected = fieldsAt(kind.schema, path).join(', ');
      return issue.keys.map((key) => ({
        ...site(source, [...path, key], 'key'),
        message: `unknown field "${key}" (expected one of: ${expected})`,
      }));
    }
    const at = valueAt(source.value, path);
    if (path.length === 0) {
      return [{ ...site(source, path), message: `expected ${kind.expected} (got ${describeValue(at.value)})` }];
    }
    if (!at.found) {
      return [{ ...site(source, path), message: `missing required field "${String(path.at(-1))}"` }];
    }
    return [{ ...site(source, path), message: `expected ${issue.message} (got ${describeValue(at.value)})` }];
  });
  return { problems };
};

/** The value if `schema` accepts it: cross-file checks use every field that is valid on its own. */
const validOrUndefined = <T>(schema: z.ZodType<T>, value: unknown): T | undefined => {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
};

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

interface QuoteFacts {
  readonly index: number;
  readonly id: number | undefined;
  readonly path: string | undefined;
  readonly text: string | undefined;
  /** Every string listed under topics, valid slug or not. */
  readonly topics: readonly string[];
}

interface AuthorFacts {
  readonly source: SourceFile;
  readonly id: number | undefined;
  readonly quotes: readonly QuoteFacts[];
}

const authorFacts = (source: SourceFile): AuthorFacts => {
  const author = asRecord(source.value);
  const quoteShape = contentQuoteSchema.shape;
  return {
    source,
    id: validOrUndefined(contentAuthorSchema.shape.id, author.id),
    quotes: asArray(author.quotes).map((entry, index) => {
      const quote = asRecord(entry);
      return {
        index,
        id: validOrUndefined(quoteShape.id, quote.id),
        path: validOrUndefined(quoteShape.path, quote.path),
        text: validOrUndefined(quoteShape.text, quote.text),
        topics: asArray(quote.topics).filter((slug): slug is string => typeof slug === 'string'),
      };
    }),
  };
};

/** Levenshtein distance: the fewest single-character edits turning `a` into `b`. */
export const editDistance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
};

/** The closest candidate within a third of the word's length in edits (at least one), if any; ties go to the first. */
export const closestMatch = (word: string, candidates: Iterable<string>): string | undefined => {
  const limit = Math.max(1, Math.floor(word.length / 3));
  let best: { candidate: string; distance: number } | undefined;
  for (const candidate of candidates) {
    const distance = editDistance(word, candidate);
    if (distance <= limit && (!best || distance < best.distance)) best = { candidate, distance };
  }
  return best?.candidate;
};

/** What two quotes must share to count as the same: letters and digits, ignoring case, accents and compatibility forms. */
export const foldQuoteText = (text: string): string =>
  stripDiacritics(text.normalize('NFKC').toLowerCase()).replace(/[^\p{L}\p{N}]/gu, '');

/** A problem for every site whose key an earlier site already had, naming where. */
const duplicates = <K>(
  entries: readonly { key: K | undefined; at: Site }[],
  message: (key: K, first: Site) => string,
): Problem[] => {
  const firstSites = new Map<K, Site>();
  const problems: Problem[] = [];
  for (const { key, at } of entries) {
    if (key === undefined) continue;
    const first = firstSites.get(key);
    if (first) problems.push({ ...at, message: message(key, first) });
    else firstSites.set(key, at);
  }
  return problems;
};

const RESERVED: ReadonlySet<string> = new Set(RESERVED_QUOTE_PATHS);

interface TopicsFacts {
  readonly source: SourceFile;
  /** The slug of each entry of the list, where it is a valid slug. */
  readonly slugs: readonly { index: number; slug: string | undefined }[];
}

const crossFileProblems = (
  authors: readonly AuthorFacts[],
  topics: TopicsFacts | undefined,
  allAuthorsRead: boolean,
): Problem[] => {
  const quotes = authors.flatMap(({ source, quotes }) => quotes.map((quote) => ({ source, quote })));
  const quoteSite = (source: SourceFile, quote: QuoteFacts, field: string) =>
    site(source, ['quotes', quote.index, field]);
  const problems: Problem[] = [
    ...duplicates(
      authors.map(({ source, id }) => ({ key: id, at: site(source, ['id']) })),
      (id, first) => `author id ${id} is already used by ${formatLocation(first)} (expected an id no other author has)`,
    ),
    ...duplicates(
      quotes.map(({ source, quote }) => ({ key: quote.id, at: quoteSite(source, quote, 'id') })),
      (id, first) => `quote id ${id} is already used by ${formatLocation(first)} (expected an id no other quote has)`,
    ),
    ...duplicates(
      quotes.map(({ source, quote }) => ({ key: quote.path, at: quoteSite(source, quote, 'path') })),
      (path, first) =>
        `quote path "${path}" is already used by ${formatLocation(first)} (expected a path no other quote has)`,
    ),
    ...duplicates(
      quotes.map(({ source, quote }) => ({
        key: quote.text === undefined ? undefined : foldQuoteText(quote.text),
        at: quoteSite(source, quote, 'text'),
      })),
      (_, first) =>
        `same quote as ${formatLocation(first)} (compared ignoring case, punctuation, spacing and accents; expected each quote once)`,
    ),
  ];

  for (const { source, quote } of quotes) {
    if (quote.path !== undefined && RESERVED.has(quote.path)) {
      problems.push({
        ...quoteSite(source, quote, 'path'),
        message: `quote path "${quote.path}" is reserved (expected any slug except ${RESERVED_QUOTE_PATHS.join(', ')})`,
      });
    }
    problems.push(
      ...duplicates(
        quote.topics.map((slug, index) => ({ key: slug, at: site(source, ['quotes', quote.index, 'topics', index]) })),
        (slug, first) => `topic "${slug}" is listed twice in this quote (first as ${first.field})`,
      ),
    );
  }

  if (topics) {
    const topicSite = (index: number) => site(topics.source, [index, 'slug']);
    problems.push(
      ...duplicates(
        topics.slugs.map(({ index, slug }) => ({ key: slug, at: topicSite(index) })),
        (slug, first) => `topic "${slug}" is already defined at ${formatLocation(first)} (expected each topic once)`,
      ),
    );
    const known = new Set(topics.slugs.flatMap(({ slug }) => (slug === undefined ? [] : [slug])));
    const knownSorted = [...known].sort();
    for (const { source, quote } of quotes) {
      for (const [index, slug] of quote.topics.entries()) {
        if (known.has(slug) || !slugSchema.safeParse(slug).success) continue;
        const suggestion = closestMatch(slug, knownSorted);
        problems.push({
          ...site(source, ['quotes', quote.index, 'topics', index]),
          message: suggestion
            ? `unknown topic "${slug}" (did you mean "${suggestion}"?)`
            : `unknown topic "${slug}" (expected a slug defined in ${topics.source.file})`,
        });
      }
    }
    // Which topics are used is only known when every author file could be read.
    if (allAuthorsRead) {
      const used = new Set(quotes.flatMap(({ quote }) => quote.topics));
      for (const { index, slug } of topics.slugs) {
        if (slug !== undefined && !used.has(slug)) {
          problems.push({
            ...topicSite(index),
            message: `topic "${slug}" has no quotes (expected at least one quote listing it, or remove the topic)`,
          });
        }
      }
    }
  }
  return problems;
};

const AUTHOR_FILE_EXTENSION = '.yaml';

/**
 * Validates the files of a content directory (`contentDir/topics.yaml` and `contentDir/authors/*.yaml`, as
 * paths relative to where the user works) and derives the catalog from them. Reports every problem at once,
 * sorted by file then line.
 */
export const validateContent = (files: readonly ContentFile[], contentDir = 'content'): ValidationResult => {
  const topicsFile = posix.join(contentDir, 'topics.yaml');
  const authorsDir = posix.join(contentDir, 'authors');
  const problems: Problem[] = [];
  const authors: AuthorFacts[] = [];
  const authorFiles: AuthorFile[] = [];
  let topicsFacts: TopicsFacts | undefined;
  let topics: ContentTopic[] | undefined;
  let allAuthorsRead = true;
  let authorFileCount = 0;
  let topicsFileSeen = false;

  for (const content of [...files].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    const file = posix.normalize(content.file);
    const isTopics = file === topicsFile;
    const isAuthor = posix.dirname(file) === authorsDir && file.endsWith(AUTHOR_FILE_EXTENSION);
    if (!isTopics && !isAuthor) {
      problems.push({
        file: content.file,
        line: 0,
        field: '',
        message: `unexpected file (expected ${topicsFile} or ${authorsDir}/<author-path>${AUTHOR_FILE_EXTENSION})`,
      });
      continue;
    }
    const parsed = parseYaml(content);
    if (isTopics) topicsFileSeen = true;
    else authorFileCount++;
    if ('problems' in parsed) {
      problems.push(...parsed.problems);
      if (isAuthor) allAuthorsRead = false;
      continue;
    }
    const { source } = parsed;

    if (isTopics) {
      // Without a list of topics there is nothing to check references against.
      if (Array.isArray(source.value)) {
        topicsFacts = {
          source,
          slugs: source.value.map((entry, index) => ({
            index,
            slug: validOrUndefined(contentTopicSchema.shape.slug, asRecord(entry).slug),
          })),
        };
      }
      const checked = checkSchema(source, topicsKind);
      if ('problems' in checked) problems.push(...checked.problems);
      else topics = checked.data;
      continue;
    }

    authors.push(authorFacts(source));
    const authorPath = posix.basename(file, AUTHOR_FILE_EXTENSION);
    const pathCheck = slugSchema.safeParse(authorPath);
    if (!pathCheck.success) {
      problems.push({
        file: content.file,
        line: 0,
        field: '',
        message: `the file name is the author's path: expected ${pathCheck.error.issues[0]!.message} (got ${describeValue(authorPath)})`,
      });
    }
    const checked = checkSchema(source, authorKind);
    if ('problems' in checked) problems.push(...checked.problems);
    else authorFiles.push({ path: authorPath, author: checked.data });
  }

  if (!topicsFileSeen) {
    problems.push({
      file: topicsFile,
      line: 0,
      field: '',
      message: `file not found (expected ${topicsKind.expected})`,
    });
  }
  if (authorFileCount === 0) {
    problems.push({
      file: authorsDir,
      line: 0,
      field: '',
      message: `no author files (expected one ${authorsDir}/<author-path>${AUTHOR_FILE_EXTENSION} per author)`,
    });
  }
  problems.push(...crossFileProblems(authors, topicsFacts, allAuthorsRead));

  if (problems.length > 0 || !topics) return { ok: false, problems: problems.sort(compareProblems) };
  return { ok: true, data: recordsFromContent(authorFiles, topics), authorFiles };
};
