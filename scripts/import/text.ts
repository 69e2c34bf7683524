/** Cleaning quote texts and deciding which ones the service can carry. */
import { QUOTE_MAX_LENGTH, QUOTE_MIN_LENGTH, codePointLength } from '../../src/schema/content.ts';
import { stripDiacritics } from '../../src/catalog/collate.ts';

export type TextRejection = 'too short' | 'too long' | 'offensive wording' | 'not prose';

/** Words a public service should not serve: slurs, strong profanity, explicit sex. */
const BLOCKED_WORDS =
  /\b(?:fuck\w*|motherfuck\w*|cunts?|nigg\w*|faggots?|fags?|dykes?|kikes?|spics?|chinks?|wetbacks?|retards?|retarded|rape[sd]?|raping|rapist|whores?|sluts?|cocks?|pussy|pussies|tits|titties|dildos?|orgasms?|masturbat\w*|porn\w*|shit\w*|bitch\w*|bastards?|pedophil\w*|paedophil\w*|molest\w*|incest|blowjob|jerk(?:ing)? off|penis(?:es)?|vagina|erection|horny|semen|sodom\w*|queers?|tranny|gook|coon|darkies|negro(?:es)?|jap|japs|heeb|wop|dago|homos?)\b/i;

/** Straightens typographic and TeX-style quotes and removes quote marks that wrap the whole text. */
export const tidyQuoteText = (text: string): string => {
  const straight = text
    .replace(/``/g, '"')
    .replace(/''/g, '"')
    .replace(/[“”„‟]/g, '"')
    .replace(/[‘’‚‛]/g, "'")
    .replace(/[ \t]+/g, ' ')
    .trim();
  const wrapped = /^"([^"]+)"$/.exec(straight);
  return (wrapped ? wrapped[1]! : straight).trim();
};

/** Why a text cannot be served, or null when it can. */
export const textRejection = (text: string): TextRejection | null => {
  const length = codePointLength(text);
  if (length < QUOTE_MIN_LENGTH) return 'too short';
  if (length > QUOTE_MAX_LENGTH) return 'too long';
  if (BLOCKED_WORDS.test(stripDiacritics(text))) return 'offensive wording';
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  const visible = (text.match(/\S/gu) ?? []).length;
  if (letters / visible < 0.7 || /[|\\/_=*#<>{}~^]{3,}/.test(text)) return 'not prose';
  return null;
};

/** Key under which two texts count as the same quote: case, punctuation, spacing and diacritics folded away. */
export const foldText = (text: string): string =>
  stripDiacritics(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
