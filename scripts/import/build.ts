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
import { findNearDuplicates } from '../../src/catalog/near-duplicates.ts';
import { foldQuoteText } from '../../src/catalog/validate.ts';
import { isKnownVariant } from './variants.ts';
import { textRejection, tidyQuoteText } from './text.ts';
import { TOPICS, topicsFor } from './topics.ts';

export interface BuildStats {
  readonly candidates: number;
  /** Rejections by reason, in the order they were checked. */
  readonly rejected: ReadonlyMap<string, number>;
  readonly duplicates: number;
  /** Texts that nearly repeated an earlier one (a word or a few letters apart), merged into it. */
  readonly nearDuplicates: number;
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
  /** Earlier kept texts this one resembles but is a different quote from (indexes into the kept list). */
  readonly distinctFrom?: readonly number[];
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

/**
 * Folds each text that nearly repeats an earlier one (the catalog's near-duplicate rule, the one
 * `npm run check` enforces) into that earlier text, which keeps its wording and gains the topics;
 * a known variant instead stays, marked as a different quote from the text it resembles.
 */
const mergeNearDuplicates = (entries: readonly Kept[]): { kept: Kept[]; nearDuplicates: number } => {
  const matches = findNearDuplicates(entries.map((entry) => entry.text));
  const mergedInto = new Map<number, number>();
  const distinctFrom = new Map<number, number[]>();
  for (const { index, original } of matches) {
    if (isKnownVariant(entries[index]!.text) || isKnownVariant(entries[original]!.text)) {
      distinctFrom.set(index, [...(distinctFrom.get(index) ?? []), original]);
    } else {
      mergedInto.set(index, mergedInto.get(original) ?? original);
    }
  }
  const topics = entries.map((entry) => [...entry.sourceTopics]);
  for (const [index, original] of mergedInto) topics[original] = [...new Set([...topics[original]!, ...topics[index]!])];
  const newIndex = new Map<number, number>();
  const kept: Kept[] = [];
  entries.forEach((entry, index) => {
    if (mergedInto.has(index)) return;
    newIndex.set(index, kept.length);
    const earlier = distinctFrom.get(index)?.filter((original) => !mergedInto.has(original));
    kept.push({
      ...entry,
      sourceTopics: topics[index]!,
      ...(earlier?.length ? { distinctFrom: earlier.map((original) => newIndex.get(original)!) } : {}),
    });
  });
  return { kept, nearDuplicates: mergedInto.size };
};

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
    const key = foldQuoteText(text);
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

  const { kept, nearDuplicates } = mergeNearDuplicates([...byText.values()].sort((a, b) => a.order - b.order));
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
  const quotes: ContentQuote[] = [];
  for (const [index, entry] of kept.entries()) {
    const quote: ContentQuote = {
      id: index + 1,
      path: quotePath(quotePathBase(entry.text)),
      text: entry.text,
      topics: topicsFor(entry.text, entry.sourceTopics),
      added,
      ...(entry.author.source ? { source: entry.author.source } : {}),
      ...(entry.distinctFrom ? { not_duplicate_of: entry.distinctFrom.map((earlier) => quotes[earlier]!.path) } : {}),
    };
    quotes.push(quote);
  }

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
    stats: { candidates: candidates.length, rejected, duplicates, nearDuplicates, merges },
  };
};
