import { describe, expect, test } from 'vitest';
import { fold, STOP_WORDS, tokenize, typoTolerance } from '../../src/search/text.ts';

describe('fold', () => {
  test.each([
    ['Čapek', 'capek'],
    ['café', 'cafe'],
    ['CAFÉ', 'cafe'],
    ['Søren', 'soren'],
    ['Stanisław', 'stanislaw'],
    ['Hammarskjöld', 'hammarskjold'],
    ['Straße', 'strasse'],
    ['Æsop', 'aesop'],
    ['ﬁnance', 'finance'],
    ['Exupéry', 'exupery'],
  ])('%s → %s', (text, folded) => {
    expect(fold(text)).toBe(folded);
  });
});

describe('tokenize', () => {
  test.each([
    ['Imagination is more important than knowledge.', ['imagination', 'is', 'more', 'important', 'than', 'knowledge']],
    ["Einstein's theory", ['einstein', 'theory']],
    ['Don’t panic', ['dont', 'panic']],
    ['Saint-Exupéry', ['saint', 'exupery']],
    ['  --  ', []],
    ['C3PO and R2-D2', ['c3po', 'and', 'r2', 'd2']],
    ['O’Brien', ['obrien']],
  ])('%j', (text, words) => {
    expect(tokenize(text)).toEqual(words);
  });

  test('a typed query and the indexed text give the same terms', () => {
    expect(tokenize('CAPEK')).toEqual(tokenize('Čapek'));
    expect(tokenize('dont')).toEqual(tokenize("don't"));
  });
});

describe('typo tolerance scales with length', () => {
  test.each([
    ['war', 0],
    ['love', 0],
    ['peace', 1],
    ['torvals', 1],
    ['einstien', 2],
    ['shakespere', 2],
  ])('%s → %i', (term, edits) => {
    expect(typoTolerance(term)).toBe(edits);
  });
});

test('stop words are short function words, already folded', () => {
  for (const word of STOP_WORDS) {
    expect(word).toBe(fold(word));
    expect(word.length).toBeLessThanOrEqual(5);
  }
  expect(STOP_WORDS.has('the')).toBe(true);
  expect(STOP_WORDS.has('love')).toBe(false);
});
