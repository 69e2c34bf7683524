import type { Candidate } from './candidates.ts';
import { resolveOverstrikes } from './text.ts';
import { FILE_TOPICS } from './topics.ts';

/**
 * Reading Debian fortune files: `%`-separated entries, an optional trailing attribution line
 * starting with `--` (usually indented, sometimes continued on the next indented line).
 */

export interface FortuneEntry {
  /** The entry's text lines before the attribution, as in the file (tabs and wrapping intact). */
  readonly lines: readonly string[];
  /** The attribution without its leading `--`, continuation lines joined; null when there is none. */
  readonly attribution: string | null;
  /** Why the entry cannot be read as one attributed quotation, when it cannot. */
  readonly problem: 'several attributions' | null;
}

/** Splits the text of a fortune file into its raw entries (the text between `%` lines), dropping empty ones. */
export const splitFortuneFile = (text: string): string[] =>
  resolveOverstrikes(text)
    .replace(/\r\n?/g, '\n')
    .split(/^%[ \t]*$/m)
    .map((entry) => entry.replace(/^\n+|\s+$/g, ''))
    .filter((entry) => entry.trim() !== '');

const ATTRIBUTION_LINE = /^\s*--\s*(\S.*)$/;
/** An attribution line inside the text, indented like the trailing one: a sign of a dialogue or anthology entry. */
const INDENTED_ATTRIBUTION = /^(?:\t| {4,})\s*--\s*\S/;

const isContinuation = (line: string): boolean => /^\s+\S/.test(line) && !ATTRIBUTION_LINE.test(line);

/** Separates an entry's text from its trailing attribution. */
export const splitEntry = (entry: string): FortuneEntry => {
  const lines = entry.split('\n');
  let end = lines.length;
  while (end > 0 && lines[end - 1]!.trim() === '') end -= 1;

  // The attribution is the last `--` line that only indented continuation lines follow.
  let start = end - 1;
  while (start >= 0 && !ATTRIBUTION_LINE.test(lines[start]!) && isContinuation(lines[start]!)) start -= 1;
  const match = start >= 0 ? ATTRIBUTION_LINE.exec(lines[start]!) : null;
  // A lone `--` line at the margin of a one-line entry is text, not an attribution.
  if (!match || start === 0) return { lines: lines.slice(0, end), attribution: null, problem: null };

  const attribution = [match[1]!, ...lines.slice(start + 1, end).map((line) => line.trim())]
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const body = lines.slice(0, start);
  const problem = body.some((line) => INDENTED_ATTRIBUTION.test(line)) ? 'several attributions' : null;
  return { lines: body, attribution, problem };
};

/**
 * A verse: lines short enough that the breaks are the author's and not the file's wrapping (fortune files
 * wrap prose near 72 columns). Files of songs and poems are given the benefit of the doubt sooner.
 */
const isVerse = (lines: readonly string[], verseFile: boolean): boolean =>
  verseFile
    ? lines.length >= 2 && lines.every((line) => line.trim().length <= 60)
    : lines.length >= 3 && lines.every((line) => line.trim().length <= 50);

/**
 * The text of an entry as one clean string: wrapped lines joined with single spaces, paragraph breaks
 * (blank lines) kept as one blank line, line breaks kept only for verse.
 */
export const normaliseText = (lines: readonly string[], verseFile = false): string => {
  const paragraphs: string[][] = [[]];
  for (const line of lines) {
    if (line.trim() === '') {
      if (paragraphs.at(-1)!.length > 0) paragraphs.push([]);
    } else paragraphs.at(-1)!.push(line.replace(/\s+/g, ' ').trim());
  }
  return paragraphs
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => paragraph.join(isVerse(paragraph, verseFile) ? '\n' : ' '))
    .join('\n\n')
    .trim();
};

/** Fortune files of songs and poems, where short lines are verse. */
const VERSE_FILES: ReadonlySet<string> = new Set(['songs-poems']);

/** Fortune files that are not quotations, or that a public service should not carry. */
export const SKIPPED_FORTUNE_FILES: Readonly<Record<string, string>> = {
  'ascii-art': 'pictures, not quotations',
  riddles: 'riddles, not quotations',
  disclaimer: 'parody disclaimers, unattributed',
  debian: 'chat logs of a project',
  knghtbrd: 'chat logs of one person',
  linuxcookie: 'chat logs and in-jokes',
  zippy: 'comic-strip catchphrases, unattributed',
  'translate-me': 'non-English placeholders',
  ethnic: 'jokes about peoples: risk of offence',
  drugs: 'drug jokes: not for a general audience',
};

export interface FortuneFileResult {
  readonly candidates: Candidate[];
  readonly unattributed: number;
  readonly severalAttributions: number;
}

/** The attributed entries of one fortune file as candidates, with the file's theme as their first topic. */
export const fortuneFileCandidates = (file: string, text: string): FortuneFileResult => {
  const topic = FILE_TOPICS[file] ?? null;
  const candidates: Candidate[] = [];
  let unattributed = 0;
  let severalAttributions = 0;
  splitFortuneFile(text).forEach((raw, index) => {
    const entry = splitEntry(raw);
    if (entry.attribution === null) unattributed += 1;
    else if (entry.problem) severalAttributions += 1;
    else
      candidates.push({
        origin: `fortunes/${file} #${index + 1}`,
        text: normaliseText(entry.lines, VERSE_FILES.has(file)),
        attribution: entry.attribution,
        sourceTopics: topic ? [topic] : [],
      });
  });
  return { candidates, unattributed, severalAttributions };
};
