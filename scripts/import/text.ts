/** Cleaning quote texts and deciding which ones the service can carry. */
import { QUOTE_MAX_LENGTH, QUOTE_MIN_LENGTH, codePointLength } from '../../src/schema/content.ts';
import { stripDiacritics } from '../../src/catalog/collate.ts';

export type TextRejection = 'too short' | 'too long' | 'offensive wording' | 'not prose';

/** Words a public service should not serve: slurs, strong profanity, explicit sex. */
const BLOCKED_WORDS =
  /\b(?:fuck\w*|motherfuck\w*|cunts?|nigg\w*|faggots?|fags?|dykes?|kikes?|spics?|chinks?|wetbacks?|retards?|retarded|rape[sd]?|raping|rapist|whores?|sluts?|cocks?|pussy|pussies|tits|titties|dildos?|orgasms?|masturbat\w*|porn\w*|shit\w*|bitch\w*|bastards?|pedophil\w*|paedophil\w*|molest\w*|incest|blowjob|jerk(?:ing)? off|penis(?:es)?|vagina|erection|horny|semen|sodom\w*|queers?|tranny|gook|coon|darkies|negro(?:es)?|jap|japs|heeb|wop|dago|homos?)\b/i;

/** Calls to harm a group of people, quoted or not. */
const BLOCKED_PHRASES = /\beliminate the male sex\b|\bkill (?:all|every) (?:the )?(?:men|women|jews|blacks|whites)\b/i;

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
  if (BLOCKED_WORDS.test(stripDiacritics(text)) || BLOCKED_PHRASES.test(text)) return 'offensive wording';
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  const visible = (text.match(/\S/gu) ?? []).length;
  if (letters / visible < 0.7 || /[|\\/_=*#<>{}~^]{3,}/.test(text)) return 'not prose';
  // Mail signatures and headers: bang paths, boxes drawn with bars, a leading signature dash.
  if (/\b\w+!\w+!\w+/.test(text) || (text.match(/\|/g) ?? []).length >= 3 || /^--/.test(text)) return 'not prose';
  return null;
};

const OVERSTRUCK_ACCENTS: Record<string, string> = {
  "'": '\u0301',
  '`': '\u0300',
  '^': '\u0302',
  '"': '\u0308',
  '~': '\u0303',
  ',': '\u0327',
  v: '\u030C',
};

/**
 * Resolves typewriter overstrikes (a character, a backspace, another character) that old fortune files use
 * for accents ("'\be" → "é"), underlining ("_\bx" → "x") and bold ("x\bx" → "x").
 */
export const resolveOverstrikes = (text: string): string =>
  text
    .replace(/(.)\u0008(.)/gu, (_, first: string, second: string) => {
      if (first === '_') return second;
      if (second === '_' || first === second) return first;
      const accent = OVERSTRUCK_ACCENTS[first];
      if (accent && /\p{L}/u.test(second)) return `${second}${accent}`.normalize('NFC');
      const reverse = OVERSTRUCK_ACCENTS[second];
      if (reverse && /\p{L}/u.test(first)) return `${first}${reverse}`.normalize('NFC');
      return second;
    })
    .replace(/\u0008/g, '');
