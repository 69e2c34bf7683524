import { describe, expect, it } from 'vitest';
import { surnameLetter } from '../../src/catalog/collate.ts';

describe('surnameLetter', () => {
  it.each([
    ['Čapek', 'C'],
    ['Ångström', 'A'],
    ['de Gaulle', 'D'],
    ['al-Farabi', 'A'],
    // Letters with a stroke or slash have no decomposition: they go where the name order sorts them.
    ['Łoś', 'L'],
    ['Ørsted', 'O'],
    ['Đoković', 'D'],
  ])('lists %s under %s', (surname, letter) => {
    expect(surnameLetter(surname)).toBe(letter);
  });

  it.each(['', '42nd Street', '老子', 'Þórr'])('lists %j under no letter', (surname) => {
    expect(surnameLetter(surname)).toBeNull();
  });
});
