import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { validateContent, type ContentFile, type ValidationResult } from './validate.ts';

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

/**
 * Reads `topics.yaml` and the author files under `authors/`, sorted by name. Missing files are simply absent:
 * validation reports them. `.yml` files are read too, so that validation can point at the wrong extension
 * rather than silently skipping an author.
 */
export const readContentFiles = async (contentDir: string): Promise<ContentFile[]> => {
  const authorsDir = join(contentDir, 'authors');
  const authorNames = (await listIfPresent(authorsDir)).filter((name) => /\.ya?ml$/.test(name)).sort();
  const files = await Promise.all([
    readIfPresent(join(contentDir, 'topics.yaml')),
    ...authorNames.map((name) => readIfPresent(join(authorsDir, name))),
  ]);
  return files.flat();
};

/** The content directory read and validated: the catalog data, or every problem in it. */
export const loadCatalogData = async (contentDir: string): Promise<ValidationResult> =>
  validateContent(await readContentFiles(contentDir), displayPath(contentDir));
