/**
 * The home page's example requests: one per endpoint, with the values of a real quote filled in
 * (its path, author, topic), so that every example answers 200. Without a quote, the parameters
 * stay as `{name}` placeholders.
 */
import type { QuoteRecord } from '../schema/records.ts';

/** A parameter's example value, by the endpoint's first path segment and the parameter's name. */
const exampleValue = (resource: string, name: string, quote: QuoteRecord): string | undefined => {
  const values: Record<string, string | undefined> = {
    'quotes/path': quote.path,
    'quotes/author_id': String(quote.author_id),
    'authors/path': quote.author_path,
    'topics/slug': quote.topics[0],
    'search/q': quote.author_surname,
  };
  return values[`${resource}/${name}`];
};

/** The endpoint's URL path with its path parameters and required query parameters filled in. */
export const exampleRequest = (template: string, requiredQuery: readonly string[], quote?: QuoteRecord): string => {
  const resource = template.split('/')[1] ?? '';
  const value = (name: string): string | undefined => (quote ? exampleValue(resource, name, quote) : undefined);
  const path = template.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const filled = value(name);
    return filled === undefined ? placeholder : encodeURIComponent(filled);
  });
  const query = requiredQuery.map((name) => {
    const filled = value(name);
    return filled === undefined ? `${name}={${name}}` : new URLSearchParams({ [name]: filled }).toString();
  });
  return query.length === 0 ? path : `${path}?${query.join('&')}`;
};
