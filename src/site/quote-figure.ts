/**
 * A quote as the site shows it: the text, then its author and topics, and a link to its JSON.
 *
 * The site's scripts fill elements with `replaceChildren`, never `append`: the project type-checks
 * with Cloudflare's Workers types, whose HTMLRewriter `Element` redeclares `append`, `before`,
 * `after` and `remove` with other signatures than the DOM's.
 */
import type { QuoteRecord } from '../schema/records.ts';

/** How a piece of text becomes nodes: plain by default, with marks in search results. */
export type Format = (text: string) => Node;

const plain: Format = (text) => document.createTextNode(text);

export const authorName = (quote: QuoteRecord): string =>
  [quote.author_name, quote.author_surname].filter((part) => part !== '').join(' ');

export const quoteFigure = (quote: QuoteRecord, format: Format = plain): HTMLElement => {
  const figure = document.createElement('figure');
  figure.className = 'quote';
  const text = document.createElement('blockquote');
  text.replaceChildren(format(quote.quotes));
  const caption = document.createElement('figcaption');
  const json = document.createElement('a');
  json.href = `/quotes/${quote.path}`;
  json.textContent = 'JSON';
  caption.replaceChildren('— ', format(authorName(quote)), ` · ${quote.topics.join(', ')} · `, json);
  figure.replaceChildren(text, caption);
  return figure;
};
