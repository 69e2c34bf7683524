/**
 * Editing content files as YAML documents, so that everything already in a file (order, comments,
 * quoting, flow or block lists) stays as it was and only the new quote is added.
 */
import { Document, isMap, isSeq, LineCounter, parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import type { ContentAuthor, ContentQuote } from '../../src/schema/content.ts';

/** The options every content file is written with: no line folding, two-space indents, `[a, b]` flow lists. */
const WRITE_OPTIONS = { lineWidth: 0, minContentWidth: 0, indent: 2, flowCollectionPadding: false } as const;

/** A content file as it will be written, and the line where the new quote starts. */
export interface Edited {
  readonly text: string;
  readonly line: number;
}

/** The quote's fields in the order content files list them; absent optional fields left out. */
const orderedQuote = (quote: ContentQuote): Record<string, unknown> => {
  const { id, path, text, topics, added, source, not_duplicate_of } = quote;
  return {
    id,
    path,
    text,
    topics,
    added,
    ...(source === undefined ? {} : { source }),
    ...(not_duplicate_of === undefined ? {} : { not_duplicate_of }),
  };
};

/** 1-based line where the last item of the author's quotes starts. */
const lastQuoteLine = (text: string): number => {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const quotes = doc.get('quotes', true) as YAMLSeq | undefined;
  const last = quotes?.items.at(-1) as YAMLMap | undefined;
  return last?.range ? lineCounter.linePos(last.range[0]).line : 0;
};

/** Appends a quote to an author file's text; its lists take the style of the topics of the quote before it. */
export const appendQuote = (fileText: string, quote: ContentQuote): Edited => {
  const doc = parseDocument(fileText);
  if (doc.errors.length > 0) throw new Error(`cannot edit: ${doc.errors[0]!.message}`);
  const quotes = doc.get('quotes', true);
  if (!isSeq(quotes)) throw new Error('cannot edit: the file has no list of quotes');
  const node = doc.createNode(orderedQuote(quote)) as YAMLMap;
  const previous = quotes.items.at(-1);
  const previousTopics = isMap(previous) ? previous.get('topics', true) : undefined;
  const flow = isSeq(previousTopics) && previousTopics.flow === true;
  for (const pair of node.items) if (isSeq(pair.value)) pair.value.flow = flow;
  quotes.items.push(node);
  const text = doc.toString(WRITE_OPTIONS);
  return { text, line: lastQuoteLine(text) };
};

/** A new author file holding its first quote. */
export const newAuthorFile = (author: ContentAuthor): Edited => {
  const { id, name, surname, type, description, aliases, quotes } = author;
  const doc = new Document({
    id,
    name,
    surname,
    type,
    description,
    ...(aliases === undefined ? {} : { aliases }),
    quotes: quotes.map(orderedQuote),
  });
  const text = doc.toString(WRITE_OPTIONS);
  return { text, line: lastQuoteLine(text) };
};
