/**
 * Merging the authors of many attributions into one author each: known spellings (the alias table),
 * spellings that differ only in case, punctuation or diacritics, initials of a fuller name
 * ("R. A. Heinlein" → "Robert A. Heinlein") and a bare surname that only one person in the data carries.
 */
import type { AuthorType } from '../../src/schema/content.ts';
import { fullName } from '../../src/catalog/records.ts';
import { KNOWN_MONONYMS, canonicalLabel } from './aliases.ts';
import { parseAttribution, type ParsedAuthor } from './attribution.ts';
import { foldLabel } from './labels.ts';

export interface AuthorGroup {
  readonly name: string;
  readonly surname: string;
  readonly type: AuthorType;
  readonly description: string | null;
  /** Other spellings merged into this author, as they appeared. */
  readonly aliases: readonly string[];
  /** Indexes of the attributions this author stands for. */
  readonly members: readonly number[];
}

export type MergeRule = 'alias table' | 'same letters' | 'initials' | 'surname only';

export interface Merge {
  readonly from: string;
  readonly into: string;
  readonly rule: MergeRule;
}

interface Identity {
  readonly name: string;
  readonly surname: string;
  readonly type: AuthorType;
}

interface Cluster {
  /** Identities seen, by display name, with how many attributions used each. */
  readonly spellings: Map<string, { identity: Identity; count: number }>;
  readonly members: number[];
  readonly descriptions: string[];
  canonical: Identity | null;
}

const display = (identity: Identity): string => fullName(identity.name, identity.surname);

const nonAscii = (text: string): number => [...text].filter((char) => char.charCodeAt(0) > 127).length;

/** Identity of a canonical label from the alias table, parsed like any attribution. */
const canonicalIdentity = (label: string): Identity => {
  const parsed = parseAttribution(label);
  if (!parsed.ok) throw new Error(`alias table: canonical label "${label}" does not parse (${parsed.reason})`);
  return { name: parsed.name, surname: parsed.surname, type: parsed.type };
};

const givenTokens = (identity: Identity): string[] => identity.name.split(/\s+/).filter(Boolean);
const isInitial = (token: string): boolean => /^\p{Lu}\.?$/u.test(token);
const fullWords = (identity: Identity): number => givenTokens(identity).filter((token) => !isInitial(token)).length;

/**
 * Whether `variant` can be another spelling of `head`'s given names: position by position equal or an initial
 * of the other, and anything the variant leaves out only initials ("Harry Truman" is "Harry S. Truman", but
 * "John Adams" is not "John Quincy Adams" and "S. C. Johnson" is not "Samuel Johnson").
 */
const compatibleGivenNames = (head: readonly string[], variant: readonly string[]): boolean => {
  const [a, b] = [head, variant];
  if (b.length > a.length || a.slice(b.length).some((token) => !isInitial(token))) return false;
  const length = b.length;
  if (length === 0) return false;
  for (let index = 0; index < length; index += 1) {
    const x = foldLabel(a[index]!);
    const y = foldLabel(b[index]!);
    if (x === y) continue;
    if (isInitial(a[index]!) || isInitial(b[index]!)) {
      if (x.charAt(0) !== y.charAt(0)) return false;
    } else return false;
  }
  return true;
};

/** The surname without suffixes and particles: what "Goethe" and "von Goethe" share. */
const surnameCore = (surname: string): string => {
  const tokens = surname
    .split(/\s+/)
    .filter((token) => !/^(?:jr\.?|sr\.?|[ivx]+)$/i.test(token) && !/^\p{Ll}/u.test(token));
  return foldLabel(tokens.join(' '));
};

/**
 * What two spellings of one author share: spacing does not count ("Charles DeGaulle", "Charles de Gaulle"),
 * and groups and works are the same with or without a leading "The" ("The Eagles", "Eagles").
 */
const compactFold = (label: string, type: AuthorType): string =>
  (type === 'person' ? foldLabel(label) : foldLabel(label).replace(/^the /, '')).replace(/ /g, '');

/** Groups attributions into authors; the order of `parsed` decides every tie, so the result is deterministic. */
export const groupAuthors = (parsed: readonly ParsedAuthor[]): { groups: AuthorGroup[]; merges: Merge[] } => {
  const merges: Merge[] = [];
  const clusters = new Map<string, Cluster>();
  const keyOf = (identity: Identity) => `${identity.type}|${compactFold(display(identity), identity.type)}`;

  parsed.forEach((author, index) => {
    const own: Identity = { name: author.name, surname: author.surname, type: author.type };
    const canonical =
      canonicalLabel(display(own)) ??
      author.otherNames.map(canonicalLabel).find((label): label is string => label !== null) ??
      null;
    const identity = canonical ? canonicalIdentity(canonical) : own;
    const key = keyOf(identity);
    let cluster = clusters.get(key);
    if (!cluster) {
      cluster = { spellings: new Map(), members: [], descriptions: [], canonical: canonical ? identity : null };
      clusters.set(key, cluster);
    }
    cluster.members.push(index);
    if (author.description) cluster.descriptions.push(author.description);
    const spelling = display(own);
    const seen = cluster.spellings.get(spelling);
    if (seen) seen.count += 1;
    else cluster.spellings.set(spelling, { identity: own, count: 1 });
    for (const other of author.otherNames) {
      if (!canonicalLabel(other) && !cluster.spellings.has(other))
        cluster.spellings.set(other, { identity: { name: '', surname: other, type: identity.type }, count: 0 });
    }
  });

  // The name an author goes by: the alias table's, else the spelling with diacritics, else the most used, else the fullest.
  const chosen = (cluster: Cluster): Identity => {
    if (cluster.canonical) return cluster.canonical;
    const [best] = [...cluster.spellings.values()]
      .filter(({ count }) => count > 0)
      .sort(
        (a, b) =>
          nonAscii(display(b.identity)) - nonAscii(display(a.identity)) ||
          b.count - a.count ||
          fullWords(b.identity) - fullWords(a.identity) ||
          display(b.identity).split(' ').length - display(a.identity).split(' ').length ||
          (display(a.identity) < display(b.identity) ? -1 : 1),
      );
    return best!.identity;
  };

  // People: merge initials into fuller names, and a bare surname into the one person who carries it.
  const bySurname = new Map<string, string[]>();
  for (const [key, cluster] of clusters) {
    const identity = chosen(cluster);
    if (identity.type !== 'person') continue;
    const core = surnameCore(identity.surname);
    if (!core) continue;
    bySurname.set(core, [...(bySurname.get(core) ?? []), key]);
  }
  const absorbed: { from: string; intoKey: string; rule: MergeRule }[] = [];
  const absorb = (intoKey: string, fromKey: string, rule: MergeRule) => {
    const into = clusters.get(intoKey)!;
    const from = clusters.get(fromKey)!;
    absorbed.push({ from: display(chosen(from)), intoKey, rule });
    into.members.push(...from.members);
    into.descriptions.push(...from.descriptions);
    for (const [spelling, entry] of from.spellings) {
      const seen = into.spellings.get(spelling);
      if (seen) seen.count += entry.count;
      else into.spellings.set(spelling, { ...entry, count: 0 });
    }
    clusters.delete(fromKey);
  };
  for (const keys of bySurname.values()) {
    if (keys.length < 2) continue;
    const weight = (key: string) => clusters.get(key)!.members.length;
    const withGiven = keys
      .filter((key) => chosen(clusters.get(key)!).name !== '')
      .sort((a, b) => {
        const x = chosen(clusters.get(a)!);
        const y = chosen(clusters.get(b)!);
        const canonicalFirst =
          Number(clusters.get(b)!.canonical !== null) - Number(clusters.get(a)!.canonical !== null);
        return (
          canonicalFirst ||
          givenTokens(y).length - givenTokens(x).length ||
          fullWords(y) - fullWords(x) ||
          weight(b) - weight(a) ||
          (a < b ? -1 : 1)
        );
      });
    // Heads keep the identity they were compared with, even when an absorbed spelling later becomes the display.
    const heads: { key: string; identity: Identity }[] = [];
    for (const key of withGiven) {
      const identity = chosen(clusters.get(key)!);
      const matches = heads.filter(
        (head) =>
          foldLabel(head.identity.surname) === foldLabel(identity.surname) &&
          compatibleGivenNames(givenTokens(head.identity), givenTokens(identity)),
      );
      if (matches.length === 1) absorb(matches[0]!.key, key, 'initials');
      else heads.push({ key, identity });
    }
    const bare = keys.filter((key) => clusters.has(key) && chosen(clusters.get(key)!).name === '');
    if (heads.length === 1) {
      for (const key of bare) {
        if (!KNOWN_MONONYMS.has(foldLabel(chosen(clusters.get(key)!).surname)))
          absorb(heads[0]!.key, key, 'surname only');
      }
    }
  }

  for (const { from, intoKey, rule } of absorbed)
    merges.push({ from, into: display(chosen(clusters.get(intoKey)!)), rule });

  const groups = [...clusters.values()].map((cluster): AuthorGroup => {
    const identity = chosen(cluster);
    const canonicalFold = compactFold(display(identity), identity.type);
    const aliasByFold = new Map<string, string>();
    for (const [spelling, entry] of [...cluster.spellings].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const fold = compactFold(spelling, identity.type);
      if (fold === canonicalFold || aliasByFold.has(fold)) continue;
      aliasByFold.set(fold, spelling);
      if (entry.count > 0 && cluster.canonical)
        merges.push({ from: spelling, into: display(identity), rule: 'alias table' });
    }
    for (const [spelling, entry] of cluster.spellings) {
      if (
        !cluster.canonical &&
        entry.count > 0 &&
        spelling !== display(identity) &&
        compactFold(spelling, identity.type) === canonicalFold
      )
        merges.push({ from: spelling, into: display(identity), rule: 'same letters' });
    }
    const descriptionCounts = new Map<string, number>();
    for (const description of cluster.descriptions)
      descriptionCounts.set(description, (descriptionCounts.get(description) ?? 0) + 1);
    const [description] = [...descriptionCounts]
      .sort(([a, x], [b, y]) => y - x || a.length - b.length || (a < b ? -1 : 1))
      .map(([text]) => text);
    return {
      ...identity,
      description: description ?? null,
      aliases: [...aliasByFold.values()].sort(),
      members: [...cluster.members].sort((a, b) => a - b),
    };
  });
  return { groups, merges };
};
