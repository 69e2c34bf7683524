import { describe, expect, it } from 'vitest';
import { deriveNames } from '../../../scripts/editor/names.ts';

describe('deriveNames', () => {
  it.each([
    ['Mark Twain', 'person', 'Mark', 'Twain'],
    ['Plato', 'person', '', 'Plato'],
    ['Ludwig van Beethoven', 'person', 'Ludwig', 'van Beethoven'],
    ['Antoine de Saint-Exupéry', 'person', 'Antoine', 'de Saint-Exupéry'],
    ['Martin Luther King, Jr.', 'person', 'Martin Luther', 'King Jr.'],
    ['Van Morrison', 'person', 'Van', 'Morrison'],
    ['  A. Conan   Doyle ', 'person', 'A.', 'Conan Doyle'],
    ['Chinese Proverb', 'proverb', '', 'Chinese Proverb'],
    ['The Beatles', 'collective', '', 'The Beatles'],
    ['Sherlock Holmes', 'fictional', '', 'Sherlock Holmes'],
  ] as const)('%s (%s) → name "%s", surname "%s"', (label, type, name, surname) => {
    expect(deriveNames(label, type)).toEqual({ name, surname });
  });
});
