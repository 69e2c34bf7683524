/** The datasets the benchmarks run on: the shipped content/ and generated ones of a chosen size. */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { indexCatalog, type Catalog } from '../../src/catalog/catalog.ts';
import { formatProblem } from '../../src/catalog/problem.ts';
import { loadCatalogData } from '../../src/catalog/read-content.ts';
import type { CatalogData } from '../../src/schema/catalog.ts';
import { PAID_PLAN_FILE_LIMIT, runBuild } from '../build.ts';
import { datasetFiles } from '../generate-dataset.ts';

export interface BenchDataset {
  /** How tables name it: `shipped`, `100k`, … */
  readonly label: string;
  readonly contentDir: string;
  readonly data: CatalogData;
  readonly catalog: Catalog;
}

export const loadDataset = async (label: string, contentDir: string): Promise<BenchDataset> => {
  const result = await loadCatalogData(contentDir);
  if (!result.ok) {
    const shown = result.problems.slice(0, 10).map(formatProblem).join('\n');
    throw new Error(`${contentDir} is not valid content (${result.problems.length} problems):\n${shown}`);
  }
  return { label, contentDir, data: result.data, catalog: indexCatalog(result.data) };
};

/** Writes a generated dataset of `quotes` quotes (seed 42, newest date today) under `dir`. */
export const generateInto = (dir: string, quotes: number): void => {
  mkdirSync(join(dir, 'authors'), { recursive: true });
  const until = new Date().toISOString().slice(0, 10);
  for (const file of datasetFiles({ quotes, seed: 42, until })) writeFileSync(join(dir, file.path), file.text);
};

export const sizeLabel = (quotes: number): string =>
  quotes >= 1_000_000 && quotes % 1_000_000 === 0
    ? `${quotes / 1_000_000}M`
    : quotes >= 1000 && quotes % 1000 === 0
      ? `${quotes / 1000}k`
      : String(quotes);

const SHIPPED_FALLBACK_QUOTES = 5000;

/** The shipped content folder when it holds authors; else a generated 5k set stands in for it, and says so in its label. */
export const shippedDataset = (workDir: string, shipped: string): Promise<BenchDataset> => {
  const hasAuthors = existsSync(join(shipped, 'authors')) && readdirSync(join(shipped, 'authors')).length > 0;
  if (hasAuthors) return loadDataset('shipped', shipped);
  const dir = join(workDir, 'content-fallback');
  generateInto(dir, SHIPPED_FALLBACK_QUOTES);
  return loadDataset(`generated ${sizeLabel(SHIPPED_FALLBACK_QUOTES)} (${shipped}/ is empty)`, dir);
};

export const generatedDataset = (workDir: string, quotes: number): Promise<BenchDataset> => {
  const dir = join(workDir, `content-${quotes}`);
  generateInto(dir, quotes);
  return loadDataset(sizeLabel(quotes), dir);
};

/**
 * Builds a dataset's static tree as `npm run build` does (no site; the host's file limit checked
 * by the build itself) into `workDir`, and tells `progress` the build's summary.
 */
export const buildDatasetTree = async (
  dataset: BenchDataset,
  workDir: string,
  progress: (message: string) => void,
): Promise<string> => {
  const outDir = join(workDir, `tree-${dataset.label.replace(/\W+/g, '-')}`);
  await runBuild({
    contentDir: dataset.contentDir,
    outDir,
    fileBudget: PAID_PLAN_FILE_LIMIT,
    site: false,
    log: (summary) => progress(`build [${dataset.label}]: ${summary.replaceAll('\n', '; ')}`),
  });
  return outDir;
};
