import type { ContentFile } from '../../src/catalog/validate.ts';

/**
 * A small valid content directory, written out literally so that tests can name exact lines.
 * Files sort as confucius.yaml, mark-twain.yaml, topics.yaml: a duplicate is reported on the later one.
 */
export const TOPICS_FILE = 'content/topics.yaml';
export const CONFUCIUS_FILE = 'content/authors/confucius.yaml';
export const TWAIN_FILE = 'content/authors/mark-twain.yaml';

const topicsYaml = `\
- slug: wisdom
  name: Wisdom
  description: Knowing what matters.
- slug: humor
  name: Humor
  description: null
- slug: truth
  name: Truth
  description: null
`;

const confuciusYaml = `\
id: 2
name: ''
surname: Confucius
type: person
description: Chinese philosopher.
quotes:
  - id: 3
    path: real-knowledge
    text: Real knowledge is to know the extent of one's ignorance.
    topics: [wisdom]
    added: 2023-06-01
`;

const twainYaml = `\
id: 1
name: Mark
surname: Twain
type: person
description: American writer.
quotes:
  - id: 1
    path: truth-is-stranger
    text: Truth is stranger than fiction.
    topics: [truth, humor]
    added: 2024-01-02
  - id: 2
    path: good-friend
    text: A good friend is worth more than gold.
    topics: [wisdom]
    added: 2024-03-05
    source: Notebook
`;

export const validFiles = (): ContentFile[] => [
  { file: CONFUCIUS_FILE, text: confuciusYaml },
  { file: TWAIN_FILE, text: twainYaml },
  { file: TOPICS_FILE, text: topicsYaml },
];

/** Replaces one exact piece of text in one file; throws if it is not there, so a fixture edit cannot silently miss. */
export const edit =
  (file: string, from: string, to: string) =>
  (files: ContentFile[]): ContentFile[] =>
    files.map((content) => {
      if (content.file !== file) return content;
      if (!content.text.includes(from)) throw new Error(`fixture ${file} has no ${JSON.stringify(from)}`);
      return { file, text: content.text.replace(from, to) };
    });

/** Replaces the whole text of one file. */
export const withText =
  (file: string, text: string) =>
  (files: ContentFile[]): ContentFile[] =>
    files.map((content) => (content.file === file ? { file, text } : content));
