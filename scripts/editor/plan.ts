/** What a new quote or author gets: ids, paths, and whether its text is already in the dataset. Pure. */
import { LineCounter, parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import { nearDuplicateOf, type Likeness } from '../../src/catalog/near-duplicates.ts';
import { foldQuoteText } from '../../src/catalog/validate.ts';
import type { CatalogData } from '../../src/schema/catalog.ts';
import { RESERVED_QUOTE_PATHS } from '../../src/schema/content.ts';
import type { QuoteRecord } from '../../src/schema/records.ts';
import { quotePathBase, slugify } from '../import/slug.ts';

const retiredOf = (data: CatalogData, kind: 'quote' | 'author') =>
  (data.retired ?? []).filter((entry) => entry.kind === kind);

/** One more than the highest id ever used, retired ids included: ids are never reused. */
export const nextId = (data: CatalogData, kind: 'quote' | 'author'): number => {
  const live = kind === 'quote' ? data.quotes : data.authors;
  return Math.max(0, ...live.map(({ id }) => id), ...retiredOf(data, kind).map(({ id }) => id)) + 1;
};

/** `base`, or `base-2`, `base-3`, … : the first that is not taken. */
const firstFree = (base: string, taken: ReadonlySet<string>): string => {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix++) if (!taken.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
};

/** A path from the quote's first meaningful words, unused by any quote (live or retired) and not reserved. */
export const newQuotePath = (text: string, data: CatalogData): string =>
  firstFree(
    quotePathBase(text),
    new Set([
      ...data.quotes.map(({ path }) => path),
      ...retiredOf(data, 'quote').map(({ path }) => path),
      ...RESERVED_QUOTE_PATHS,
    ]),
  );

/** A path from the author's full name (or `author-<id>` when it has no Latin letters), unused by any author. */
export const newAuthorPath = (fullName: string, id: number, data: CatalogData): string =>
  firstFree(
    slugify(fullName) || `author-${id}`,
    new Set([...data.authors.map(({ path }) => path), ...retiredOf(data, 'author').map(({ path }) => path)]),
  );

export type Duplicate =
  | { readonly kind: 'exact'; readonly quote: QuoteRecord }
  | { readonly kind: 'near'; readonly quote: QuoteRecord; readonly likeness: Likeness };

/** The quote a new text repeats: the same letters, else nearly the same text (by the rules of npm run check). */
export const findDuplicate = (text: string, data: CatalogData): Duplicate | undefined => {
  const folded = foldQuoteText(text);
  const exact = data.quotes.find((quote) => foldQuoteText(quote.quotes) === folded);
  if (exact) return { kind: 'exact', quote: exact };
  const near = nearDuplicateOf(
    text,
    data.quotes.map((quote) => quote.quotes),
  );
  return near && { kind: 'near', quote: data.quotes[near.original]!, likeness: near };
};

/** 1-based line where the quote with `id` starts in an author file's text (0 if it is not there). */
export const quoteLine = (fileText: string, id: number): number => {
  const lineCounter = new LineCounter();
  const doc = parseDocument(fileText, { lineCounter });
  const quotes = doc.get('quotes', true) as YAMLSeq<YAMLMap> | undefined;
  const node = quotes?.items.find((item) => Number(item.get?.('id')) === id);
  return node?.range ? lineCounter.linePos(node.range[0]).line : 0;
};
