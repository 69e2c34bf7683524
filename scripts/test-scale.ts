/**
 * `npm run test:scale [-- --quotes 100000]`: the worker's integration tests (test/worker/api.test.ts)
 * against a generated dataset of that size, built and served as a deploy would be (sharded at
 * scale). The generated quotes are merged with the test fixture, whose quotes and authors the
 * tests name, so the same tests run unchanged at any size. Kept out of `npm test`: at 100,000
 * quotes the build alone takes minutes.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { parse, stringify } from 'yaml';
import type { ContentTopic } from '../src/schema/content.ts';
import { FIXTURE_CONTENT } from '../test/support/catalog.ts';
import { datasetFiles } from './generate-dataset.ts';

/** Generated ids start above the fixture's, which the tests name (by-author/1, /2). */
const ID_OFFSET = 1000;
const INTEGRATION_TESTS = ['test/worker/api.test.ts'];

/**
 * Writes `quotes` generated quotes and the fixture into `dir`: topics merged by slug (the
 * fixture's win), the fixture's author files replacing generated ones of the same name.
 */
export const writeScaleContent = (dir: string, quotes: number): void => {
  mkdirSync(join(dir, 'authors'), { recursive: true });
  const until = new Date().toISOString().slice(0, 10);
  let generatedTopics: ContentTopic[] = [];
  for (const file of datasetFiles({ quotes, seed: 42, until, idOffset: ID_OFFSET })) {
    if (file.path === 'topics.yaml') generatedTopics = parse(file.text) as ContentTopic[];
    else writeFileSync(join(dir, file.path), file.text);
  }
  const fixtureTopics = parse(readFileSync(join(FIXTURE_CONTENT, 'topics.yaml'), 'utf8')) as ContentTopic[];
  const fixtureSlugs = new Set(fixtureTopics.map((topic) => topic.slug));
  const topics = [...fixtureTopics, ...generatedTopics.filter((topic) => !fixtureSlugs.has(topic.slug))];
  writeFileSync(join(dir, 'topics.yaml'), stringify(topics));
  cpSync(join(FIXTURE_CONTENT, 'authors'), join(dir, 'authors'), { recursive: true });
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { quotes: { type: 'string', default: '100000' } } });
  const quotes = Number(values.quotes);
  if (!Number.isInteger(quotes) || quotes < 1) throw new Error(`--quotes must be a positive whole number`);
  const parent = mkdtempSync(join(tmpdir(), 'quotes-scale-'));
  const content = join(parent, 'content');
  try {
    const started = performance.now();
    writeScaleContent(content, quotes);
    console.log(
      `test:scale: ${quotes} generated quotes and the fixture in ${content} (${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
    const vitest = spawnSync(
      process.execPath,
      ['node_modules/vitest/vitest.mjs', 'run', ...INTEGRATION_TESTS, '--hookTimeout=1800000', '--testTimeout=1800000'],
      { stdio: 'inherit', env: { ...process.env, QUOTES_TEST_CONTENT: content } },
    );
    process.exitCode = vitest.status ?? 1;
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
}
