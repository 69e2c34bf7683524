import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileBudgetFromEnv, FREE_PLAN_FILE_LIMIT, runBuild } from '../../scripts/build.ts';
import { manifestSchema } from '../../src/schema/manifest.ts';
import { FIXTURE_CONTENT } from '../support/catalog.ts';
import { copyFixtureContent, RETIRED_YAML, TWAIN_QUOTE_7 } from '../support/content-copy.ts';
import { listFiles } from '../support/tree.ts';

const parent = mkdtempSync(join(tmpdir(), 'quotes-build-test-'));
afterAll(() => rmSync(parent, { recursive: true, force: true }));
let outputs = 0;
const freshOut = () => join(parent, `out-${++outputs}`, 'dist');

const build = (contentDir: string, outDir: string, since?: string) =>
  runBuild({ contentDir, outDir, fileBudget: 100_000, site: false, since, log: () => {} });

/** Every file of a tree with a hash of its bytes. */
const snapshot = (root: string): Record<string, string> =>
  Object.fromEntries(
    listFiles(root).map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(join(root, file)))
        .digest('hex'),
    ]),
  );

/** Folders next to the output that a build left behind (staging or previous copies). */
const leftovers = (outDir: string) => readdirSync(dirname(outDir)).filter((name) => name !== 'dist');

const shown = (path: string) => relative(process.cwd(), path);

describe('the file budget from QUOTES_FILE_BUDGET', () => {
  it("is the free plan's limit when unset", () => {
    expect(fileBudgetFromEnv(undefined)).toBe(FREE_PLAN_FILE_LIMIT);
  });
  it.each([
    ['100000', 100_000],
    ['1', 1],
  ])('takes %j as %i files', (value, files) => {
    expect(fileBudgetFromEnv(value)).toBe(files);
  });
  it.each(['', '0', '-5', '1e5', '20000.5', ' 100', 'lots'])('refuses %j, naming the variable', (value) => {
    expect(() => fileBudgetFromEnv(value)).toThrow(/QUOTES_FILE_BUDGET must be a positive whole number/);
  });
});

describe('the build', () => {
  it('fails as soon as the tree has more files than the budget, naming the limit, and writes nothing', async () => {
    const outDir = freshOut();
    await expect(
      runBuild({ contentDir: FIXTURE_CONTENT, outDir, fileBudget: 10, site: false, log: () => {} }),
    ).rejects.toThrow(/more than 10 files, the budget \(the host's limit per version/);
    expect(existsSync(outDir)).toBe(false);
    expect(leftovers(outDir)).toEqual([]);
  });

  it('fails partway through writing without touching the published output or leaving a partial tree', async () => {
    const outDir = freshOut();
    await build(FIXTURE_CONTENT, outDir);
    const before = snapshot(outDir);
    // The budget is checked file by file, so this build fails with part of its tree written.
    await expect(
      runBuild({ contentDir: FIXTURE_CONTENT, outDir, fileBudget: 50, site: false, log: () => {} }),
    ).rejects.toThrow(/more than 50 files/);
    expect(snapshot(outDir)).toEqual(before);
    expect(leftovers(outDir)).toEqual([]);
  });

  it('gives byte-identical trees for the same content', async () => {
    const [first, second] = [freshOut(), freshOut()];
    await build(FIXTURE_CONTENT, first);
    await build(FIXTURE_CONTENT, second);
    const files = snapshot(first);
    expect(Object.keys(files)).toContain('manifest.json');
    expect(snapshot(second)).toEqual(files);
  });

  it('fails on a bad content file with a precise message, and leaves the previous output as it was', async () => {
    const content = copyFixtureContent();
    try {
      const out = freshOut();
      await build(content.dir, out);
      const before = snapshot(out);
      content.edit(
        'authors/mark-twain.yaml',
        'topics: [wisdom]\n    added: 2026-11-20',
        'topics: [wisdon]\n    added: 2026-11-20',
      );
      const file = shown(join(content.dir, 'authors', 'mark-twain.yaml'));
      await expect(build(content.dir, out)).rejects.toThrow(
        `${file}:12 quotes[0].topics[0]: unknown topic "wisdon" (did you mean "wisdom"?)\nbuild failed: 1 problem in ${content.dir}; ${out} left as it was`,
      );
      expect(snapshot(out)).toEqual(before);
      expect(leftovers(out)).toEqual([]);
    } finally {
      content.remove();
    }
  });
});

describe('the manifest guard', () => {
  const content = copyFixtureContent();
  afterAll(() => content.remove());
  const out = freshOut();

  it('writes manifest.json with every id and path', async () => {
    await build(content.dir, out);
    const manifest = manifestSchema.parse(JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')));
    expect(manifest.quotes).toHaveLength(8);
    expect(manifest.authors).toHaveLength(5);
    expect(manifest.topics).toEqual(['humor', 'science', 'wisdom']);
  });

  it('refuses a build that drops a published quote, naming it, and leaves the output as it was', async () => {
    const before = snapshot(out);
    content.edit('authors/mark-twain.yaml', TWAIN_QUOTE_7, '');
    await expect(build(content.dir, out)).rejects.toThrow(
      `build refused: 1 change would lose or alter published data (compared with ${join(out, 'manifest.json')}):\n  quote 7 "a-lie-can-travel" disappeared`,
    );
    expect(snapshot(out)).toEqual(before);
    expect(leftovers(out)).toEqual([]);
  });

  it('accepts it once the quote is retired, and the manifest then lists it as retired', async () => {
    content.write('retired.yaml', RETIRED_YAML);
    await build(content.dir, out);
    const manifest = manifestSchema.parse(JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')));
    expect(manifest.retired.quotes).toEqual([{ id: 7, path: 'a-lie-can-travel' }]);
    expect(existsSync(join(out, 'quotes', 'a-lie-can-travel.json'))).toBe(false);
  });

  it('compares with --since when given, whatever the output folder holds', async () => {
    const published = join(out, 'manifest.json');
    const elsewhere = freshOut();
    content.edit('topics.yaml', '- slug: science\n  name: Science\n  description: null\n', '');
    content.edit('authors/marie-curie.yaml', 'topics: [science, wisdom]', 'topics: [wisdom]');
    content.edit('authors/karel-capek.yaml', 'topics: [science]', 'topics: [wisdom]');
    await expect(build(content.dir, elsewhere, published)).rejects.toThrow(
      'topic "science" disappeared (expected it kept in topics.yaml: /topics/science is published)',
    );
    expect(existsSync(elsewhere)).toBe(false);
    await expect(build(content.dir, elsewhere, join(parent, 'missing.json'))).rejects.toThrow(
      `--since ${join(parent, 'missing.json')}: file not found (expected the manifest.json of the published build)`,
    );
  });
});
