/**
 * Validates a content directory: `npm run check` (content/) or `npm run check -- path/to/content`.
 * Prints every problem, one per line, then every warning (`warning: ` first), then a summary; exits 1
 * if there is any problem. Warnings never fail the check.
 */
import { formatProblem } from '../src/catalog/problem.ts';
import { loadCatalogData } from '../src/catalog/read-content.ts';

const contentDir = process.argv[2] ?? 'content';
const result = await loadCatalogData(contentDir);
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const warnings = result.warnings.length > 0 ? `, ${plural(result.warnings.length, 'warning')}` : '';

if (!result.ok) for (const problem of result.problems) console.log(formatProblem(problem));
for (const warning of result.warnings) console.log(`warning: ${formatProblem(warning)}`);

if (result.ok) {
  const { quotes, authors, topics } = result.data;
  console.log(`content OK: ${quotes.length} quotes, ${authors.length} authors, ${topics.length} topics${warnings}`);
} else {
  const files = new Set(result.problems.map((problem) => problem.file)).size;
  console.log(`${plural(result.problems.length, 'problem')} in ${plural(files, 'file')}${warnings}`);
  process.exitCode = 1;
}
