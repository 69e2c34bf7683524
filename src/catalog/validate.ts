import { posix } from 'node:path';
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import * as z from 'zod';
import type { CatalogData } from '../schema/catalog.ts';
import {
  contentAuthorSchema,
  contentQuoteSchema,
  contentRetiredFileSchema,
  contentRetiredSchema,
  contentTopicSchema,
  contentTopicsFileSchema,
  RESERVED_QUOTE_PATHS,
  slugSchema,
  type AuthorType,
  type ContentAuthor,
  type ContentRetired,
  type ContentTopic,
} from '../schema/content.ts';
import { stripDiacritics } from './collate.ts';
import { findNearDuplicates, type Likeness } from './near-duplicates.ts';
import { compareProblems, describeValue, formatLocation, formatPath, type FieldPath, type Problem } from './problem.ts';
import { recordsFromContent, type AuthorFile } from './records.ts';

/** One file of content/, named by its path relative to where the user runs commands. */
export interface ContentFile {
  readonly file: string;
  readonly text: string;
}

/**
 * The catalog, or every problem. Warnings (things that look wrong but may be right, such as an
 * author name with a comma) come either way and never make content invalid.
 */
export type ValidationResult =
  | { readonly ok: true; readonly data: CatalogData; readonly authorFiles: AuthorFile[]; readonly warnings: Problem[] }
  | { readonly ok: false; readonly problems: Problem[]; readonly warnings: Problem[] };

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

const retiredKind: FileKind<ContentRetired[]> = {
  schema: contentRetiredFileSchema,
  expected: `a list of retired quotes and authors, each a mapping with the fields ${fieldList(contentRetiredSchema)}`,
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
  /** Every string listed under not_duplicate_of. */
  readonly notDuplicateOf: readonly string[];
}

interface AuthorFacts {
  readonly source: SourceFile;
  /** The author's path (the file name), where it is a valid slug. */
  readonly path: string | undefined;
  readonly id: number | undefined;
  readonly quotes: readonly QuoteFacts[];
}

const strings = (value: unknown): string[] => asArray(value).filter((item): item is string => typeof item === 'string');

const authorFacts = (source: SourceFile, path: string | undefined): AuthorFacts => {
  const author = asRecord(source.value);
  const quoteShape = contentQuoteSchema.shape;
  return {
    source,
    path,
    id: validOrUndefined(contentAuthorSchema.shape.id, author.id),
    quotes: asArray(author.quotes).map((entry, index) => {
      const quote = asRecord(entry);
      return {
        index,
        id: validOrUndefined(quoteShape.id, quote.id),
        path: validOrUndefined(quoteShape.path, quote.path),
        text: validOrUndefined(quoteShape.text, quote.text),
        topics: strings(quote.topics),
        notDuplicateOf: strings(quote.not_duplicate_of),
      };
    }),
  };
};

interface RetiredFacts {
  readonly source: SourceFile;
  /** Each entry's fields, where valid on their own. */
  readonly entries: readonly {
    readonly index: number;
    readonly kind: ContentRetired['kind'] | undefined;
    readonly id: number | undefined;
    readonly path: string | undefined;
    readonly replacedBy: string | undefined;
  }[];
}

const retiredFacts = (source: SourceFile): RetiredFacts => {
  const shape = contentRetiredSchema.shape;
  return {
    source,
    entries: asArray(source.value).map((entry, index) => {
      const retired = asRecord(entry);
      return {
        index,
        kind: validOrUndefined(shape.kind, retired.kind),
        id: validOrUndefined(shape.id, retired.id),
        path: validOrUndefined(shape.path, retired.path),
        replacedBy: validOrUndefined(shape.replaced_by, retired.replaced_by),
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

type Located = { readonly source: SourceFile; readonly quote: QuoteFacts };

const locatedSite = ({ source, quote }: Located, field: string): Site => site(source, ['quotes', quote.index, field]);

const describeLikeness = ({ edits, wordOverlap }: Likeness): string => {
  if (edits !== undefined) return `${edits} letter${edits === 1 ? '' : 's'} apart`;
  if (wordOverlap === 1) return 'the same words, differently arranged';
  return `${Math.floor(wordOverlap * 100)}% of their words in common`;
};

/** A problem for every quote that nearly repeats an earlier one, unless either lists the other as not a duplicate. */
const nearDuplicateProblems = (quotes: readonly Located[]): Problem[] => {
  const withText = quotes.filter(({ quote }) => quote.text !== undefined);
  const lists = (a: QuoteFacts, b: QuoteFacts) => b.path !== undefined && a.notDuplicateOf.includes(b.path);
  const distinct = (a: number, b: number) => {
    const [first, second] = [withText[a]!.quote, withText[b]!.quote];
    return lists(first, second) || lists(second, first);
  };
  return findNearDuplicates(
    withText.map(({ quote }) => quote.text!),
    distinct,
  ).map(({ index, original, ...likeness }) => {
    const later = withText[index]!;
    const first = withText[original]!;
    const escape =
      first.quote.path === undefined
        ? ''
        : `; if they are different quotes, add not_duplicate_of: [${first.quote.path}] to this one`;
    return {
      ...locatedSite(later, 'text'),
      message: `nearly the same quote as ${formatLocation(locatedSite(first, 'text'))} (${describeLikeness(likeness)}; expected each quote once${escape})`,
    };
  });
};

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

  problems.push(...nearDuplicateProblems(quotes));
  const quotePaths = new Set(quotes.flatMap(({ quote }) => (quote.path === undefined ? [] : [quote.path])));
  for (const { source, quote } of quotes) {
    for (const [index, path] of quote.notDuplicateOf.entries()) {
      if (quotePaths.has(path) && path !== quote.path) continue;
      problems.push({
        ...site(source, ['quotes', quote.index, 'not_duplicate_of', index]),
        message: `"${path}" is ${path === quote.path ? "this quote's own path" : 'not the path of any quote'} (expected the path of the other quote the near-duplicate check named)`,
      });
    }
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

/**
 * Retired ids and paths stay reserved: no live quote or author may take them, each is retired once,
 * and a replacement names a live quote or author of the same kind.
 */
const retiredProblems = (authors: readonly AuthorFacts[], retired: RetiredFacts): Problem[] => {
  const { entries } = retired;
  const fieldSite = (index: number, field: string) => site(retired.source, [index, field]);
  const problems: Problem[] = [
    ...duplicates(
      entries.map((entry) => ({
        key: entry.kind && entry.id !== undefined ? `${entry.kind} id ${entry.id}` : undefined,
        at: fieldSite(entry.index, 'id'),
      })),
      (key, first) => `${key} is already retired at ${formatLocation(first)} (expected each retirement once)`,
    ),
    ...duplicates(
      entries.map((entry) => ({
        key: entry.kind && entry.path !== undefined ? `${entry.kind} path "${entry.path}"` : undefined,
        at: fieldSite(entry.index, 'path'),
      })),
      (key, first) => `${key} is already retired at ${formatLocation(first)} (expected each retirement once)`,
    ),
  ];

  const quotes = authors.flatMap(({ source, quotes }) => quotes.map((quote) => ({ source, quote })));
  const live = {
    quote: {
      ids: quotes.map(({ source, quote }) => ({ value: quote.id, at: site(source, ['quotes', quote.index, 'id']) })),
      paths: quotes.map(({ source, quote }) => ({
        value: quote.path,
        at: site(source, ['quotes', quote.index, 'path']),
      })),
    },
    author: {
      ids: authors.map(({ source, id }) => ({ value: id, at: site(source, ['id']) })),
      paths: authors.map(({ source, path }) => ({ value: path, at: { file: source.file, line: 0, field: '' } })),
    },
  };
  for (const kind of ['quote', 'author'] as const) {
    const ofKind = entries.filter((entry) => entry.kind === kind);
    const everyId = [...live[kind].ids.map(({ value }) => value), ...ofKind.map(({ id }) => id)];
    const nextId = Math.max(0, ...everyId.filter((id): id is number => id !== undefined)) + 1;
    const retiredIds = new Map(ofKind.map((entry) => [entry.id, entry]));
    const retiredPaths = new Map(ofKind.map((entry) => [entry.path, entry]));
    for (const { value, at } of live[kind].ids) {
      const entry = value === undefined ? undefined : retiredIds.get(value);
      if (!entry) continue;
      problems.push({
        ...at,
        message: `${kind} id ${value} belongs to the ${kind} retired at ${formatLocation(fieldSite(entry.index, 'id'))}; retired ids are never reused (expected a new id, such as ${nextId})`,
      });
    }
    for (const { value, at } of live[kind].paths) {
      const entry = value === undefined ? undefined : retiredPaths.get(value);
      if (!entry) continue;
      problems.push({
        ...at,
        message: `${kind} path "${value}" belongs to the ${kind} retired at ${formatLocation(fieldSite(entry.index, 'path'))}; retired paths are never reused (expected another path)`,
      });
    }
    const livePaths = new Set(live[kind].paths.map(({ value }) => value));
    for (const entry of ofKind) {
      if (entry.replacedBy === undefined || livePaths.has(entry.replacedBy)) continue;
      problems.push({
        ...fieldSite(entry.index, 'replaced_by'),
        message: `replaced_by "${entry.replacedBy}" is not the path of any ${kind} (expected the path of the live ${kind} that replaces this one)`,
      });
    }
  }
  return problems;
};

/** A comma, except before a generational suffix ("Martin Luther King, Jr."). */
const ATTRIBUTION_COMMA = /,(?!\s*(?:Jr|Sr)\.?$|\s*(?:II|III|IV)$)/;
const QUOTE_MARKS = /["“”„«»]|^['‘]|['’]$/;
const DIGITS = /\p{N}/u;

/** What makes a name look like an attribution rather than a name, and for which types of author. */
const SUSPICIOUS_NAMES: readonly { pattern: RegExp; what: string; types: readonly AuthorType[] }[] = [
  { pattern: ATTRIBUTION_COMMA, what: 'a comma', types: ['person', 'collective', 'fictional', 'proverb', 'anonymous'] },
  { pattern: DIGITS, what: 'digits (a year?)', types: ['person'] },
  {
    pattern: QUOTE_MARKS,
    what: 'quote marks',
    types: ['person', 'collective', 'fictional', 'work', 'proverb', 'anonymous'],
  },
];

/** Warnings for names that look like an attribution ("Mark Twain, letter, 1887") rather than a name. */
const attributionWarnings = (source: SourceFile): Problem[] => {
  const author = asRecord(source.value);
  const type = validOrUndefined(contentAuthorSchema.shape.type, author.type) ?? 'person';
  const warnings: Problem[] = [];
  for (const field of ['name', 'surname'] as const) {
    const value = author[field];
    if (typeof value !== 'string') continue;
    const found = SUSPICIOUS_NAMES.filter(({ pattern, types }) => types.includes(type) && pattern.test(value));
    if (found.length === 0) continue;
    warnings.push({
      ...site(source, [field]),
      message: `the ${field} ${describeValue(value)} has ${found.map(({ what }) => what).join(' and ')}: is part of it an attribution rather than the name? (expected just the name; a work, date or occasion goes in the quote's source)`,
    });
  }
  return warnings;
};

const AUTHOR_FILE_EXTENSION = '.yaml';

/** Quotes and authors taken out of the dataset; optional. */
export const RETIRED_FILE = 'retired.yaml';

/**
 * Validates the files of a content directory (`contentDir/topics.yaml`, `contentDir/authors/*.yaml` and the
 * optional `contentDir/retired.yaml`, as paths relative to where the user works) and derives the catalog from
 * them. Reports every problem at once, sorted by file then line.
 */
export const validateContent = (files: readonly ContentFile[], contentDir = 'content'): ValidationResult => {
  const topicsFile = posix.join(contentDir, 'topics.yaml');
  const retiredFile = posix.join(contentDir, RETIRED_FILE);
  const authorsDir = posix.join(contentDir, 'authors');
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const authors: AuthorFacts[] = [];
  const authorFiles: AuthorFile[] = [];
  let topicsFacts: TopicsFacts | undefined;
  let topics: ContentTopic[] | undefined;
  let retirement: RetiredFacts | undefined;
  let retired: ContentRetired[] = [];
  let allAuthorsRead = true;
  let authorFileCount = 0;
  let topicsFileSeen = false;

  for (const content of [...files].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))) {
    const file = posix.normalize(content.file);
    const isTopics = file === topicsFile;
    const isRetired = file === retiredFile;
    const isAuthor = posix.dirname(file) === authorsDir && file.endsWith(AUTHOR_FILE_EXTENSION);
    if (!isTopics && !isAuthor && !isRetired) {
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
    if (isAuthor) authorFileCount++;
    if ('problems' in parsed) {
      problems.push(...parsed.problems);
      if (isAuthor) allAuthorsRead = false;
      continue;
    }
    const { source } = parsed;

    if (isRetired) {
      // A file of nothing but comments retires nothing.
      if (source.value === undefined) continue;
      retirement = retiredFacts(source);
      const checked = checkSchema(source, retiredKind);
      if ('problems' in checked) problems.push(...checked.problems);
      else retired = checked.data;
      continue;
    }

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

    const authorPath = posix.basename(file, AUTHOR_FILE_EXTENSION);
    const pathCheck = slugSchema.safeParse(authorPath);
    authors.push(authorFacts(source, pathCheck.success ? authorPath : undefined));
    warnings.push(...attributionWarnings(source));
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
  if (retirement) problems.push(...retiredProblems(authors, retirement));

  warnings.sort(compareProblems);
  if (problems.length > 0 || !topics) return { ok: false, problems: problems.sort(compareProblems), warnings };
  return { ok: true, data: recordsFromContent(authorFiles, topics, retired), authorFiles, warnings };
};
