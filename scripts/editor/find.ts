/** Finding what an editor means: authors by name, path or alias, topics by slug or name, forgiving typos. */
import { stripDiacritics } from '../../src/catalog/collate.ts';
import { closestMatch, editDistance } from '../../src/catalog/validate.ts';
import type { ContentTopic } from '../../src/schema/content.ts';
import type { AuthorRecord } from '../../src/schema/records.ts';

/** Lowercase words without accents or punctuation: "  Čapek,  Karel " → "capek karel". */
export const searchKey = (text: string): string =>
  stripDiacritics(text.toLowerCase())
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** An author with every name it answers to. */
export interface AuthorEntry {
  readonly author: AuthorRecord;
  readonly aliases: readonly string[];
}

const namesOf = ({ author, aliases }: AuthorEntry): string[] =>
  [author.full_name, author.path.replace(/-/g, ' '), ...aliases].map(searchKey);

/** How well a query matches a name: lower is better, undefined is no match. */
const matchScore = (query: string, name: string): number | undefined => {
  if (name === query) return 0;
  if (name.startsWith(query)) return 1;
  const words = name.split(' ');
  if (query.split(' ').every((part) => words.some((word) => word.startsWith(part)))) return 2;
  if (name.includes(query)) return 3;
  const distance = editDistance(query, name);
  return distance <= Math.max(1, Math.floor(name.length / 4)) ? 3 + distance : undefined;
};

export type AuthorMatch =
  | { readonly kind: 'exact'; readonly authors: readonly AuthorEntry[] }
  | { readonly kind: 'similar'; readonly authors: readonly AuthorEntry[] };

const SIMILAR_SHOWN = 8;

/**
 * The authors a query names: those whose full name, path or an alias it spells exactly (ignoring case,
 * accents and punctuation), else up to 8 similar ones (prefixes, words in any order, typos), best first,
 * ties by most quotes.
 */
export const findAuthors = (query: string, entries: readonly AuthorEntry[]): AuthorMatch => {
  const key = searchKey(query);
  const exact = entries.filter((entry) => namesOf(entry).includes(key));
  if (exact.length > 0 || key === '') return { kind: 'exact', authors: exact };
  const scored = entries.flatMap((entry) => {
    const scores = namesOf(entry).flatMap((name) => matchScore(key, name) ?? []);
    return scores.length > 0 ? [{ entry, score: Math.min(...scores) }] : [];
  });
  scored.sort((a, b) => a.score - b.score || b.entry.author.quote_count - a.entry.author.quote_count);
  return { kind: 'similar', authors: scored.slice(0, SIMILAR_SHOWN).map(({ entry }) => entry) };
};

export type TopicMatch = { readonly topic: ContentTopic } | { readonly error: string };

/** A topic by slug or name, or a unique prefix of one; else an error with the closest topic, if any. */
export const findTopic = (input: string, topics: readonly ContentTopic[]): TopicMatch => {
  const key = searchKey(input);
  const keysOf = (topic: ContentTopic) => [searchKey(topic.slug), searchKey(topic.name)];
  const exact = topics.find((topic) => keysOf(topic).includes(key));
  if (exact) return { topic: exact };
  const prefixed = topics.filter((topic) => key !== '' && keysOf(topic).some((name) => name.startsWith(key)));
  if (prefixed.length === 1) return { topic: prefixed[0]! };
  if (prefixed.length > 1) {
    return { error: `"${input}" could be any of: ${prefixed.map((topic) => topic.slug).join(', ')}` };
  }
  const suggestion = closestMatch(
    key.replace(/ /g, '-'),
    topics.map((topic) => topic.slug),
  );
  return {
    error: suggestion ? `unknown topic "${input}" (did you mean "${suggestion}"?)` : `unknown topic "${input}"`,
  };
};

/** Every topic of a comma-separated list, or every problem with it. */
export const findTopics = (
  list: string,
  topics: readonly ContentTopic[],
): { readonly slugs: string[] } | { readonly errors: string[] } => {
  const parts = list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { errors: ['at least one topic is needed'] };
  const found = parts.map((part) => findTopic(part, topics));
  const errors = found.flatMap((match) => ('error' in match ? [match.error] : []));
  if (errors.length > 0) return { errors };
  return { slugs: [...new Set(found.map((match) => ('topic' in match ? match.topic.slug : '')))] };
};
