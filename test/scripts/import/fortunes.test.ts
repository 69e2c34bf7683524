import { describe, expect, it } from 'vitest';
import {
  fortuneFileCandidates,
  normaliseText,
  splitEntry,
  splitFortuneFile,
} from '../../../scripts/import/fortunes.ts';

describe('splitFortuneFile', () => {
  it('splits on lines that are exactly %, dropping empty entries', () => {
    const file = 'First entry.\n%\nSecond entry,\non two lines.\n%\n%\n\t-- only an attribution?\n%\n';
    expect(splitFortuneFile(file)).toEqual([
      'First entry.',
      'Second entry,\non two lines.',
      '\t-- only an attribution?',
    ]);
  });

  it('does not split on a % inside a line', () => {
    expect(splitFortuneFile('100% sure.\n%\nNext.')).toEqual(['100% sure.', 'Next.']);
  });

  it('resolves typewriter overstrikes used for accents', () => {
    expect(splitFortuneFile("Honor'\be de Balzac")).toEqual(['Honoré de Balzac']);
  });
});

describe('splitEntry', () => {
  it('separates a trailing indented attribution', () => {
    expect(splitEntry('A critic is a bundle of biases.\n\t\t-- Whitney Balliett')).toEqual({
      lines: ['A critic is a bundle of biases.'],
      attribution: 'Whitney Balliett',
      problem: null,
    });
  });

  it('joins an attribution continued on the next indented line', () => {
    const entry = 'Text here.\n\t\t-- Harry Thurston Peck (Editor of "The Bookman"),\n\t\tJanuary 1901.';
    expect(splitEntry(entry).attribution).toBe('Harry Thurston Peck (Editor of "The Bookman"), January 1901.');
  });

  it('keeps a dash at the margin inside the text as text', () => {
    const entry = [
      'There is logic in this; he is unbiased',
      '-- he hates all creative people equally.',
      '\t\t-- Robert Heinlein',
    ].join('\n');
    const { lines, attribution } = splitEntry(entry);
    expect(attribution).toBe('Robert Heinlein');
    expect(normaliseText(lines)).toBe(
      'There is logic in this; he is unbiased -- he hates all creative people equally.',
    );
  });

  it('reports no attribution for an unattributed entry', () => {
    expect(splitEntry("A grammarian's life is always in tense.").attribution).toBeNull();
  });

  it('flags entries with several indented attributions', () => {
    const entry = 'First line.\n\t-- Someone\nSecond line.\n\t-- Someone Else';
    expect(splitEntry(entry)).toMatchObject({ attribution: 'Someone Else', problem: 'several attributions' });
  });
});

describe('normaliseText', () => {
  it('joins wrapped prose lines with single spaces', () => {
    expect(
      normaliseText(['A copy of the universe is not what is required of art; one of the damned', 'things is ample.']),
    ).toBe('A copy of the universe is not what is required of art; one of the damned things is ample.');
  });

  it('keeps the line breaks of verse', () => {
    expect(normaliseText(['Time goes, you say?', 'Ah no!', 'Time stays, *we* go.'])).toBe(
      'Time goes, you say?\nAh no!\nTime stays, *we* go.',
    );
  });

  it('keeps paragraph breaks', () => {
    expect(normaliseText(['One.', '', '\tTwo.'])).toBe('One.\n\nTwo.');
  });
});

describe('fortuneFileCandidates', () => {
  it('takes only attributed entries and gives them the file topic', () => {
    const file = 'Unattributed.\n%\nA good question is never answered.\n\t\t-- John Ciardi\n%\n';
    const result = fortuneFileCandidates('education', file);
    expect(result.unattributed).toBe(1);
    expect(result.candidates).toEqual([
      {
        origin: 'fortunes/education #2',
        text: 'A good question is never answered.',
        attribution: 'John Ciardi',
        sourceTopics: ['education'],
      },
    ]);
  });
});
