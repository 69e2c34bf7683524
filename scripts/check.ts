/**
 * Validates a content directory: `npm run check` (content/) or `npm run check -- path/to/content`.
 * Prints every problem, one per line, then a summary; exits 1 if there is any problem.
 */
import { formatProblem } from '../src/catalog/problem.ts';
import { loadCatalogData } from '../src/catalog/read-content.ts';

const contentDir = process.argv[2] ?? 'content';
const result = await loadCatalogData(contentDir);

if (result.ok) {
  const { quotes, authors, topics } = result.data;
  console.log(`content OK: ${quotes.length} quotes, ${authors.length} authors, ${topics.length} topics`);
} else {
  for (const problem of result.problems) console.log(formatProblem(problem));
  const files = new Set(result.problems.map((problem) => problem.file)).size;
  const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
  console.log(`${plural(result.problems.length, 'problem')} in ${plural(files, 'file')}`);
  process.exitCode = 1;
}
