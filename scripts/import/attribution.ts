/**
 * Parsing one attribution line ("Mark Twain, \"Pudd'nhead Wilson's Calendar\"") into an author
 * (name, surname, type), the quoted work or date (source) and an honest one-line descriptor.
 * Pure: no I/O, no tables that change between runs.
 */
import type { AuthorType } from '../../src/schema/content.ts';
import { resolveOverstrikes } from './text.ts';
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
  'empty attribution' | 'mail address or URL' | 'chat or usenet handle' | 'not a name' | 'several people';

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
  'à',
  'vos',
]);

/**
 * Offices, ranks and honorifics written before a name ("Chief Justice Earl Warren", "Dr. Harold Urey"):
 * not part of the name. Before a lone surname they stay ("Senator Claghorn", "Dr. Seuss").
 */
const OFFICE_WORDS = new Set(
  `dr doctor prof professor gen general col colonel capt captain adm admiral sgt sergeant lt lieutenant mr mrs ms miss
  hon honorable rev reverend sen senator gov governor pres president rep representative judge justice commander major
  attorney councilman councilwoman alderman chief court supreme master secretary mayor minister prime chairman
  congressman congresswoman ambassador coach dean bishop father brother sister private corporal commissioner
  superintendent inspector detective officer agent deputy vice former late`.split(/\s+/),
);

/** Titles that are part of how a person is known ("Lord Byron", "Pope John XXIII"); they stay in the name. */
const KEPT_TITLES = new Set([
  'earl',
  'marquis',
  'viscount',
  'madame',
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

const NAME_SUFFIXES = /^(?:jr\.?|sr\.?|i|ii|iii|iv|v|vi|vii|viii|ix|x|xi|xii|xiii|xiv|xv|xvi|xxiii)$/i;
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
  naturalist explorer aviator astronaut pilot philanthropist lexicographer translator critic commentator host justice
  broadcaster anchor reporter correspondent librarian laureate`.split(/\s+/),
);

/** Words that make a descriptor a judgement rather than a description: such descriptors are dropped. */
const JUDGEMENT_WORDS =
  /\b(?:hypocrit\w*|pervert\w*|addict\w*|criminal|crook|liar|idiot|moron|fool|nazi|racist|killer|murderer|slander\w*)\b/i;

const URL = /\bhttps?:\/\/|\bwww\.\w|\bftp:\/\//i;
const MAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|[\w.+-]+@[\w-]+\b/;
const MESSAGE_ID = /<[^<>]*@[^<>]*>/g;
const CHAT =
  /(?:^|\s)#[\w-]+|\bIRC\b|\busenet\b|\b(?:alt|comp|rec|soc|sci|talk|misc|news|c\.o\.l)\.[\w.-]+|\bdebian-[\w-]+|\blinux-kernel\b/i;

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
    `^(?:(?:c\\.|circa|ca\\.)\\s*)?(?:\\d{1,4}(?:\\s*(?:b\\.?c\\.?|a\\.?d\\.?|bce|ce))?(?:\\s*[-–]\\s*\\d{1,4})?|'\\d\\d|\\d{1,2}\\/\\d{1,2}(?:\\/\\d{2,4})?|(?:${MONTHS})[a-z]*\\.?(?:\\s+\\d{1,2})?(?:,?\\s*'?\\d{2,4})?|\\d{1,2}\\s+(?:${MONTHS})[a-z]*\\.?\\s+\\d{2,4}|(?:spring|summer|fall|autumn|winter)\\s+\\d{4}|stardate\\s+[\\d.]+|stardate unknown|(?:p|pp|pg|vol|no|ch|chap|chapter|act|scene|sc|book|part|canto|line|verse|v|vv|sec|section)\\.?\\s+[\\dIVXLCivxlc][\\w.\\-–:]*(?:\\s+p\\.?\\s*\\d+)?|\\d+(?:st|nd|rd|th)\\s+(?:ed|edition|century)\\.?)$`,
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

const isLower = (token: Token): boolean => /^\p{Ll}/u.test(token);
/** Lowercase words that join a name rather than describe it ("Kermit the Frog", "Joan of Arc"). */
const NAME_JOINERS = new Set(['the', 'of', 'and', '&']);

/** A lowercase role word ("novelist", "co-founder"): what may sit between a capitalised word and a name. */
const isRole = (token: Token): boolean => {
  const bare = token.replace(/^.*-/, '').replace(/s$/, '');
  return isLower(token) && (ROLE_NOUNS.has(bare) || OFFICE_WORDS.has(bare));
};

/**
 * Separates the name from leading descriptors ("actress Mary Pickford", "Canadian novelist Robertson Davies")
 * and trailing context phrases ("Larry Wall in the perl man page") in the first segment.
 */
const splitHead = (segment: string): Head => {
  const tokens = segment.split(/\s+/);
  let start = 0;
  if (/^(?:the|a|an)$/i.test(tokens[0]!) && tokens.length > 1 && isLower(tokens[1]!)) start = 1;
  else if (/^\p{Lu}/u.test(tokens[0]!) && tokens.length > 2 && isRole(tokens[1]!))
    // A capitalised word before a role ("Canadian novelist", "Apple co-founder") belongs to the descriptor.
    start = 1;
  let end = start;
  while (
    end < tokens.length &&
    isLower(tokens[end]!) &&
    !isParticle(tokens[end]!) &&
    !NAME_JOINERS.has(tokens[end]!) &&
    !CONTEXT_WORDS.has(tokens[end]!)
  )
    end += 1;
  // No descriptor after all: "The Rockford Files" starts with an article and no lowercase run.
  if (end === start) end = 0;
  // A descriptor that no name follows ("the mayor of Tucson") names no one.
  if (end > 0 && (end === tokens.length || !isNameWord(tokens[end]!)))
    return { label: '', context: tokens.slice(end).join(' '), leading: tokens.slice(0, end).join(' ') };
  const leading = tokens.slice(0, end).join(' ');
  let index = end;
  for (; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (index > end && isLower(token) && CONTEXT_WORDS.has(token) && !isParticle(token)) break;
  }
  return { label: tokens.slice(end, index).join(' '), context: tokens.slice(index).join(' '), leading };
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
      } else if (/^(?:\p{Lu}[\p{L}'.-]*\s*){1,4}$/u.test(text) && !/^(?:CSA|USA|HAC)$/.test(text))
        otherNames.push(text);
      else descriptions.push(text);
      return ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
  return { rest, otherNames, descriptions, dates };
};

/** A proverb or saying label, title-cased ("Chinese proverb" → "Chinese Proverb"). */
const proverbLabel = (label: string): string | null => {
  if (!/\b(?:proverb|saying|adage)s?\b/i.test(label) || label.split(/\s+/).length > 5) return null;
  return label
    .replace(/^(?:a|an|the)\s+/i, '')
    .split(/\s+/)
    .map((word) => capitalise(word.toLowerCase()))
    .join(' ');
};

/** Places and objects that anonymous sayings are "seen on": the author is Anonymous and this the source. */
const SEEN_ON =
  /^(?:as\s+)?(?:seen|spotted|found|read|written|scrawled|painted|posted|heard|overheard)\s+(?:on|in|at)\s+(?:an?\s+|the\s+)?(.+)$/i;
const ANONYMOUS_SOURCES =
  /^(?:(?:a|an|the)\s+)?(?:bumper[- ]?sticker|graffit[io]|sign|button|t-?shirt|tee-?shirt|poster|wall|fortune cookie|church sign|billboard|plaque|mug|sticker|office wall|bathroom wall|restroom wall|men's room wall|epitaph|tombstone|gravestone)\b/i;

const looksLikeSentence = (label: string): boolean =>
  /[!?;:]/.test(label) || label.split(/\s+/).length > 7 || /\b(?:is|are|was|were|will|have|has|not)\b/.test(label);

/**
 * Single words that stand where a name should but are not one: how a line was obtained ("Submitted by"),
 * what it is ("Recipe for chili from ..."), or a generic role ("Professor, Harvard").
 */
const NOT_NAMES = new Set(
  `adapted advice apologies submitted stolen taken told sent retranslated translated discussion dating recipe programming
  values smile serenity confusion combat try the a an way epitaph editor editors professor doctor dr narrator newspaperman
  letters letter guide lyrics message quote quoted excerpt excerpted motto more opportunity mom dad dead employees
  capitalists cynic commotions strung mt overheard heard seen source unknown various someone somebody anonymous anon
  everyone everybody nobody ibid op cit note notes comment comments reply answer question signature sig author writer
  poet headline headlines caption sign slogan ad advertisement commercial title subtitle preface foreword introduction
  appendix chapter footnote news report memo press release company inscription tibetan from by in on at to of and or`.split(
    /\s+/,
  ),
);

/** Words that make a label an organisation (a collective) or a publication (a work), not a person. */
const ORGANISATION_WORDS =
  /\b(?:Company|Co\.|Corporation|Corp\.?|Inc\.?|Ltd\.?|Association|Society|University|College|Institute|Council|Committee|Department|Dept\.|Agency|Club|Party|Union|Foundation|Laborator(?:y|ies)|Labs|Bureau|Commission|Administration|Board|Army|Navy|Air Force|Corps|Orchestra|Band|Troupe|Works|Theatre|Theater|Ministry|Government|Office)\b/;
const PUBLICATION_WORDS =
  /\b(?:Times|News|Magazine|Journal|Gazette|Herald|Review|Digest|Tribune|Chronicle|Daily|Weekly|Quarterly|Monthly|Newsletter|Manual|Handbook|Dictionary|Reference|Interface|Standard|Specification|Encyclopa?edia|Almanac|Reader|Bulletin|Report|Proceedings|Bible|Gospel|Catechism|Constitution|Charter|Declaration|Act)\b/;

/** What a possessive may introduce and still be the possessor's own words ("Groucho Marx's last words"). */
const OWN_WORDS = /^(?:last|dying|final|famous)\s+words$|^(?:epitaph|blessing|motto|credo)$/i;

interface NameSplit {
  readonly name: string;
  readonly surname: string;
}

/** Splits a person's name: given names and initials in `name`, the family name (with its particles and suffix) in `surname`. */
export const splitPersonName = (label: string): NameSplit => {
  const tokens = label.split(/\s+/);
  const known = NAME_FIRST_LABELS.get(foldLabel(label));
  if (known) {
    // The table says where the surname starts; the label keeps its own spelling ("Garcia" or "García").
    const given = known.name ? known.name.split(/\s+/).length : 0;
    if (given < tokens.length)
      return {
        name: tokens.slice(0, given).join(' '),
        surname: tokens.slice(given).join(' ').replace(/ Y /, ' y '),
      };
  }
  if (WHOLE_LABEL_PERSONS.has(foldLabel(label))) return { name: '', surname: label };
  if (tokens.length === 1) return { name: '', surname: label };
  // Epithets and places make one label: "Pliny the Elder", "Albertano of Brescia".
  if (tokens.some((token, index) => index > 0 && NAME_JOINERS.has(token))) return { name: '', surname: label };

  const suffix: Token[] = [];
  while (tokens.length > 1 && NAME_SUFFIXES.test(tokens.at(-1)!)) suffix.unshift(tokens.pop()!);
  const titles: Token[] = [];
  const isTitle = (token: Token) => {
    const bare = token.toLowerCase().replace(/\.$/, '');
    return KEPT_TITLES.has(bare) || OFFICE_WORDS.has(bare);
  };
  while (tokens.length > 1 && isTitle(tokens[0]!)) titles.push(tokens.shift()!);
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
  // Particles inside a name are lowercase: "Ludwig Van Beethoven" → "van Beethoven".
  const surnameTokens = tokens
    .slice(surnameStart)
    .map((token, index, all) =>
      index < all.length - 1 && PARTICLES.has(token.toLowerCase()) ? token.toLowerCase() : token,
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

/**
 * Drops offices and honorifics before a name, unless only one word would be left: "Chief Justice Earl Warren"
 * → "Earl Warren" (and "Chief Justice" as a descriptor), but "Senator Claghorn" stays.
 */
const dropOffices = (label: string): { label: string; office: string } => {
  const tokens = label.split(/\s+/);
  let cut = 0;
  const isOffice = (token: string) => {
    const bare = token.toLowerCase().replace(/\.$/, '');
    return OFFICE_WORDS.has(bare) || ROLE_NOUNS.has(bare);
  };
  // Cut after the last office that still leaves two words: "Ohio Lt. Governor Paul Leonard" → "Paul Leonard".
  for (let index = 0; index < tokens.length - 2; index += 1) if (isOffice(tokens[index]!)) cut = index + 1;
  return { label: tokens.slice(cut).join(' '), office: tokens.slice(0, cut).join(' ') };
};

/** "Craig Burton of Novell" → "Craig Burton"; "Joan of Arc" and "Duke of Wellington" keep their "of". */
const dropAffiliation = (label: string): string => {
  const tokens = label.split(/\s+/);
  const of = tokens.indexOf('of');
  if (of < 0) return label;
  const before = tokens.slice(0, of).filter((token) => !KEPT_TITLES.has(token.toLowerCase().replace(/\.$/, '')));
  return before.length >= 2 && before.every(isNameWord) ? tokens.slice(0, of).join(' ') : label;
};

const wholeLabel = (
  label: string,
  type: AuthorType,
  extra: Pick<ParsedAuthor, 'source' | 'description' | 'otherNames'>,
): ParsedAuthor => ({ ok: true, name: '', surname: label, type, ...extra });

/** The longest source worth keeping; longer ones are citations too mangled to show. */
const SOURCE_MAX_LENGTH = 120;

const joinSource = (parts: readonly string[]): string | null => {
  const source = parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ')
    .replace(/\s+/g, ' ')
    .replace(/[,;:]+$/, '')
    .trim();
  return source === '' || source.length > SOURCE_MAX_LENGTH ? null : source;
};

const quotedTitle = (text: string): string | null => {
  const match = /"([^"]+)"?/.exec(text);
  return match ? unquote(match[1]!) : null;
};

/** Cleans the raw line: ASCII conventions, message ids, leading dashes, introductions like "From". */
const cleanRaw = (raw: string): string =>
  decodeAsciiConventions(resolveOverstrikes(raw).normalize('NFC'))
    .replace(/\s+/g, ' ')
    // Quoted nicknames go: Linus "what, me arrogant?" Torvalds, "Bugsy" Siegel, James 'Kibo' Parry.
    .replace(/(\p{L})\s+'[^'\s]+'\s+(?=\p{Lu})/gu, '$1 ')
    .replace(/^"([^"]{1,20})"\s+(?=\p{Lu})/u, '$1 ')
    .replace(/([\p{L}.])\s+"[^"]{1,40}"\s+(?=\p{Lu}\p{L}+(?:$|[\s,]))/gu, '$1 ')
    // A title straight after the name: Mark Twain "A Connecticut Yankee" → Mark Twain, "A Connecticut Yankee".
    .replace(/^([^",:]*[\p{L}.])\s+"/u, '$1, "')
    // A colon after the name: Robert Louis Stevenson: Immortelles.
    .replace(/^([^",:]+?)\s*:\s+/u, '$1, ')
    // Degrees and class years and dates glued to the name: Randy Ansley M.D., Bryce Nesbitt '84, Bill Joy 6/21/85.
    .replace(/,?\s+(?:M\.\s?D|Ph\.\s?D|D\.\s?D\.\s?S)\.?(?=$|[\s,])/g, '')
    .replace(/\s+'\d\d\b/g, '')
    .replace(/\s+(\d{1,2}\/\d{1,2}\/\d{2,4})(?=$|,)/, ', $1')
    .trim()
    .replace(/^[-–—~]+\s*/, '')
    .replace(MESSAGE_ID, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+(?:in|on)\s*$/i, '')
    .replace(/[:;]+$/, '')
    .replace(/^(?:from|excerpted from|quoted by|attributed to|by)\s+/i, '')
    .trim();

/**
 * Parses one attribution line (without its leading `--`) into an author, or says why it names no one.
 */
export const parseAttribution = (raw: string): ParsedAttribution => {
  if (raw.trim() === '') return reject('empty attribution');
  // A URL after a name is dropped; a URL alone names no one.
  const text = cleanRaw(raw.replace(/\s*\S*(?:https?:\/\/|ftp:\/\/|www\.)\S*/gi, ''));
  if (text === '') return reject('mail address or URL');

  const segments = splitSegments(text);
  if (segments.length === 0) return reject('empty attribution');

  // A quoted title first: `"Sniglets", Rich Hall` names the work, then maybe the author.
  let titleFirst: string | null = null;
  if (isQuoted(segments[0]!)) {
    titleFirst = unquote(segments.shift()!);
    if (segments.length === 0 || !/^\p{Lu}/u.test(segments[0]!) || isDateOrPlace(segments[0]!)) {
      if (looksLikeSentence(titleFirst) || titleFirst.length > 60) return reject('not a name');
      return wholeLabel(titleFirst, tableType(titleFirst) ?? 'work', {
        source: joinSource(segments.map((segment) => quotedTitle(segment) ?? segment)),
        description: null,
        otherNames: [],
      });
    }
  }

  const firstSegment = segments[0]!;
  const parts = takeParentheticals(firstSegment);
  const { descriptions, dates } = parts;
  // "Artemus Ward aka Charles Farrar Brown": the second name is another name of the same person.
  const [headText, ...akaNames] = parts.rest.split(/\s+(?:aka|a\.k\.a\.?)\s+/i) as [string, ...string[]];
  const otherNames = [...parts.otherNames, ...akaNames];
  const tail = segments.slice(1);
  if (MAIL.test(headText)) return reject('mail address or URL');
  // A file of a program's sources or of a system ("/usr/src/linux/CREDITS"): no person, the file is the source.
  if (/^\/\S+$/.test(headText))
    return wholeLabel('Anonymous', 'anonymous', { source: headText, description: null, otherNames: [] });
  if (CHAT.test(headText) || /\.(?:sig|signature|plan)\b/i.test(headText)) return reject('chat or usenet handle');

  const seen = SEEN_ON.exec(headText);
  if (seen || ANONYMOUS_SOURCES.test(headText)) {
    const place = (seen ? seen[1]! : headText).replace(/[.]$/, '');
    if (CHAT.test(place) || MAIL.test(place)) return reject('chat or usenet handle');
    if (!ANONYMOUS_SOURCES.test(place)) return reject('not a name');
    return wholeLabel('Anonymous', 'anonymous', {
      source: joinSource([capitalise(place), ...tail.filter((segment) => !MAIL.test(segment) && !CHAT.test(segment))]),
      description: null,
      otherNames: [],
    });
  }

  // A label the tables know is taken whole, before any splitting ("unknown source", "Marvin the paranoid android").
  const head = tableType(headText.replace(/\.$/, ''))
    ? { label: headText.replace(/\.$/, ''), context: '', leading: '' }
    : splitHead(spaceInitials(headText));
  let label = head.label
    .replace(/[.,]+$/, (match) => (/\b(?:\p{Lu}|Jr|Sr|St)$/u.test(head.label.slice(0, -match.length)) ? '.' : ''))
    .replace(/^"(.*)"$/, '$1')
    .trim();
  const words = label.split(/\s+/).filter(Boolean);
  // ALL-CAPS names are repaired ("JOHN SMITH" → "John Smith"); one all-caps word may be an acronym (ELP, RKO).
  if (words.length > 1 && words.every((word) => !/\p{Ll}/u.test(word)))
    label = words.map((word) => (word.length > 2 ? word.charAt(0) + word.slice(1).toLowerCase() : word)).join(' ');
  label = label.replace(/^the\s+(?=\p{Lu})/u, '');
  if (label === '') return reject('not a name');
  const fixed = tableType(label);
  const single = !/\s/.test(label);
  if (!fixed && single && NOT_NAMES.has(label.toLowerCase().replace(/[.]$/, ''))) return reject('not a name');
  // "Lyrics from a Warren Zevon song", "Told by Penn Jillette": one word, then where it came from.
  if (!fixed && single && /^(?:by|from|for|of|to|at)\b/.test(head.context)) return reject('not a name');
  // A long first segment is a sentence about the quote, not a name.
  if (!fixed && headText.split(/\s+/).length > 12) return reject('not a name');

  // Trailing segments: a suffix, quoted works, dates, publications, descriptors and context phrases.
  const sourceParts: string[] = [];
  const descriptorCandidates: string[] = [...descriptions];
  if (head.leading) descriptorCandidates.unshift(head.leading);
  let stardate = false;
  let sawWork = titleFirst !== null;
  if (titleFirst) sourceParts.push(titleFirst);
  const contextTitle = quotedTitle(head.context);
  if (contextTitle) {
    sourceParts.push(contextTitle);
    sawWork = true;
  }
  const characterOf = single && contextTitle !== null && /^(?:in|from)\b/.test(head.context);
  // Each trailing segment is a title, a date, a capitalised phrase (a publication or a role) or a descriptor.
  const items: { kind: 'source' | 'plain'; text: string }[] = [];
  tail.forEach((segment, index) => {
    const clean = segment
      .replace(/^\(|\)$/g, '')
      .replace(/(?<=\d)\.$/, '')
      .trim();
    if (index === 0 && /^[js]r\.?$/i.test(clean))
      label = `${label} ${capitalise(clean.toLowerCase()).replace(/\.?$/, '.')}`;
    else if (index === 0 && /^(?:ii|iii|iv)$/i.test(clean) && !single) label = `${label} ${clean.toUpperCase()}`;
    else if (DEGREES.test(clean) || MAIL.test(clean) || CHAT.test(clean)) return;
    else if (/^stardate\b/i.test(clean)) {
      stardate = true;
      items.push({ kind: 'source', text: clean });
    } else if (isQuoted(clean) || /^"[^"]+"/.test(clean)) {
      // `"The Fine Art of Baloney Detection," Parade`: the title, then where it appeared.
      const after = clean.replace(/^"[^"]+"?/, '').replace(/^[\s,.]+/, '');
      items.push({ kind: 'source', text: after ? `${quotedTitle(clean)!}, ${after}` : quotedTitle(clean)! });
      sawWork = true;
    } else if (isDateOrPlace(clean) || /^[IVXLC]+\.?$/.test(clean)) items.push({ kind: 'source', text: clean });
    else if (isLower(clean)) {
      const first = clean.split(/\s+/)[0]!;
      const title = quotedTitle(clean);
      if (title && /^(?:in|from)$/.test(first)) {
        items.push({ kind: 'source', text: title });
        sawWork = true;
      } else if (!CONTEXT_WORDS.has(first) && !/(?:ing|ed)$/.test(first)) descriptorCandidates.push(clean);
    } else if (/^\p{Lu}/u.test(clean)) {
      // A capitalised phrase holding a quoted title ("MiG-25 pilot ... "Defense Electronics"") gives only the title.
      const title = quotedTitle(clean);
      if (title) {
        items.push({ kind: 'source', text: title });
        sawWork = true;
      } else items.push({ kind: 'plain', text: clean });
    }
  });
  const hasDate = dates.length > 0 || items.some((item) => item.kind === 'source' && isDateOrPlace(item.text));
  for (const item of items) {
    // A publication comes with a date or after a title; otherwise a capitalised phrase is a role ("Nobel Laureate").
    if (item.kind === 'source' || sawWork || hasDate) sourceParts.push(item.text);
    else descriptorCandidates.push(item.text);
  }
  sourceParts.push(...dates);
  const source = joinSource(sourceParts);
  const description = () =>
    descriptorCandidates.map(asDescription).find((candidate): candidate is string => candidate !== null) ?? null;
  const extra = () => ({ source, description: description(), otherNames });

  if (fixed === 'anonymous') return wholeLabel('Anonymous', 'anonymous', { ...extra(), description: null });
  if (fixed) return wholeLabel(fixed === 'fictional' ? dropOffices(label).label : label, fixed, extra());
  const proverb = proverbLabel(label);
  if (proverb) return wholeLabel(proverb, 'proverb', { ...extra(), description: null });

  if (/\d/.test(label) || looksLikeSentence(label) || isLower(label)) return reject('not a name');
  if (/\s(?:&|and)\s|\//.test(label)) {
    // Two people speaking in a scene is a dialogue, not a quotation; co-authors and bands are a group.
    if (stardate || label.split(/\s+/).length > 6) return reject('several people');
    return wholeLabel(label, 'collective', extra());
  }
  if (/^(?:a|an|to|in|on|from|for|with|at|by)\s/i.test(label)) return reject('not a name');
  // Initials alone ("H. A. R. L. I. E.") spell a word, not a person.
  if (label.split(/\s+/).every(isInitial)) return reject('not a name');
  // Title Case with little words inside is a title: "Letters To The Editor".
  if (/\s(?:The|Of|To|In|And|For|On|With|At|From)\s/.test(label)) return wholeLabel(label, 'work', extra());
  if (/^the\s/i.test(label)) {
    const titled = label.replace(/^the\s+/i, '');
    if (KEPT_TITLES.has(titled.split(/\s+/)[0]!.toLowerCase())) label = titled;
    else return wholeLabel(label, 'work', extra());
  }
  const possessive = /^(.+?)(?:'s|s')\s+(.+)$/u.exec(label);
  if (possessive) {
    const [, owner, what] = possessive;
    if (OWN_WORDS.test(what!)) return parseAttribution(`${owner}, "${capitalise(what!)}"`);
    if (isLower(what!) || /\b(?:Mother|Father|Wife|Husband|Son|Daughter|Uncle|Aunt|Friend|Character)\b/.test(what!))
      return reject('not a name');
    return wholeLabel(label, 'work', extra());
  }
  if (stardate || characterOf) return wholeLabel(dropOffices(label).label, 'fictional', extra());
  // An organisation: a word such as "Company", or one all-capitals word (DEC, RKO, KFOG).
  if (ORGANISATION_WORDS.test(label) || /^\p{Lu}{3,}$/u.test(label)) return wholeLabel(label, 'collective', extra());
  if (PUBLICATION_WORDS.test(label)) return wholeLabel(label, 'work', extra());

  const { label: person, office } = dropOffices(dropAffiliation(label));
  if (office) descriptorCandidates.push(office);
  const tokens = person.split(/\s+/);
  const nameLike = tokens.every(
    (token) => isNameWord(token) || isParticle(token) || NAME_SUFFIXES.test(token) || NAME_JOINERS.has(token),
  );
  if (!nameLike || tokens.length > 6) return reject('not a name');
  const { name, surname } = splitPersonName(person);
  return { ok: true, name, surname, type: 'person', ...extra() };
};
