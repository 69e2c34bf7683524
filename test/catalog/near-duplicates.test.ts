import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boundedEditDistance,
  comparisonWords,
  findNearDuplicates,
  likeness,
  nearDuplicateOf,
} from '../../src/catalog/near-duplicates.ts';
import { editDistance } from '../../src/catalog/validate.ts';

const TWAIN = 'A lie can travel half way around the world while the truth is putting on its shoes.';
const MACHIAVELLI =
  'It must be remembered that there is nothing more difficult to plan, more doubtful of success, nor more dangerous to manage, than the creation of a new system.';

describe('likeness: which pairs are near duplicates', () => {
  const cases: { name: string; a: string; b: string; alike: boolean }[] = [
    { name: 'a one-letter typo', a: TWAIN, b: TWAIN.replace('travel', 'travle'), alike: true },
    {
      name: 'a word swapped for another',
      a: TWAIN,
      b: TWAIN.replace('half way', 'halfway').replace('world', 'globe'),
      alike: true,
    },
    {
      name: 'a word added',
      a: MACHIAVELLI,
      b: MACHIAVELLI.replace('a new system', 'a new order of things'),
      alike: true,
    },
    {
      name: 'the same long text with its clauses reordered (word sets equal)',
      a: 'By working faithfully eight hours a day you may eventually get to be boss and work twelve hours a day.',
      b: 'You may eventually get to be boss and work twelve hours a day by working faithfully eight hours a day.',
      alike: true,
    },
    {
      name: 'a short pun (one letter in eleven)',
      a: 'The medium is the message.',
      b: 'The medium is the massage.',
      alike: true,
    },
    {
      name: 'different quotes that share common words',
      a: TWAIN,
      b: 'The truth is rarely pure and never simple.',
      alike: false,
    },
    {
      name: 'same opening, different ending',
      a: 'The secret of getting ahead is getting started.',
      b: 'The secret of life is honesty and fair dealing.',
      alike: false,
    },
    { name: 'two short different sayings', a: 'Know thyself.', b: 'Love thyself.', alike: false },
    {
      name: 'texts with the very same letters (an exact duplicate, reported elsewhere)',
      a: TWAIN,
      b: TWAIN.toUpperCase(),
      alike: false,
    },
    {
      name: 'four different words in a short text, though few letters',
      a: 'I came, I saw, I conquered.',
      b: 'We come, we see, we conquer.',
      alike: false,
    },
  ];
  it.each(cases)('$name → $alike', ({ a, b, alike }) => {
    expect(likeness(a, b) !== undefined).toBe(alike);
    expect(likeness(b, a) !== undefined).toBe(alike);
  });

  it('says why: edits between the folded letters, and the share of words in common', () => {
    expect(likeness(TWAIN, TWAIN.replace('travel', 'travle'))).toEqual({ edits: 2, wordOverlap: 15 / 17 });
  });
});

describe('comparisonWords', () => {
  it('lowercases, strips accents and punctuation, and keeps digits', () => {
    expect(comparisonWords('Café — “Crème” brûlée, 100%!')).toEqual(['cafe', 'creme', 'brulee', '100']);
  });
});

describe('boundedEditDistance', () => {
  it('is the Levenshtein distance when within the limit, else undefined', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), fc.nat(12), (a, b, limit) => {
        const exact = editDistance(a, b);
        expect(boundedEditDistance(a, b, limit)).toBe(exact <= limit ? exact : undefined);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('likeness by its definition', () => {
  it('counts edits exactly when at most 3 distinct words differ each way and the letters are within 10%', () => {
    const words = ['time', 'is', 'money', 'honey', 'the', 'river', 'rivers', 'a', 'lie', 'travels'];
    const text = fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 10 }).map((list) => list.join(' '));
    fc.assert(
      fc.property(text, text, (a, b) => {
        const [foldedA, foldedB] = [a, b].map((t) => comparisonWords(t).join(''));
        const [setA, setB] = [a, b].map((t) => new Set(comparisonWords(t)));
        const shared = [...setA!].filter((word) => setB!.has(word)).length;
        const distance = editDistance(foldedA!, foldedB!);
        const withinBudget = distance <= Math.floor(Math.max(foldedA!.length, foldedB!.length) / 10);
        const fewWordsDiffer = setA!.size - shared <= 3 && setB!.size - shared <= 3;
        const expected = foldedA !== foldedB && fewWordsDiffer && withinBudget ? distance : undefined;
        expect(likeness(a, b)?.edits).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });
});

/** Every pair by brute force, each later text with its most alike earlier one, as findNearDuplicates picks it. */
const bruteForce = (texts: readonly string[]) =>
  texts.flatMap((text, index) => {
    let best: { index: number; original: number; edits: number | undefined; wordOverlap: number } | undefined;
    for (let original = 0; original < index; original++) {
      const match = likeness(texts[original]!, text);
      if (!match) continue;
      const score = (m: typeof match) => [m.edits ?? Infinity, -m.wordOverlap] as const;
      const [edits, overlap] = score(match);
      const better = !best || edits < score(best)[0] || (edits === score(best)[0] && overlap < score(best)[1]);
      if (better) best = { index, original, ...match };
    }
    return best ? [best] : [];
  });

describe('findNearDuplicates', () => {
  it('finds exactly the pairs a comparison of every pair finds (the blocking loses nothing)', () => {
    const words = [
      'the',
      'truth',
      'lie',
      'world',
      'travel',
      'shoes',
      'a',
      'is',
      'of',
      'time',
      'love',
      'money',
      'never',
      'river',
    ];
    const sentence = fc.array(fc.constantFrom(...words), { minLength: 3, maxLength: 14 }).map((list) => list.join(' '));
    // Variants of a few base sentences, so that near duplicates are common.
    const corpus = fc
      .tuple(
        fc.array(sentence, { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom(...words)), { maxLength: 25 }),
      )
      .map(([bases, edits]) =>
        edits.map(([which, at, word]) => {
          const base = bases[which % bases.length]!.split(' ');
          base.splice(at % (base.length + 1), at % 3 === 0 ? 1 : 0, word);
          return base.join(' ');
        }),
      );
    fc.assert(
      fc.property(corpus, (texts) => {
        expect(findNearDuplicates(texts)).toEqual(bruteForce(texts));
      }),
      { numRuns: 300 },
    );
  });

  it('pairs each later text with the earlier one it is most like, in list order', () => {
    const texts = [
      TWAIN.replace('world', 'globe'),
      'Something else entirely, said by someone.',
      TWAIN,
      TWAIN.replace('shoes', 'shoe'),
    ];
    expect(findNearDuplicates(texts).map(({ index, original }) => [index, original])).toEqual([
      [2, 0],
      [3, 2],
    ]);
  });

  it('leaves out pairs declared distinct', () => {
    const texts = ['The medium is the message.', 'The medium is the massage.'];
    expect(findNearDuplicates(texts, (earlier, later) => earlier === 0 && later === 1)).toEqual([]);
    expect(findNearDuplicates(texts)).toHaveLength(1);
  });
});

describe('nearDuplicateOf', () => {
  it('names the existing text a new one nearly repeats, by its index', () => {
    const existing = ['Nothing to see here, move along please.', TWAIN];
    expect(nearDuplicateOf(TWAIN.replace('lie', 'rumour'), existing)?.original).toBe(1);
    expect(nearDuplicateOf('A completely new thought about rivers and time.', existing)).toBeUndefined();
  });
});
