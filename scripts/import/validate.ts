/** Checks a written dataset the way the catalog will read it, and reports every problem at once. */
import {
  RESERVED_QUOTE_PATHS,
  SLUG_PATTERN,
  contentAuthorSchema,
  contentTopicsFileSchema,
} from '../../src/schema/content.ts';
import { foldText } from './text.ts';

export interface ContentFiles {
  /** Author files by path (the file name without `.yaml`), each parsed from YAML but not yet validated. */
  readonly authors: ReadonlyMap<string, unknown>;
  readonly topics: unknown;
}

const issuesOf = (where: string, error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] }) =>
  error.issues.map((issue) => `${where}: ${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`);

/** Every problem with the files: schema errors, clashing ids or paths, duplicate texts, unknown or unused topics. */
export const validateContent = (files: ContentFiles): string[] => {
  const problems: string[] = [];
  const topicsResult = contentTopicsFileSchema.safeParse(files.topics);
  if (!topicsResult.success) problems.push(...issuesOf('topics.yaml', topicsResult.error));
  const topicSlugs = new Set(topicsResult.success ? topicsResult.data.map((topic) => topic.slug) : []);
  const usedTopics = new Set<string>();

  const authorIds = new Map<number, string>();
  const quoteIds = new Map<number, string>();
  const quotePaths = new Map<string, string>();
  const texts = new Map<string, string>();
  for (const [path, raw] of files.authors) {
    const where = `authors/${path}.yaml`;
    if (!SLUG_PATTERN.test(path)) problems.push(`${where}: the file name is not a lowercase ASCII slug`);
    const result = contentAuthorSchema.safeParse(raw);
    if (!result.success) {
      problems.push(...issuesOf(where, result.error));
      continue;
    }
    const author = result.data;
    const clash = authorIds.get(author.id);
    if (clash) problems.push(`${where}: author id ${author.id} is also the id of ${clash}`);
    authorIds.set(author.id, where);
    author.quotes.forEach((quote, index) => {
      const at = `${where}: quotes.${index}`;
      const idClash = quoteIds.get(quote.id);
      if (idClash) problems.push(`${at}: quote id ${quote.id} is also used in ${idClash}`);
      quoteIds.set(quote.id, at);
      const pathClash = quotePaths.get(quote.path);
      if (pathClash) problems.push(`${at}: quote path "${quote.path}" is also used in ${pathClash}`);
      quotePaths.set(quote.path, at);
      if ((RESERVED_QUOTE_PATHS as readonly string[]).includes(quote.path))
        problems.push(`${at}: "${quote.path}" is reserved and cannot be a quote path`);
      const fold = foldText(quote.text);
      const textClash = texts.get(fold);
      if (textClash) problems.push(`${at}: the same text as ${textClash}`);
      texts.set(fold, at);
      for (const slug of quote.topics) {
        usedTopics.add(slug);
        if (topicsResult.success && !topicSlugs.has(slug))
          problems.push(`${at}: topic "${slug}" is not in topics.yaml`);
      }
    });
  }
  for (const slug of topicSlugs) if (!usedTopics.has(slug)) problems.push(`topics.yaml: topic "${slug}" has no quotes`);
  return problems;
};
