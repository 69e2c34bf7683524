import type { AuthorRecord, Suggestion } from '../schema/records.ts';
import { compareTerms } from './codec.ts';
import type { QueryPlan } from './query.ts';
import type { Ranked } from './rank.ts';
import { tokenize } from './text.ts';

/** At most this many topics and authors come before the query completions, unless those run out. */
const TOPIC_SLOTS = 2;
const AUTHOR_SLOTS = 3;

export interface SuggestionSources {
  readonly plan: QueryPlan;
  readonly limit: number;
  readonly topics: readonly { readonly slug: string; readonly name: string }[];
  /** Quotes matching every word, the last as a prefix, without typos. */
  readonly completions: readonly Ranked[];
  /** Authors matching the query, best first. */
  readonly authors: readonly Ranked[];
  readonly authorRecords: (ids: readonly number[]) => Promise<AuthorRecord[]>;
}

/** Topics whose name has, for every word of the query, a word beginning with it. */
const matchingTopics = (plan: QueryPlan, topics: SuggestionSources['topics']): Suggestion[] =>
  topics
    .filter((topic) => {
      const words = tokenize(topic.name);
      return plan.terms.every(({ term }) => words.some((word) => word.startsWith(term)));
    })
    .map((topic) => ({ text: topic.name, type: 'topic', path: topic.slug }));

/**
 * Completions of the last word: the indexed words it begins that occur with all the others, by
 * the summed score of the quotes they occur in, each as the whole query with that word finished.
 */
const queryCompletions = (plan: QueryPlan, completions: readonly Ranked[]): Suggestion[] => {
  const last = plan.words.at(-1);
  if (last === undefined || !plan.terms.find(({ term }) => term === last)?.prefix) return [];
  const scores = new Map<string, number>();
  for (const result of completions) {
    for (const term of Object.keys(result.match)) {
      if (term !== last && term.startsWith(last)) scores.set(term, (scores.get(term) ?? 0) + result.score);
    }
  }
  const before = plan.words.slice(0, -1);
  return [...scores]
    .sort(([a, x], [b, y]) => y - x || compareTerms(a, b))
    .map(([term]) => ({ text: [...before, term].join(' '), type: 'query' }));
};

/** Topics, then authors, then query completions, each group best first, `limit` in all. */
export const suggestions = async (sources: SuggestionSources): Promise<Suggestion[]> => {
  const { plan, limit } = sources;
  const topics = matchingTopics(plan, sources.topics);
  const authors = sources.authors.filter((author) => author.coverage === plan.terms.length);
  const queries = queryCompletions(plan, sources.completions);

  let topicCount = Math.min(topics.length, TOPIC_SLOTS, limit);
  let authorCount = Math.min(authors.length, AUTHOR_SLOTS, limit - topicCount);
  const queryCount = Math.min(queries.length, limit - topicCount - authorCount);
  const spare = limit - topicCount - authorCount - queryCount;
  const moreAuthors = Math.min(authors.length - authorCount, spare);
  authorCount += moreAuthors;
  topicCount += Math.min(topics.length - topicCount, spare - moreAuthors);

  const authorRecords = await sources.authorRecords(authors.slice(0, authorCount).map((author) => author.id));
  return [
    ...topics.slice(0, topicCount),
    ...authorRecords.map((author): Suggestion => ({ text: author.full_name, type: 'author', path: author.path })),
    ...queries.slice(0, queryCount),
  ];
};
