import { describe, expect, test } from 'vitest';
import { highlightSegments } from '../../src/site/highlight.ts';

const marked = (text: string, q: string): string[] =>
  highlightSegments(text, q)
    .filter((segment) => segment.marked)
    .map((segment) => segment.text);

describe('highlightSegments', () => {
  test('cuts the text into runs that join back into it', () => {
    const text = 'A lie can travel half way around the world while the truth is putting on its shoes.';
    expect(
      highlightSegments(text, 'truth shoes')
        .map((segment) => segment.text)
        .join(''),
    ).toBe(text);
  });

  test('marks whole words by the engine’s folding, the last word as a prefix', () => {
    expect(marked('Karel Čapek wrote about robots.', 'capek rob')).toEqual(['Čapek', 'robots']);
    expect(marked('Einstein’s theory', 'einstein')).toEqual(['Einstein’s']);
    // Only the last word is a prefix.
    expect(marked('robots rob', 'rob capek')).toEqual(['rob']);
  });

  test('marks words within the typo tolerance, and not short words with a typo', () => {
    expect(marked('Albert Einstein', 'einstien')).toEqual(['Einstein']);
    expect(marked('the cat sat', 'cot')).toEqual([]);
  });

  test('leaves stop words unmarked next to other words, and marks them when they are all there is', () => {
    expect(marked('To be or not to be', 'to be')).toEqual(['To', 'be', 'to', 'be']);
    expect(marked('The truth is out there', 'the truth')).toEqual(['truth']);
  });
});
