import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { RETIRED_FILE, validateContent, type ContentFile, type ValidationResult } from './validate.ts';

/** A path as problems show it: relative to the working directory, with forward slashes. */
const displayPath = (path: string): string => relative(process.cwd(), path).split(sep).join('/');

const isMissing = (error: unknown): boolean => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

const readIfPresent = async (path: string): Promise<ContentFile[]> => {
  try {
    return [{ file: displayPath(path), text: await readFile(path, 'utf8') }];
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
};

const listIfPresent = async (dir: string): Promise<string[]> => {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
};

/** Files read at once: enough to overlap I/O, few enough to stay far below the open-file limit. */
const READ_BATCH = 256;

/**
 * Reads `topics.yaml`, the author files under `authors/` sorted by name, and `retired.yaml`. Missing files are
 * simply absent: validation reports them. `.yml` files are read too, so that validation can point at the
 * wrong extension rather than silently skipping an author.
 */
export const readContentFiles = async (contentDir: string): Promise<ContentFile[]> => {
  const authorsDir = join(contentDir, 'authors');
  const authorNames = (await listIfPresent(authorsDir)).filter((name) => /\.ya?ml$/.test(name)).sort();
  const paths = [
    join(contentDir, 'topics.yaml'),
    ...authorNames.map((name) => join(authorsDir, name)),
    join(contentDir, RETIRED_FILE),
  ];
  const files: ContentFile[] = [];
  for (let start = 0; start < paths.length; start += READ_BATCH) {
    files.push(...(await Promise.all(paths.slice(start, start + READ_BATCH).map(readIfPresent))).flat());
  }
  return files;
};

/** The content directory read and validated: the catalog data, or every problem in it. */
export const loadCatalogData = async (contentDir: string): Promise<ValidationResult> =>
  validateContent(await readContentFiles(contentDir), displayPath(contentDir));
