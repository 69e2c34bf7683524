/**
 * The editors' workflow shared by `npm run new` (a quote, to an existing or a new author) and
 * `npm run new-author` (an author with its first quote): whatever the flags do not say is asked,
 * then the quote is appended to the author's file, and the content is validated as `npm run check`
 * does; if that fails, the file is put back as it was.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { formatProblem } from '../../src/catalog/problem.ts';
import { loadCatalogData } from '../../src/catalog/read-content.ts';
import { fullName } from '../../src/catalog/records.ts';
import {
  AUTHOR_TYPES,
  contentQuoteSchema,
  type AuthorType,
  type ContentAuthor,
  type ContentQuote,
} from '../../src/schema/content.ts';
import type { AuthorRecord } from '../../src/schema/records.ts';
import { findAuthors, findTopics, type AuthorEntry } from './find.ts';
import { deriveNames } from './names.ts';
import { findDuplicate, newAuthorPath, newQuotePath, nextId, quoteLine } from './plan.ts';
import { createPrompter, type Prompter } from './prompt.ts';
import { appendQuote, newAuthorFile, type Edited } from './yaml.ts';

export type EditorMode = 'quote' | 'author';

const FLAGS = {
  content: { type: 'string', default: 'content' },
  author: { type: 'string' },
  name: { type: 'string' },
  surname: { type: 'string' },
  type: { type: 'string' },
  description: { type: 'string' },
  text: { type: 'string' },
  topics: { type: 'string' },
  source: { type: 'string' },
  added: { type: 'string' },
  'not-duplicate-of': { type: 'string' },
  yes: { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

type Flags = ReturnType<typeof parseArgs<{ options: typeof FLAGS }>>['values'];

const USAGE: Record<EditorMode, string> = {
  quote: `npm run new -- [--author NAME] [--text TEXT] [--topics a,b] [--source TEXT] [options]

Adds a quote to an existing author, or to a new one. Asks for whatever is not given.
  --author NAME          the author's full name, path or alias (a new author if none matches)
  --text TEXT            the quote
  --topics a,b           topic slugs or names, comma-separated
  --source TEXT          where the quote comes from (optional)
  --type TYPE            for a new author: ${AUTHOR_TYPES.join(', ')}
  --name, --surname      for a new author, if not derived from --author
  --description TEXT     for a new author (optional)
  --not-duplicate-of P   the quote is not a duplicate of quote P, which it resembles
  --added YYYY-MM-DD     the date added (default: today, UTC)
  --content DIR          the content directory (default: content)
  --yes                  do not ask for confirmation`,
  author: `npm run new-author -- [--author NAME] [--type TYPE] [--text TEXT] [--topics a,b] [options]

Adds an author with its first quote (every author has at least one). Asks for whatever is not given.
  --author NAME          the full name (or give --name and --surname)
  --type TYPE            ${AUTHOR_TYPES.join(', ')}
  --description TEXT     one line about the author (optional)
  --text, --topics, --source, --not-duplicate-of, --added, --content, --yes: as for npm run new`,
};

const TYPE_NOTES: Record<AuthorType, string> = {
  person: 'a real person',
  collective: 'a group, band or organisation',
  fictional: 'a character',
  work: 'a book, film, show or song with no known person',
  proverb: 'a proverb or saying',
  anonymous: 'nobody known',
};

/** A path as the user would type it: relative to the working directory, forward slashes. */
const shown = (path: string): string => relative(process.cwd(), path).split(sep).join('/');

const isYes = (answer: string, byDefault: boolean): boolean => (answer === '' ? byDefault : /^y(es)?$/i.test(answer));

const todayUtc = (): string => new Date().toISOString().slice(0, 10);

type Target =
  { readonly kind: 'existing'; readonly author: AuthorRecord } | { readonly kind: 'new'; readonly label: string };

const describeAuthor = ({ author }: AuthorEntry) =>
  `${author.full_name} (${author.path}, ${author.quote_count} quote${author.quote_count === 1 ? '' : 's'})`;

/** The author a quote goes to: named by the flags or asked for, chosen among similar ones if not exact. */
const chooseAuthor = async (
  mode: EditorMode,
  flags: Flags,
  entries: readonly AuthorEntry[],
  prompter: Prompter,
): Promise<Target> => {
  const names = entries.map(({ author }) => author.full_name);
  let query = flags.author ?? (flags.surname === undefined ? undefined : fullName(flags.name ?? '', flags.surname));
  for (;;) {
    query ??= await prompter.ask(
      mode === 'quote' ? 'Author (name, path or alias; Tab completes): ' : "New author's full name: ",
      '--author',
      names,
    );
    if (query === '') {
      query = undefined;
      continue;
    }
    const match = findAuthors(query, entries);
    if (mode === 'author') {
      if (match.kind === 'exact') {
        const existing = match.authors[0]!.author;
        throw new Error(
          `an author named "${query}" already exists: ${existing.full_name} (${existing.path}); add quotes to it with npm run new -- --author ${existing.path}`,
        );
      }
      if (match.authors.length > 0 && !flags.yes) {
        prompter.say(
          `Similar authors already exist:\n${match.authors.map((entry) => `  ${describeAuthor(entry)}`).join('\n')}`,
        );
        const answer = await prompter.ask(`Add "${query}" as a new author anyway? [y/N] `, '--yes');
        if (!isYes(answer, false)) throw new Error('nothing written');
      }
      return { kind: 'new', label: query };
    }
    if (match.kind === 'exact' && match.authors.length === 1)
      return { kind: 'existing', author: match.authors[0]!.author };
    if (match.authors.length === 0) {
      prompter.say(`No author matches "${query}": adding a new author.`);
      return { kind: 'new', label: query };
    }
    const heading =
      match.kind === 'exact'
        ? `Several authors answer to "${query}":`
        : `No author is called "${query}". Did you mean:`;
    const lines = match.authors.map((entry, index) => `  ${index + 1}) ${describeAuthor(entry)}`);
    if (match.kind === 'similar') lines.push(`  n) a new author, "${query}"`);
    prompter.say([heading, ...lines].join('\n'));
    const answer = await prompter.ask('Number, n, or another name: ', '--author with the exact name or path');
    const chosen = /^[0-9]+$/.test(answer) ? match.authors[Number(answer) - 1] : undefined;
    if (chosen) return { kind: 'existing', author: chosen.author };
    if (match.kind === 'similar' && /^n$/i.test(answer)) return { kind: 'new', label: query };
    query = answer === '' ? query : answer;
  }
};

const chooseType = async (flags: Flags, prompter: Prompter): Promise<AuthorType> => {
  const parse = (answer: string): AuthorType | undefined => {
    if (answer === '') return 'person';
    if (/^[0-9]+$/.test(answer)) return AUTHOR_TYPES[Number(answer) - 1];
    return AUTHOR_TYPES.find((type) => type.startsWith(answer.toLowerCase()));
  };
  if (flags.type !== undefined) {
    const type = AUTHOR_TYPES.find((candidate) => candidate === flags.type);
    if (!type)
      throw new Error(`--type "${flags.type}" is not an author type (expected one of: ${AUTHOR_TYPES.join(', ')})`);
    return type;
  }
  prompter.say(AUTHOR_TYPES.map((type, index) => `  ${index + 1}) ${type}: ${TYPE_NOTES[type]}`).join('\n'));
  for (;;) {
    const type = parse(await prompter.ask('Type [person]: ', '--type', AUTHOR_TYPES));
    if (type) return type;
    prompter.say(`Expected a number from 1 to ${AUTHOR_TYPES.length} or one of: ${AUTHOR_TYPES.join(', ')}.`);
  }
};

/** Asks an optional field in an interactive session; undefined when skipped or not interactive. */
const optional = async (
  value: string | undefined,
  interactive: boolean,
  prompter: Prompter,
  question: string,
  flag: string,
): Promise<string | undefined> => {
  if (value !== undefined) return value.trim() || undefined;
  if (!interactive) return undefined;
  return (await prompter.ask(question, flag)) || undefined;
};

const chooseText = async (flags: Flags, prompter: Prompter): Promise<string> => {
  for (;;) {
    const text = flags.text ?? (await prompter.ask('Quote: ', '--text'));
    const checked = contentQuoteSchema.shape.text.safeParse(text.trim());
    if (checked.success) return checked.data;
    const message = `the quote must be ${checked.error.issues[0]!.message} (got ${[...text.trim()].length})`;
    if (flags.text !== undefined) throw new Error(`--text: ${message}`);
    prompter.say(message);
  }
};

const chooseTopics = async (
  flags: Flags,
  topics: readonly { slug: string; name: string; description: string | null }[],
  prompter: Prompter,
): Promise<string[]> => {
  if (flags.topics !== undefined) {
    const found = findTopics(flags.topics, topics);
    if ('errors' in found) throw new Error(`--topics: ${found.errors.join('; ')}`);
    return found.slugs;
  }
  prompter.say(`Topics: ${topics.map((topic) => topic.slug).join(', ')}`);
  for (;;) {
    const found = findTopics(
      await prompter.ask(
        'Topics (comma-separated): ',
        '--topics',
        topics.map((topic) => topic.slug),
      ),
      topics,
    );
    if ('slugs' in found) return found.slugs;
    prompter.say(found.errors.join('\n'));
  }
};

/** Adds one quote (and, for a new author, the author), then validates; returns where it wrote. */
export const runEditor = async (
  mode: EditorMode,
  flags: Flags,
  prompter: Prompter,
): Promise<{ file: string; line: number }> => {
  const contentDir = flags.content;
  const loaded = await loadCatalogData(contentDir);
  if (!loaded.ok) {
    throw new Error(
      [
        ...loaded.problems.map(formatProblem),
        `${shown(contentDir)} has ${loaded.problems.length} problems: fix them first (npm run check lists them); nothing written`,
      ].join('\n'),
    );
  }
  const { data, authorFiles } = loaded;
  const authorByPath = new Map(data.authors.map((author) => [author.path, author]));
  const entries = authorFiles.map(({ path, author }) => ({
    author: authorByPath.get(path)!,
    aliases: author.aliases ?? [],
  }));
  const interactive =
    flags.text === undefined ||
    flags.topics === undefined ||
    (flags.author === undefined && flags.surname === undefined) ||
    (mode === 'author' && flags.type === undefined);
  const authorFile = (path: string) => join(contentDir, 'authors', `${path}.yaml`);

  const target = await chooseAuthor(mode, flags, entries, prompter);
  let newAuthor: { path: string; fields: Omit<ContentAuthor, 'quotes'> } | undefined;
  if (target.kind === 'new') {
    const type = await chooseType(flags, prompter);
    const derived = deriveNames(target.label, type);
    const asks = interactive && type === 'person' && flags.name === undefined && flags.surname === undefined;
    const name =
      flags.name ?? (asks ? (await prompter.ask(`Name [${derived.name}]: `, '--name')) || derived.name : derived.name);
    const surname =
      flags.surname ??
      (asks ? (await prompter.ask(`Surname [${derived.surname}]: `, '--surname')) || derived.surname : derived.surname);
    const description = await optional(
      flags.description,
      interactive,
      prompter,
      'Description (optional): ',
      '--description',
    );
    const id = nextId(data, 'author');
    newAuthor = {
      path: newAuthorPath(fullName(name, surname), id, data),
      fields: { id, name, surname, type, description: description ?? null },
    };
  }

  const text = await chooseText(flags, prompter);
  const notDuplicateOf = flags['not-duplicate-of'];
  const duplicate = findDuplicate(text, data);
  if (duplicate) {
    const { quote } = duplicate;
    const where = authorFile(quote.author_path);
    const at = `${shown(where)}:${quoteLine(readFileSync(where, 'utf8'), quote.id)}`;
    const about = `quote ${quote.id} "${quote.path}" by ${fullName(quote.author_name, quote.author_surname)}, ${at}`;
    if (duplicate.kind === 'exact')
      throw new Error(`refused: the dataset already has this quote: ${about}; nothing written`);
    if (notDuplicateOf !== quote.path) {
      const hint = `--not-duplicate-of ${quote.path} if it is a different quote`;
      if (!interactive) throw new Error(`refused: nearly the same quote as ${about}; pass ${hint}; nothing written`);
      prompter.say(`This nearly repeats ${about}:\n  ${quote.quotes}`);
      const answer = await prompter.ask('Is it a different quote? [y/N] ', `--not-duplicate-of ${quote.path}`);
      if (!isYes(answer, false)) throw new Error(`refused: nearly the same quote as ${about}; nothing written`);
    }
  }
  const differentFrom = duplicate?.kind === 'near' ? duplicate.quote.path : notDuplicateOf;

  const topics = await chooseTopics(flags, data.topics, prompter);
  const source = await optional(flags.source, interactive, prompter, 'Source (optional): ', '--source');
  const quote: ContentQuote = {
    id: nextId(data, 'quote'),
    path: newQuotePath(text, data),
    text,
    topics,
    added: flags.added ?? todayUtc(),
    ...(source === undefined ? {} : { source }),
    ...(differentFrom === undefined ? {} : { not_duplicate_of: [differentFrom] }),
  };

  const file = authorFile(target.kind === 'existing' ? target.author.path : newAuthor!.path);
  if (newAuthor && existsSync(file)) throw new Error(`${shown(file)} already exists; nothing written`);
  /** The file's text before the edit; undefined for a new author's file. */
  const before = newAuthor ? undefined : readFileSync(file, 'utf8');
  const edited: Edited =
    before === undefined ? newAuthorFile({ ...newAuthor!.fields, quotes: [quote] }) : appendQuote(before, quote);

  if (prompter.asked && !flags.yes) {
    const preview = edited.text
      .split('\n')
      .slice(before === undefined ? 0 : edited.line - 1)
      .join('\n')
      .trimEnd();
    prompter.say(`\n${shown(file)}${before === undefined ? ' (new file)' : ''}:\n${preview}\n`);
    if (!isYes(await prompter.ask('Write it? [Y/n] ', '--yes'), true)) throw new Error('nothing written');
  }

  writeFileSync(file, edited.text);
  const checked = await loadCatalogData(contentDir);
  if (!checked.ok) {
    if (before === undefined) rmSync(file);
    else writeFileSync(file, before);
    throw new Error(
      [...checked.problems.map(formatProblem), `the new quote does not validate; ${shown(file)} is as it was`].join(
        '\n',
      ),
    );
  }
  const written = newAuthor
    ? `new author ${newAuthor.fields.id} "${fullName(newAuthor.fields.name, newAuthor.fields.surname)}", `
    : '';
  prompter.say(`Added ${written}quote ${quote.id} "${quote.path}" at ${shown(file)}:${edited.line}`);
  for (const warning of checked.warnings.filter((item) => item.file === shown(file))) {
    prompter.say(`warning: ${formatProblem(warning)}`);
  }
  const { quotes, authors } = checked.data;
  prompter.say(
    `npm run check: content OK: ${quotes.length} quotes, ${authors.length} authors, ${checked.warnings.length} warnings`,
  );
  return { file, line: edited.line };
};

/** The command line of `npm run new` / `npm run new-author`: exits 1 with the reason if nothing was written. */
export const editorMain = async (mode: EditorMode, args: readonly string[] = process.argv.slice(2)): Promise<void> => {
  let flags: Flags;
  try {
    flags = parseArgs({ args: [...args], options: FLAGS, strict: true }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE[mode]}`);
    process.exitCode = 2;
    return;
  }
  if (flags.help) {
    console.log(USAGE[mode]);
    return;
  }
  const prompter = createPrompter(process.stdin, process.stdout);
  try {
    await runEditor(mode, flags, prompter);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    prompter.close();
  }
};
