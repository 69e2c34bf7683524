/**
 * Quotes in the sources that look like near duplicates of another but are different quotes: a
 * joke on a joke, a pun on a title, the same line credited to someone else. Each is named by the
 * beginning of its text (compared case- and punctuation-insensitively); the importer keeps it and
 * marks it `not_duplicate_of` the text it resembles, as an editor would.
 */
import { foldQuoteText } from '../../src/catalog/validate.ts';

const KNOWN_VARIANTS = [
  'Historic Overdosing', // Douglas Coupland's pair of definitions: over- and under-dosing
  'Being against torture ought to be sort of a multipartisan thing', // Karl Lehenbauer's reprise of his own line
  'Talking about music is like dancing about architecture', // Laurie Anderson's version of the line Zappa is also credited with
  'The medium is the message', // McLuhan's phrase; "the medium is the massage" is his book's pun on it
].map(foldQuoteText);

export const isKnownVariant = (text: string): boolean => {
  const folded = foldQuoteText(text);
  return KNOWN_VARIANTS.some((start) => folded.startsWith(start));
};
