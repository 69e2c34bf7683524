import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURE_CONTENT } from './catalog.ts';

/** A temporary copy of the fixture content, to change freely; `remove` deletes it. */
export const copyFixtureContent = (): {
  dir: string;
  /** Replaces one exact piece of a file (relative to the content directory); throws if it is not there. */
  edit: (file: string, from: string, to: string) => void;
  write: (file: string, text: string) => void;
  remove: () => void;
} => {
  const root = mkdtempSync(join(tmpdir(), 'quotes-content-'));
  const dir = join(root, 'content');
  cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  return {
    dir,
    edit: (file, from, to) => {
      const text = readFileSync(join(dir, file), 'utf8');
      if (!text.includes(from)) throw new Error(`${file} has no ${JSON.stringify(from)}`);
      writeFileSync(join(dir, file), text.replace(from, to));
    },
    write: (file, text) => writeFileSync(join(dir, file), text),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
};

/** Mark Twain's quote 7 "a-lie-can-travel", as it stands in the fixture's mark-twain.yaml. */
export const TWAIN_QUOTE_7 = `  - id: 7
    path: a-lie-can-travel
    text: A lie can travel half way around the world while the truth is putting on its shoes.
    topics: [wisdom]
    added: 2020-01-15
`;

/**
 * The fixture with quote 7 taken out of mark-twain.yaml and retired (replaced by "always-do-right"), and a
 * former author "samuel-clemens" (id 6) retired into "mark-twain".
 */
export const RETIRED_YAML = `# Quotes and authors taken out of the dataset.
- kind: quote
  id: 7
  path: a-lie-can-travel
  retired: 2026-11-22
  reason: Misattributed; the line is older than Twain
  replaced_by: always-do-right
- kind: author
  id: 6
  path: samuel-clemens
  retired: 2026-11-22
  reason: Merged into Mark Twain.
  replaced_by: mark-twain
`;

export const retireInFixture = (content: ReturnType<typeof copyFixtureContent>): void => {
  content.edit('authors/mark-twain.yaml', TWAIN_QUOTE_7, '');
  content.write('retired.yaml', RETIRED_YAML);
};
