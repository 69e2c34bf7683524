/**
 * From candidates to content: clean texts, parse attributions, drop duplicates, merge authors,
 * assign ids, paths and topics. Pure: the same candidates and date give the same dataset.
 */
import {
  RESERVED_QUOTE_PATHS,
  type AuthorType,
  type ContentAuthor,
  type ContentQuote,
  type ContentTopic,
} from '../../src/schema/content.ts';
import type { AuthorFile } from '../../src/catalog/records.ts';
import { fullName } from '../../src/catalog/records.ts';
import { rewriteAttribution } from './aliases.ts';
import { parseAttribution, type ParsedAuthor } from './attribution.ts';
import { groupAuthors, type Merge } from './authors.ts';
import type { Candidate } from './candidates.ts';
import { foldLabel } from './labels.ts';
import { createSlugAllocator, quotePathBase, slugify } from './slug.ts';
import { foldText, textRejection, tidyQuoteText } from './text.ts';
import { TOPICS, topicsFor } from './topics.ts';

export interface BuildStats {
  readonly candidates: number;
  /** Rejections by reason, in the order they were checked. */
  readonly rejected: ReadonlyMap<string, number>;
  readonly duplicates: number;
  readonly merges: readonly Merge[];
}

export interface Dataset {
  readonly authors: readonly AuthorFile[];
  readonly topics: readonly ContentTopic[];
  readonly stats: BuildStats;
}

interface Kept {
  readonly order: number;
  readonly text: string;
  readonly author: ParsedAuthor;
  readonly sourceTopics: string[];
}

/** How much an attribution tells: a full name beats a bare surname, which beats a work or a saying. */
const attributionScore = (author: ParsedAuthor): number => {
  const byType: Record<AuthorType, number> = {
    person: 3,
    fictional: 2,
    collective: 2,
    work: 2,
    proverb: 2,
    anonymous: 0,
  };
  return byType[author.type] + (author.type === 'person' && author.name ? 1 : 0) + (author.source ? 0.5 : 0);
};

const count = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

export const buildDataset = (candidates: readonly Candidate[], added: string): Dataset => {
  const rejected = new Map<string, number>();
  const byText = new Map<string, Kept>();
  let duplicates = 0;

  candidates.forEach((candidate, order) => {
    const text = tidyQuoteText(candidate.text);
    const textProblem = textRejection(text);
    if (textProblem) return void count(rejected, `text: ${textProblem}`);
    const author = parseAttribution(rewriteAttribution(candidate.attribution));
    if (!author.ok) return void count(rejected, `attribution: ${author.reason}`);
    const key = foldText(text);
    const previous = byText.get(key);
    if (!previous) {
      byText.set(key, { order, text, author, sourceTopics: [...candidate.sourceTopics] });
      return;
    }
    duplicates += 1;
    const sourceTopics = [...new Set([...previous.sourceTopics, ...candidate.sourceTopics])];
    const better = attributionScore(author) > attributionScore(previous.author);
    byText.set(key, better ? { order: previous.order, text, author, sourceTopics } : { ...previous, sourceTopics });
  });

  const kept = [...byText.values()].sort((a, b) => a.order - b.order);
  const { groups, merges } = groupAuthors(kept.map(({ author }) => author));

  // Authors in name order get ids 1, 2, ...; the path is the slug of the full name, suffixed on a clash.
  const orderedGroups = [...groups].sort(
    (a, b) =>
      foldLabel(a.surname).localeCompare(foldLabel(b.surname)) ||
      foldLabel(a.name).localeCompare(foldLabel(b.name)) ||
      a.type.localeCompare(b.type) ||
      a.members[0]! - b.members[0]!,
  );
  const authorPath = createSlugAllocator();
  const quotePath = createSlugAllocator(RESERVED_QUOTE_PATHS);

  // Quotes get ids in source order, so the ids follow the sources and not the author merging.
  const quotes = kept.map((entry, index): ContentQuote => {
    const quote: ContentQuote = {
      id: index + 1,
      path: quotePath(quotePathBase(entry.text)),
      text: entry.text,
      topics: topicsFor(entry.text, entry.sourceTopics),
      added,
    };
    return entry.author.source ? { ...quote, source: entry.author.source } : quote;
  });

  const authors = orderedGroups.map((group, index): AuthorFile => {
    const author: ContentAuthor = {
      id: index + 1,
      name: group.name,
      surname: group.surname,
      type: group.type,
      description: group.description,
      ...(group.aliases.length > 0 ? { aliases: [...group.aliases] } : {}),
      quotes: group.members.map((member) => quotes[member]!),
    };
    return { path: authorPath(slugify(fullName(group.name, group.surname)) || 'author'), author };
  });

  const used = new Set(quotes.flatMap((quote) => quote.topics));
  const topics = TOPICS.filter((topic) => used.has(topic.slug)).map(({ slug, name, description }): ContentTopic => ({
    slug,
    name,
    description,
  }));

  return {
    authors: [...authors].sort((a, b) => a.author.id - b.author.id),
    topics,
    stats: { candidates: candidates.length, rejected, duplicates, merges },
  };
};
