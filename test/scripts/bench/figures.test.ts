import { describe, expect, test } from 'vitest';
import { readmeWithTable } from '../../../scripts/bench/figures.ts';

const START = '<!-- bench:table:start -->';
const END = '<!-- bench:table:end -->';

describe('the README table the benchmark writes', () => {
  test('replaces what stands between the markers, and nothing else', () => {
    const readme = `# Title\n\n## Performance\n\nProse.\n\n${START}\nold table\n${END}\n\n## Next\n`;
    expect(readmeWithTable(readme, '| a |\n|---|', '2026-11-23T12:00:00.000Z')).toBe(
      `# Title\n\n## Performance\n\nProse.\n\n${START}\nMeasured 2026-11-23 by \`npm run bench\`:\n\n| a |\n|---|\n${END}\n\n## Next\n`,
    );
  });

  test.each([
    ['no markers', '# Title\n'],
    ['only the start marker', `${START}\n`],
    ['the markers the wrong way round', `${END}\n${START}\n`],
  ])('is null with %s', (_, readme) => {
    expect(readmeWithTable(readme, '| a |', '2026-11-23T12:00:00.000Z')).toBeNull();
  });
});
