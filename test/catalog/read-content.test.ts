import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/catalog/problem.ts';
import { loadCatalogData, readContentFiles } from '../../src/catalog/read-content.ts';
import { validFiles } from './fixtures.ts';

/** Writes the fixture content under a fresh temporary directory; returns that directory. */
const writeContent = async (root: string, files: { file: string; text: string }[]): Promise<string> => {
  for (const { file, text } of files) {
    const path = join(root, file);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, text);
  }
  return join(root, 'content');
};

describe('readContentFiles and loadCatalogData', () => {
  let root: string;
  let contentDir: string;
  const shown = (path: string) => relative(process.cwd(), path);

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'quotes-content-'));
    contentDir = await writeContent(root, validFiles());
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('reads topics.yaml and the author files sorted by name, with paths relative to the working directory', async () => {
    const files = await readContentFiles(contentDir);
    expect(files.map((f) => f.file)).toEqual([
      shown(join(contentDir, 'topics.yaml')),
      shown(join(contentDir, 'authors', 'confucius.yaml')),
      shown(join(contentDir, 'authors', 'mark-twain.yaml')),
    ]);
    expect(files[0]!.text).toBe(validFiles().find((f) => f.file === 'content/topics.yaml')!.text);
  });

  it('loads valid content into catalog data', async () => {
    const result = await loadCatalogData(contentDir);
    if (!result.ok) throw new Error(result.problems.map(formatProblem).join('\n'));
    expect(result.data.quotes).toHaveLength(3);
  });

  it('reports problems with paths as the user would type them', async () => {
    await writeFile(join(contentDir, 'authors', 'oscar-wilde.yml'), 'id: 9\n');
    try {
      const result = await loadCatalogData(contentDir);
      expect(result.ok ? [] : result.problems.map(formatProblem)).toEqual([
        `${shown(join(contentDir, 'authors', 'oscar-wilde.yml'))}: unexpected file (expected ${shown(join(contentDir, 'topics.yaml'))} or ${shown(join(contentDir, 'authors'))}/<author-path>.yaml)`,
      ]);
    } finally {
      await rm(join(contentDir, 'authors', 'oscar-wilde.yml'));
    }
  });

  it('reads nothing from a directory that does not exist, and validation says what is missing', async () => {
    const missing = join(root, 'nowhere');
    expect(await readContentFiles(missing)).toEqual([]);
    const result = await loadCatalogData(missing);
    expect(result.ok ? [] : result.problems.map((problem) => problem.file)).toEqual([
      shown(join(missing, 'authors')),
      shown(join(missing, 'topics.yaml')),
    ]);
  });
});
