/**
 * Parsing one attribution line ("Mark Twain, \"Pudd'nhead Wilson's Calendar\"") into an author
 * (name, surname, type), the quoted work or date (source) and an honest one-line descriptor.
 * Pure: no I/O, no tables that change between runs.
 */
import type { AuthorType } from '../../src/schema/content.ts';
import {
  ANONYMOUS_LABELS,
  COLLECTIVE_LABELS,
  FICTIONAL_LABELS,
  NAME_FIRST_LABELS,
  WHOLE_LABEL_PERSONS,
  WORK_LABELS,
  foldLabel,
} from './labels.ts';

export type RejectionReason =
  | 'empty attribution'
  | 'mail address or URL'
  | 'chat or usenet handle'
  | 'not a name'
  | 'several people';

export interface ParsedAuthor {
  readonly ok: true;
  readonly name: string;
  readonly surname: string;
  readonly type: AuthorType;
  /** The work, place or date the quote comes from, as the attribution gave it. */
  readonly source: string | null;
  /** A short descriptor the attribution itself gave ("actress"), capitalised. */
  readonly description: string | null;
  /** Other names the attribution gave for the same author ("Quintus Horatius Flaccus (Horace)"). */
  readonly otherNames: readonly string[];
}

export interface RejectedAttribution {
  readonly ok: false;
  readonly reason: RejectionReason;
}

export type ParsedAttribution = ParsedAuthor | RejectedAttribution;

const reject = (reason: RejectionReason): RejectedAttribution => ({ ok: false, reason });

/** Lowercase words that belong inside a surname ("Ludwig van Beethoven", "Charles de Gaulle"). */
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'des',
  'di',
  'da',
  'do',
  'dos',
  'du',
  'la',
  'le',
  'ter',
  'ten',
  'bin',
  'ibn',
  'al',
  'el',
  'y',
  "d'",
  'zu',
  'af',
  'av',
]);

/** Honorifics dropped from a person's name: the name is the same without them. */
const DROPPED_HONORIFICS = new Set([
  'dr',
  'prof',
  'professor',
  'gen',
  'general',
  'col',
  'colonel',
  'capt',
  'captain',
  'adm',
  'admiral',
  'sgt',
  'lt',
  'mr',
  'mrs',
  'ms',
  'miss',
  'hon',
  'rev',
  'reverend',
  'sen',
  'senator',
  'gov',
  'governor',
  'pres',
  'president',
  'rep',
  'judge',
  'justice',
  'commander',
  'major',
]);

/** Titles that are part of how a person is known ("Lord Byron", "Pope John XXIII"); they stay in the name. */
const KEPT_TITLES = new Set([
  'sir',
  'dame',
  'lord',
  'lady',
  'king',
  'queen',
  'pope',
  'saint',
  'st',
  'emperor',
  'empress',
  'prince',
  'princess',
  'mother',
  'baron',
  'baroness',
  'count',
  'countess',
  'duke',
  'duchess',
  'cardinal',
  'rabbi',
  'chief',
  'mahatma',
  'czar',
  'tsar',
]);

const NAME_SUFFIXES = /^(?:jr\.?|sr\.?|ii|iii|iv|v|vi|vii|viii|ix|x|xi|xii|xiii|xiv|xv|xvi|xxiii)$/i;
const DEGREES = /^(?:m\.?\s?d\.?|ph\.?\s?d\.?|esq\.?|b\.?a\.?|m\.?a\.?|qc|kc|obe|cbe|frs)$/i;

/** Words that open a context phrase rather than continue a name ("Larry Wall in the perl man page"). */
const CONTEXT_WORDS = new Set([
  'in',
  'on',
  'about',
  'regarding',
  're',
  'to',
  'at',
  'from',
  'when',
  'while',
  'after',
  'before',
  'during',
  'upon',
  'via',
  'with',
  'for',
  'as',
  'by',
  'quoted',
  'said',
  'says',
  'asked',
  'writing',
  'speaking',
  'commenting',
  'discussing',
  'announcing',
  'explaining',
  'talking',
  'answering',
  'replying',
  'responding',
  'describing',
  'referring',
  'put',
  'overheard',
  'attributed',
  'probably',
  'possibly',
  'allegedly',
  'paraphrased',
  'translated',
  'trans',
  'courtesy',
  'who',
  'whose',
  'being',
  'after',
  'et',
  'c',
  'circa',
  'ca',
]);

/** Nouns a descriptor may end in: roles and trades, never judgements. */
const ROLE_NOUNS = new Set(
  `actor actress author writer novelist poet poetess playwright dramatist essayist journalist columnist editor critic
  publisher philosopher theologian scientist physicist chemist biologist astronomer mathematician economist historian
  psychologist psychiatrist sociologist anthropologist engineer inventor architect painter sculptor artist composer
  musician singer songwriter pianist violinist conductor dancer comedian comic humorist humourist cartoonist satirist
  director producer filmmaker photographer statesman stateswoman politician president senator governor congressman
  mayor minister diplomat ambassador general admiral soldier officer judge lawyer attorney jurist teacher professor
  educator lecturer scholar coach player pitcher manager owner athlete boxer golfer industrialist businessman
  businesswoman financier banker executive entrepreneur founder creator designer programmer hacker doctor physician
  surgeon nurse preacher priest evangelist rabbi monk bishop cardinal reformer activist feminist abolitionist
  naturalist explorer aviator astronaut pilot philanthropist lexicographer translator critic commentator host
  broadcaster anchor reporter correspondent librarian laureate`.split(/\s+/),
);

/** Words that make a descriptor a judgement rather than a description: such descriptors are dropped. */
const JUDGEMENT_WORDS =
  /\b(?:hypocrit\w*|pervert\w*|addict\w*|criminal|crook|liar|idiot|moron|fool|nazi|racist|killer|murderer|slander\w*)\b/i;

const URL = /\bhttps?:\/\/|\bwww\.\w|\bftp:\/\//i;
const MAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|[\w.+-]+@[\w-]+\b/;
const MESSAGE_ID = /<[^<>]*@[^<>]*>/g;
const CHAT = /(?:^|\s)#[\w-]+|\bIRC\b|\busenet\b|\b(?:alt|comp|rec|soc|sci|talk|misc|news|c\.o\.l)\.[\w.-]+|\bdebian-[\w-]+|\blinux-kernel\b/i;

/** Decodes the old ASCII conventions for accents and quotes that fortune files use. */
const decodeAsciiConventions = (text: string): string =>
  text
    .replace(/``([^`']*)''/g, '"$1"')
    .replace(/\b_([^_]+)_(?=$|[\s,.;:)])/g, '"$1"')
    .replace(/([A-Za-z])\^e/g, '$1ê')
    .replace(/([a-z])'e(?=$|[\s,.;:)])/g, '$1é')
    .replace(/`a\b/g, 'à')
    .replace(/[“”„‟]/g, '"')
    .replace(/[‘’‚‛]/g, "'");

/** Splits at top-level commas: commas inside quotes or parentheses do not split. */
const splitSegments = (text: string): string[] => {
  const segments: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '(' || char === '[')) depth += 1;
    else if (!quoted && (char === ')' || char === ']')) depth = Math.max(0, depth - 1);
    if (char === ',' && depth === 0 && !quoted) {
      segments.push(current);
      current = '';
    } else current += char;
  }
  segments.push(current);
  return segments.map((segment) => segment.trim()).filter((segment) => segment !== '');
};

const isQuoted = (segment: string): boolean => /^"[^"]+"?[.,]?$/.test(segment);
const unquote = (segment: string): string =>
  segment
    .replace(/^"|"?[.,]?$/g, '')
    .replace(/[,.]$/, '')
    .trim();

const MONTHS = 'jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec';
/** A date, a year, a range of years, a page or chapter reference, or a stardate. */
const isDateOrPlace = (segment: string): boolean =>
  new RegExp(
    `^(?:(?:c\\.|circa|ca\\.)\\s*)?(?:\\d{1,4}(?:\\s*(?:b\\.?c\\.?|a\\.?d\\.?|bce|ce))?(?:\\s*[-–]\\s*\\d{1,4})?|'\\d\\d|(?:${MONTHS})[a-z]*\\.?(?:\\s+\\d{1,2})?(?:,?\\s*'?\\d{2,4})?|\\d{1,2}\\s+(?:${MONTHS})[a-z]*\\.?\\s+\\d{2,4}|(?:spring|summer|fall|autumn|winter)\\s+\\d{4}|stardate\\s+[\\d.]+|stardate unknown|(?:p|pp|pg|vol|no|ch|chap|chapter|act|scene|sc|book|part|canto|line|verse|v|vv|sec|section)\\.?\\s+[\\dIVXLCivxlc][\\w.\\-–:]*(?:\\s+p\\.?\\s*\\d+)?|\\d+(?:st|nd|rd|th)\\s+(?:ed|edition|century)\\.?)$`,
    'i',
  ).test(segment.trim());

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A descriptor worth keeping: short, about a role, no judgement. */
const asDescription = (segment: string): string | null => {
  const text = segment
    .replace(/^(?:the|a|an)\s+/i, '')
    .replace(/[.;:]+$/, '')
    .trim();
  const words = text.split(/\s+/);
  if (words.length === 0 || words.length > 7 || text.length > 60 || JUDGEMENT_WORDS.test(text)) return null;
  if (/[@#<>"()[\]]|\d{5,}/.test(text)) return null;
  const headNoun = (/^(.*?)\s+(?:of|at|for|in|with)\s/i.exec(text)?.[1] ?? text).split(/\s+/).at(-1) ?? '';
  const singular = headNoun.toLowerCase().replace(/[^a-z]/g, '');
  if (!ROLE_NOUNS.has(singular) && !ROLE_NOUNS.has(singular.replace(/s$/, ''))) return null;
  return capitalise(text);
};

type Token = string;

const isParticle = (token: Token): boolean => PARTICLES.has(token.toLowerCase()) || /^d'\p{Lu}/u.test(token);
const isInitial = (token: Token): boolean => /^\p{Lu}\.(?:-?\p{Lu}\.)*$/u.test(token) || /^\p{Lu}$/u.test(token);
const isNameWord = (token: Token): boolean =>
  /^(?:\p{Lu}|O'|Mc|Mac|D'|L')[\p{L}'\-.]*$/u.test(token) || isInitial(token) || /^\p{Lu}\p{Ll}*-\p{Ll}+$/u.test(token);

/** Repairs ALL-CAPS names ("JOHN SMITH" → "John Smith"), leaving initials and roman numerals alone. */
const fixCase = (token: Token): Token =>
  /^\p{Lu}{3,}$/u.test(token) && !NAME_SUFFIXES.test(token) ? token.charAt(0) + token.slice(1).toLowerCase() : token;

/** Initials written without spaces ("G.B." → "G. B.", "J.R.R." → "J. R. R."). */
const spaceInitials = (text: string): string => text.replace(/\b(\p{Lu})\.(?=\p{Lu}\b|\p{Lu}\.)/gu, '$1. ');

interface Head {
  /** The name part alone. */
  readonly label: string;
  /** What followed the name in the same segment ("in the perl man page"). */
  readonly context: string;
  /** Words before the name that describe the person ("actress", "Canadian novelist"). */
  readonly leading: string;
}

/** Separates the name from leading descriptors and trailing context phrases in the first segment. */
const splitHead = (segment: string): Head => {
  const tokens = segment.split(/\s+/);
  let start = 0;
  // Leading descriptor: lowercase words (and adjectives before them) until the first capitalised run.
  const firstLower = tokens.findIndex((token) => /^\p{Ll}/u.test(token) && !isParticle(token));
  if (firstLower >= 0 && firstLower <= 2 && !CONTEXT_WORDS.has(tokens[firstLower]!.toLowerCase())) {
    let end = firstLower;
    while (end < tokens.length && /^\p{Ll}/u.test(tokens[end]!) && !CONTEXT_WORDS.has(tokens[end]!.toLowerCase()))
      end += 1;
    const rest = tokens.slice(end);
    if (rest.length > 0 && isNameWord(rest[0]!) && rest.every((token) => isNameWord(token) || isParticle(token)))
      start = end;
    else if (rest.length > 0 && isNameWord(rest[0]!)) {
      const stop = rest.findIndex((token) => !isNameWord(token) && !isParticle(token));
      if (stop > 0 && CONTEXT_WORDS.has(rest[stop]!.toLowerCase())) start = end;
    }
  }
  const leading = tokens.slice(0, start).join(' ');
  const nameTokens: Token[] = [];
  let index = start;
  for (; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const lower = token.toLowerCase();
    if (CONTEXT_WORDS.has(lower) && !(lower === 'de' || lower === 'la') && index > start) break;
    nameTokens.push(token);
  }
  return { label: nameTokens.join(' '), context: tokens.slice(index).join(' '), leading };
};

/** Parenthesised parts of a label: years are dropped, names become other names, roles become descriptions. */
const takeParentheticals = (label: string) => {
  const otherNames: string[] = [];
  const descriptions: string[] = [];
  const dates: string[] = [];
  const rest = label
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\(([^()]*)\)/g, (_, inner: string) => {
      const text = inner.trim().replace(/[.]$/, '');
      if (/^\d{4}$/.test(text)) dates.push(text);
      else if (/^(?:c\.\s*)?\d{3,4}\s*[-–]\s*(?:c\.\s*)?\d{2,4}/.test(text) || isDateOrPlace(text)) {
        // Life dates: not a source.
      } else if (/^(?:\p{Lu}[\p{L}'.-]*\s*){1,4}$/u.test(text) && !/^(?:CSA|USA|HAC)$/.test(text)) otherNames.push(text);
      else descriptions.push(text);
      return ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
  return { rest, otherNames, descriptions, dates };
};

/** A proverb or saying label, title-cased ("Chinese proverb" → "Chinese Proverb"). */
const proverbLabel = (label: string): string | null => {
  if (!/\b(?:proverb|saying|adage|maxim)s?\b/i.test(label) || label.split(/\s+/).length > 5) return null;
  return label
    .split(/\s+/)
    .map((word) => capitalise(word.toLowerCase()))
    .join(' ');
};

/** Places and objects that anonymous sayings are "seen on": the author is Anonymous and this the source. */
const SEEN_ON =
  /^(?:as\s+)?(?:seen|spotted|found|read|written|scrawled|painted|posted|heard|overheard)\s+(?:on|in|at)\s+(?:an?\s+|the\s+)?(.+)$/i;
const ANONYMOUS_SOURCES =
  /^(?:(?:a|an|the)\s+)?(?:bumper[- ]?sticker|graffit[io]|sign|button|t-?shirt|tee-?shirt|poster|wall|fortune cookie|church sign|billboard|plaque|mug|sticker|office wall|bathroom wall|restroom wall|men's room wall)\b/i;

const looksLikeSentence = (label: string): boolean =>
  /[!?;:]/.test(label) || label.split(/\s+/).length > 7 || /\b(?:is|are|was|were|will|have|has|not)\b/.test(label);

interface NameSplit {
  readonly name: string;
  readonly surname: string;
}

/** Splits a person's name: given names and initials in `name`, the family name (with its particles and suffix) in `surname`. */
export const splitPersonName = (label: string): NameSplit => {
  const known = NAME_FIRST_LABELS.get(foldLabel(label));
  if (known) return known;
  if (WHOLE_LABEL_PERSONS.has(foldLabel(label))) return { name: '', surname: label };
  const tokens = label.split(/\s+/);
  if (tokens.length === 1) return { name: '', surname: label };
  // Epithets and places make one label: "Kermit the Frog", "Albertano of Brescia".
  if (tokens.some((token, index) => index > 0 && (token === 'the' || token === 'of'))) return { name: '', surname: label };

  const suffix: Token[] = [];
  while (tokens.length > 1 && NAME_SUFFIXES.test(tokens.at(-1)!)) suffix.unshift(tokens.pop()!);
  const titles: Token[] = [];
  while (tokens.length > 1 && KEPT_TITLES.has(tokens[0]!.toLowerCase().replace(/\.$/, ''))) titles.push(tokens.shift()!);
  // A title and one name, or a regnal name: the name after the title is the surname ("Lord Byron", "Pope John XXIII").
  if (tokens.length === 1 || (titles.length > 0 && suffix.length > 0 && /^[IVX]+$/.test(suffix[0]!))) {
    return { name: titles.join(' '), surname: [...tokens, ...suffix].join(' ') };
  }
  let surnameStart = tokens.length - 1;
  for (let index = 1; index < tokens.length - 1; index += 1) {
    if (isParticle(tokens[index]!)) {
      surnameStart = index;
      break;
    }
  }
  const surnameTokens = tokens.slice(surnameStart).map((token, index, all) =>
    // Particles inside a name are lowercase ("Ludwig Van Beethoven" → "van Beethoven"), except a leading one of a surname standing alone.
    index < all.length - 1 && isParticle(token) && PARTICLES.has(token.toLowerCase()) ? token.toLowerCase() : token,
  );
  return {
    name: [...titles, ...tokens.slice(0, surnameStart)].join(' '),
    surname: [...surnameTokens, ...suffix].join(' '),
  };
};

/** Classifies a clean label with the fixed tables, or null when it is left to the shape rules. */
const tableType = (label: string): AuthorType | null => {
  const folded = foldLabel(label);
  if (ANONYMOUS_LABELS.has(folded)) return 'anonymous';
  if (FICTIONAL_LABELS.has(folded)) return 'fictional';
  if (COLLECTIVE_LABELS.has(folded)) return 'collective';
  if (WORK_LABELS.has(folded)) return 'work';
  return null;
};

/** Strips honorifics that do not belong to the name, leaving kept titles alone. */
const dropHonorifics = (label: string): string => {
  const tokens = label.split(/\s+/);
  while (tokens.length > 1 && DROPPED_HONORIFICS.has(tokens[0]!.toLowerCase().replace(/\.$/, ''))) tokens.shift();
  return tokens.join(' ');
};

const wholeLabel = (
  label: string,
  type: AuthorType,
  extra: Pick<ParsedAuthor, 'source' | 'description' | 'otherNames'>,
): ParsedAuthor => ({ ok: true, name: '', surname: label, type, ...extra });

const joinSource = (parts: readonly string[]): string | null => {
  const source = parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ')
    .replace(/\s+/g, ' ')
    .trim();
  return source === '' ? null : source;
};

/**
 * Parses one attribution line (without its leading `--`) into an author, or says why it names no one.
 */
export const parseAttribution = (raw: string): ParsedAttribution => {
  let text = decodeAsciiConventions(raw.normalize('NFC'))
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-–—~]+\s*/, '')
    .replace(/[:;]+$/, '')
    .trim();
  if (text === '') return reject('empty attribution');
  if (URL.test(text)) return reject('mail address or URL');
  text = text
    .replace(MESSAGE_ID, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+(?:in|on)\s*$/i, '')
    .trim();
  // "From Henry Ford Sr., ..." and "Excerpted from ..." introduce the name or the work.
  text = text.replace(/^(?:from|excerpted from|quoted by|attributed to|by)\s+/i, '').trim();

  const segments = splitSegments(text);
  if (segments.length === 0) return reject('empty attribution');

  // A quoted title first: `"Sniglets", Rich Hall & Friends` names the work, then maybe the author.
  let titleFirst: string | null = null;
  if (isQuoted(segments[0]!)) {
    titleFirst = unquote(segments.shift()!);
    if (segments.length === 0 || !/^\p{Lu}/u.test(segments[0]!) || isDateOrPlace(segments[0]!)) {
      if (looksLikeSentence(titleFirst) || titleFirst.length > 60) return reject('not a name');
      return wholeLabel(titleFirst, tableType(titleFirst) ?? 'work', {
        source: joinSource(segments.map((segment) => (isQuoted(segment) ? unquote(segment) : segment))),
        description: null,
        otherNames: [],
      });
    }
  }

  const { rest: headText, otherNames, descriptions, dates } = takeParentheticals(segments[0]!);
  const tail = segments.slice(1);
  if (MAIL.test(headText)) return reject('mail address or URL');
  if (CHAT.test(headText)) return reject('chat or usenet handle');

  const seen = SEEN_ON.exec(headText);
  if (seen || ANONYMOUS_SOURCES.test(headText)) {
    const place = (seen ? seen[1]! : headText).replace(/[.]$/, '');
    if (CHAT.test(place) || MAIL.test(place)) return reject('chat or usenet handle');
    if (!ANONYMOUS_SOURCES.test(place)) return reject('not a name');
    return wholeLabel('Anonymous', 'anonymous', {
      source: joinSource([capitalise(place), ...tail.filter((segment) => !MAIL.test(segment))]),
      description: null,
      otherNames: [],
    });
  }

  const head = splitHead(spaceInitials(headText));
  let label = head.label
    .replace(/[.,]+$/, (match) => (/\b(?:\p{Lu}|Jr|Sr|St)$/u.test(head.label.slice(0, -match.length)) ? '.' : ''))
    .replace(/^"(.*)"$/, '$1')
    .trim();
  label = label
    .split(/\s+/)
    .map(fixCase)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (label === '') return reject('not a name');

  // Trailing segments: suffixes, quoted works, dates, publications, descriptors and context phrases.
  const sourceParts: string[] = [];
  const descriptorCandidates: string[] = [...descriptions];
  if (head.leading) descriptorCandidates.unshift(head.leading);
  let stardate = false;
  let sawWork = titleFirst !== null;
  if (titleFirst) sourceParts.push(titleFirst);
  const contextTitle = /"([^"]+)"/.exec(head.context);
  if (contextTitle) {
    sourceParts.push(unquote(contextTitle[1]!));
    sawWork = true;
  }
  const plainCapitalised: string[] = [];
  for (const segment of tail) {
    const clean = segment.replace(/^\(|\)$/g, '').trim();
    if (NAME_SUFFIXES.test(clean)) label = `${label} ${/^[js]r\.?$/i.test(clean) ? capitalise(clean.toLowerCase()).replace(/\.?$/, '.') : clean.toUpperCase()}`;
    else if (DEGREES.test(clean)) continue;
    else if (MAIL.test(clean) || URL.test(clean) || CHAT.test(clean)) continue;
    else if (/^stardate\b/i.test(clean)) {
      stardate = true;
      sourceParts.push(clean);
    } else if (isQuoted(clean) || /^"[^"]+"/.test(clean)) {
      const title = /"([^"]+)"?/.exec(clean)![1]!;
      sourceParts.push(unquote(title));
      sawWork = true;
    } else if (isDateOrPlace(clean)) sourceParts.push(clean);
    else if (/^\p{Ll}/u.test(clean)) {
      const first = clean.split(/\s+/)[0]!.toLowerCase();
      if (!CONTEXT_WORDS.has(first) && !/(?:ing|ed)$/.test(first)) descriptorCandidates.push(clean);
    } else if (/^\p{Lu}/u.test(clean)) plainCapitalised.push(clean);
  }
  const hasDate = sourceParts.some(isDateOrPlace) || dates.length > 0;
  for (const segment of plainCapitalised) {
    // A publication comes with a date or after a title; otherwise a capitalised phrase is a role ("Nobel Laureate").
    if (sawWork || hasDate) sourceParts.push(segment);
    else descriptorCandidates.push(segment);
  }
  sourceParts.push(...dates);
  const source = joinSource(sourceParts);
  const description =
    descriptorCandidates.map(asDescription).find((candidate): candidate is string => candidate !== null) ?? null;
  const extra = { source, description, otherNames };

  const proverb = proverbLabel(label);
  if (proverb) return wholeLabel(proverb, 'proverb', { ...extra, description: null });
  const fixed = tableType(label);
  if (fixed === 'anonymous') return wholeLabel('Anonymous', 'anonymous', { ...extra, description: null });
  if (fixed === 'fictional' || (stardate && fixed === null))
    return wholeLabel(dropHonorifics(label), 'fictional', extra);
  if (fixed === 'collective' || fixed === 'work') return wholeLabel(label, fixed, extra);

  if (/\d/.test(label) || looksLikeSentence(label) || /^\p{Ll}/u.test(label)) return reject('not a name');
  if (/\s(?:&|and)\s/.test(label) || /\//.test(label)) {
    if (label.split(/\s+/).length > 6) return reject('not a name');
    return /^the\s/i.test(label) || /&/.test(label)
      ? wholeLabel(label, 'collective', extra)
      : reject('several people');
  }
  if (/^the\s/i.test(label)) return wholeLabel(label, 'work', extra);
  if (/\p{L}'s\b/u.test(label)) return wholeLabel(label, 'work', extra);

  const person = dropHonorifics(label);
  const tokens = person.split(/\s+/);
  const nameLike = tokens.every(
    (token) => isNameWord(token) || isParticle(token) || NAME_SUFFIXES.test(token) || token === 'the' || token === 'of',
  );
  if (!nameLike || tokens.length > 6) return reject('not a name');
  const { name, surname } = splitPersonName(person);
  return { ok: true, name, surname, type: 'person', ...extra };
};
