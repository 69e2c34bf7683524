/** Writing the dataset as YAML: one file per author under authors/, and topics.yaml. */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'yaml';
import type { AuthorFile } from '../../src/catalog/records.ts';
import type { ContentTopic } from '../../src/schema/content.ts';

/** Block style, no line folding, so every quote is one readable line (verse keeps its line breaks). */
const YAML_OPTIONS = { lineWidth: 0, minContentWidth: 0, indent: 2 } as const;

export const toYaml = (value: unknown): string => stringify(value, YAML_OPTIONS);

/**
 * Replaces the author files and topics.yaml under `outDir`. Only `.yaml` files in authors/ are removed,
 * so an author that disappeared from the sources does not linger.
 */
export const writeContent = (outDir: string, authors: readonly AuthorFile[], topics: readonly ContentTopic[]) => {
  const authorDir = join(outDir, 'authors');
  mkdirSync(authorDir, { recursive: true });
  for (const file of readdirSync(authorDir)) if (file.endsWith('.yaml')) rmSync(join(authorDir, file));
  for (const { path, author } of authors) writeFileSync(join(authorDir, `${path}.yaml`), toYaml(author));
  writeFileSync(join(outDir, 'topics.yaml'), toYaml(topics));
};
