/**
 * `npm run bench [-- --runs 5 --large-runs 3 --seconds 5 --connections 20 --large 100000 --content DIR --only a,b]`:
 * measures the build and the worker at the shipped dataset and at a generated one of --large
 * quotes, writes bench/results.json and bench/results.md (the README's table) and prints every
 * figure beside its baseline and target. Every figure is the median of several runs; every time is paired with a
 * baseline measured in the same run. Traffic stays on loopback; every load run is bounded.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildDatasetTree, generatedDataset, shippedDataset, type BenchDataset } from './datasets.ts';
import { emissionFigures } from './emission.ts';
import { formatMarkdownTable, formatTable, readmeWithTable, type Figure } from './figures.ts';
import { limitFigures } from './limits.ts';
import { memoryFigures } from './memory.ts';
import {
  LARGE_SEARCH_TARGETS,
  searchSectionFigures,
  SHIPPED_SEARCH_TARGETS,
  type SearchTargets,
} from './search-section.ts';
import { throughputFigures } from './throughput.ts';

export interface BenchOptions {
  /** Runs of each cheap measurement (the shipped dataset). */
  readonly runs: number;
  /** Runs of each measurement on the large generated dataset. */
  readonly largeRuns: number;
  /** Length of one load run, in seconds. */
  readonly seconds: number;
  readonly connections: number;
  /** Quotes in the large generated dataset. */
  readonly largeQuotes: number;
}

export interface BenchContext {
  readonly options: BenchOptions;
  /** A temporary folder for trees and datasets, removed when the benchmark ends. */
  readonly workDir: string;
  /** The shipped content (--content, default content/), or a generated stand-in when it is empty; loaded on first use. */
  shipped(): Promise<BenchDataset>;
  /** A generated dataset of options.largeQuotes quotes; generated on first use. */
  large(): Promise<BenchDataset>;
  /** The static tree built from a dataset as `npm run build` builds it (no site); built on first use. */
  tree(dataset: BenchDataset): Promise<string>;
}

/** One part of the benchmark: a name `--only` can select, and what it measures. */
export interface BenchSection {
  readonly name: string;
  readonly run: (context: BenchContext) => Promise<Figure[]> | Figure[];
}

const progress = (message: string): void => console.error(`bench: ${message}`);

/** The sections, each at the shipped dataset and then at the large generated one. */
const SECTIONS: readonly BenchSection[] = (
  [
    ['', (context) => context.shipped(), (options) => options.runs, SHIPPED_SEARCH_TARGETS],
    ['-large', (context) => context.large(), (options) => options.largeRuns, LARGE_SEARCH_TARGETS],
  ] as const satisfies readonly (readonly [
    string,
    (context: BenchContext) => Promise<BenchDataset>,
    (options: BenchOptions) => number,
    SearchTargets,
  ])[]
).flatMap(([suffix, datasetOf, runsOf, searchTargets]): BenchSection[] => [
  {
    name: `emission${suffix}`,
    run: async (context) =>
      emissionFigures(await datasetOf(context), context.workDir, { runs: runsOf(context.options), progress }),
  },
  {
    name: `limits${suffix}`,
    run: async (context) => {
      const dataset = await datasetOf(context);
      return limitFigures(dataset, await context.tree(dataset));
    },
  },
  {
    name: `throughput${suffix}`,
    run: async (context) => {
      const dataset = await datasetOf(context);
      return throughputFigures(dataset, await context.tree(dataset), {
        runs: runsOf(context.options),
        seconds: context.options.seconds,
        connections: context.options.connections,
      });
    },
  },
  {
    name: `search${suffix}`,
    run: async (context) => {
      const dataset = await datasetOf(context);
      return searchSectionFigures(dataset, await context.tree(dataset), runsOf(context.options), searchTargets);
    },
  },
  {
    name: `memory${suffix}`,
    run: async (context) => {
      const dataset = await datasetOf(context);
      return memoryFigures(dataset, await context.tree(dataset), runsOf(context.options));
    },
  },
]);

const RESULTS_FILE = 'bench/results.json';
/** The table in Markdown, as the README carries it. */
const TABLE_FILE = 'bench/results.md';
const README_FILE = 'README.md';

/** A dataset made on first use only, remembered in `loaded` for the results file. */
const onFirstUse = (make: () => Promise<BenchDataset>, loaded: BenchDataset[]): (() => Promise<BenchDataset>) => {
  let made: Promise<BenchDataset> | undefined;
  return () => {
    made ??= make().then((dataset) => {
      loaded.push(dataset);
      return dataset;
    });
    return made;
  };
};

const positiveInteger = (name: string, raw: string): number => {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive whole number (got ${raw})`);
  return value;
};

const main = async () => {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      'large-runs': { type: 'string', default: '3' },
      seconds: { type: 'string', default: '5' },
      connections: { type: 'string', default: '20' },
      large: { type: 'string', default: '100000' },
      content: { type: 'string', default: 'content' },
      only: { type: 'string', default: SECTIONS.map((section) => section.name).join(',') },
    },
  });
  const options: BenchOptions = {
    runs: positiveInteger('runs', values.runs),
    largeRuns: positiveInteger('large-runs', values['large-runs']),
    seconds: positiveInteger('seconds', values.seconds),
    connections: positiveInteger('connections', values.connections),
    largeQuotes: positiveInteger('large', values.large),
  };
  // A name selects its section and those named after it: `emission` runs emission and emission-large.
  const names = values.only.split(',').map((name) => name.trim());
  const selected = SECTIONS.filter((section) => names.some((name) => section.name.startsWith(name)));
  const unknown = names.filter((name) => !SECTIONS.some((section) => section.name.startsWith(name)));
  if (unknown.length > 0) {
    throw new Error(
      `--only: unknown section ${unknown.join(', ')} (expected some of ${SECTIONS.map((s) => s.name).join(', ')})`,
    );
  }

  const workDir = mkdtempSync(join(tmpdir(), 'quotes-bench-'));
  const datasets: BenchDataset[] = [];
  const trees = new Map<BenchDataset, Promise<string>>();
  const context: BenchContext = {
    options,
    workDir,
    shipped: onFirstUse(() => shippedDataset(workDir, values.content), datasets),
    large: onFirstUse(() => generatedDataset(workDir, options.largeQuotes), datasets),
    tree: (dataset) => {
      if (!trees.has(dataset)) trees.set(dataset, buildDatasetTree(dataset, workDir, progress));
      return trees.get(dataset)!;
    },
  };
  const figures: Figure[] = [];
  const failures: { section: string; error: string }[] = [];
  const started = performance.now();
  // Written after every section, so that a failure late in a long run keeps what was measured.
  const writeResults = () => {
    const results = {
      measuredAt: new Date().toISOString(),
      seconds: Math.round((performance.now() - started) / 1000),
      machine: {
        cpus: cpus().length,
        cpuModel: cpus()[0]?.model ?? 'unknown',
        memoryGiB: Math.round(totalmem() / 2 ** 30),
        node: process.version,
        platform: `${process.platform} ${process.arch}`,
      },
      options,
      datasets: datasets.map(({ label, contentDir, data }) => ({
        label,
        contentDir,
        quotes: data.quotes.length,
        authors: data.authors.length,
        topics: data.topics.length,
      })),
      figures,
      failures,
    };
    mkdirSync(dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
  };
  try {
    for (const section of selected) {
      const sectionStarted = performance.now();
      progress(`${section.name}…`);
      try {
        figures.push(...(await section.run(context)));
        progress(`${section.name} done in ${((performance.now() - sectionStarted) / 1000).toFixed(0)} s`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        failures.push({ section: section.name, error: message });
        progress(`${section.name} FAILED: ${message}`);
      }
      writeResults();
    }
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }

  const table = formatMarkdownTable(figures);
  writeFileSync(TABLE_FILE, `${table}\n`);
  // The README carries the table of a whole run only: a partial one would drop the other sections' figures.
  if (selected.length === SECTIONS.length && failures.length === 0) {
    const readme = readmeWithTable(readFileSync(README_FILE, 'utf8'), table, new Date().toISOString());
    if (readme === null) throw new Error(`${README_FILE} has no bench table markers to write the table between`);
    writeFileSync(README_FILE, readme);
  }
  console.log(formatTable(figures));
  for (const f of figures.filter((f) => f.note)) console.log(`  ${f.name}: ${f.note}`);
  const offTarget = figures.filter((f) => f.pass === false).length;
  console.log(`\n${figures.length} figures, ${offTarget} off target; written to ${RESULTS_FILE} and ${TABLE_FILE}`);
  for (const { section, error } of failures) console.log(`section ${section} failed: ${error}`);
  if (failures.length > 0) process.exitCode = 1;
};

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
