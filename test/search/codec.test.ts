import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  compareTerms,
  decodePostings,
  decodeStats,
  decodeVocabulary,
  encodePostings,
  encodeStats,
  encodeVocabulary,
} from '../../src/search/codec.ts';

test('the vocabulary round-trips, long shared prefixes included', () => {
  fc.assert(
    fc.property(fc.uniqueArray(fc.stringMatching(/^[a-z0-9]{1,60}$/), { maxLength: 200 }), (terms) => {
      const sorted = [...terms].sort(compareTerms);
      expect(decodeVocabulary(encodeVocabulary(sorted))).toEqual(sorted);
    }),
  );
  const long = ['a'.repeat(55), `${'a'.repeat(55)}b`, `${'a'.repeat(50)}c`];
  expect(decodeVocabulary(encodeVocabulary(long))).toEqual(long);
});

test('the vocabulary encoding needs no JSON escapes', () => {
  const { prefixes } = encodeVocabulary(['abc', 'abd', 'x'.repeat(80), 'x'.repeat(81)]);
  expect(JSON.stringify(prefixes)).toBe(`"${prefixes}"`);
});

test('postings round-trip', () => {
  fc.assert(
    fc.property(fc.dictionary(fc.nat(100_000).map(String), fc.integer({ min: 1, max: 50 })), (postings) => {
      expect(decodePostings(encodePostings(postings))).toEqual(postings);
    }),
  );
  expect(encodePostings({ 0: 1, 3: 2, 4: 1 })).toEqual([1, 3, -2, 1]);
});

test('statistics round-trip', () => {
  const stats = {
    count: 3,
    ids: [2, 5, 9],
    lengths: [
      [10, 2, 1],
      [4, 2, 2],
      [7, 3, 1],
    ],
    average: [7, 2.33, 1.33],
    popularity: [3, 1, 12],
  };
  expect(decodeStats(encodeStats(stats), 3)).toEqual(stats);
});
