/**
 * Quotes API dataset importer: builds content/ (one YAML file per author, plus topics.yaml) from
 * Debian's `fortunes` files and the npm package `inspirational-quotes`.
 *
 * Re-run it:
 *   sudo apt-get install fortunes            # the files in /usr/share/games/fortunes/
 *   npm install                              # inspirational-quotes is a devDependency
 *   npm run import -- --added 2025-01-31     # --added: the import date of every quote (default: today, UTC)
 *                    [--out content]         # --out: where to write (default content/)
 *
 * The run replaces every authors/*.yaml and topics.yaml under --out, validates what it wrote with the
 * content schemas (exit code 1 and every problem listed if anything is wrong), prints a report and
 * writes it to scripts/import/REPORT.md. Same sources and date → byte-identical output.
 * Edit the tables (aliases.ts, labels.ts, topics.ts), not the generated YAML.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { formatProblem } from '../../src/catalog/problem.ts';
import { loadCatalogData } from '../../src/catalog/read-content.ts';
import { buildDataset } from './build.ts';
import type { Candidate } from './candidates.ts';
import { SKIPPED_FORTUNE_FILES, fortuneFileCandidates } from './fortunes.ts';
import { inspirationalCandidates } from './inspirational.ts';
import { renderReport, summarise, type SourceStats } from './report.ts';
import { writeContent } from './write.ts';

const FORTUNES_DIR = '/usr/share/games/fortunes';
const REPORT_PATH = join(dirname(fileURLToPath(import.meta.url)), 'REPORT.md');

const fail = (message: string): never => {
  console.error(`import: ${message}`);
  process.exit(1);
};

const { values: options } = parseArgs({
  options: {
    added: { type: 'string', default: new Date().toISOString().slice(0, 10) },
    out: { type: 'string', default: 'content' },
  },
});
const added = options.added!;
if (!/^\d{4}-\d{2}-\d{2}$/.test(added) || Number.isNaN(Date.parse(`${added}T00:00:00Z`)))
  fail(`--added must be a date such as 2025-01-31, not "${added}"`);
const outDir = resolve(options.out!);

if (!existsSync(FORTUNES_DIR)) fail(`${FORTUNES_DIR} not found: install the Debian package "fortunes"`);
const candidates: Candidate[] = [];
const fortuneFiles = new Map<string, number>();
let unattributed = 0;
let severalAttributions = 0;
const fortuneNames = readdirSync(FORTUNES_DIR)
  .filter((name) => !name.includes('.') && !(name in SKIPPED_FORTUNE_FILES))
  .sort();
for (const name of fortuneNames) {
  // The .u8 copy is the UTF-8 one; the plain file may be Latin-1.
  const utf8 = join(FORTUNES_DIR, `${name}.u8`);
  const text = readFileSync(existsSync(utf8) ? utf8 : join(FORTUNES_DIR, name), 'utf8');
  const result = fortuneFileCandidates(name, text);
  candidates.push(...result.candidates);
  fortuneFiles.set(name, result.candidates.length);
  unattributed += result.unattributed;
  severalAttributions += result.severalAttributions;
}

const require = createRequire(import.meta.url);
const inspirationalPackage = (() => {
  try {
    return require.resolve('inspirational-quotes/package.json');
  } catch {
    return fail('the npm package "inspirational-quotes" is not installed: run npm install');
  }
})();
const inspirationalPath = join(dirname(inspirationalPackage), 'data', 'data.json');
const inspirational = inspirationalCandidates(readFileSync(inspirationalPath, 'utf8'));
candidates.push(...inspirational);

const dataset = buildDataset(candidates, added);
writeContent(outDir, dataset.authors, dataset.topics);

// Validate what is on disk exactly as `npm run check` and the build will.
const loaded = await loadCatalogData(outDir);
const problems = loaded.ok ? [] : loaded.problems.map(formatProblem);

const sources: SourceStats = {
  fortuneFiles,
  skippedFiles: SKIPPED_FORTUNE_FILES,
  unattributed,
  severalAttributions,
  inspirational: inspirational.length,
};
const report = renderReport(dataset, sources, added);
writeFileSync(REPORT_PATH, report);
const summary = summarise(dataset);
console.log(report.slice(0, report.indexOf('## Merged spellings')).trimEnd());
console.log(`\nMerged spellings: ${dataset.stats.merges.length} (listed in ${REPORT_PATH})`);
console.log(`\nWrote ${summary.authors} author files and topics.yaml to ${outDir}`);

if (problems.length > 0) {
  console.error(`\n${problems.length} problem(s) in the written content:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('Validated as `npm run check` does: no problems.');
