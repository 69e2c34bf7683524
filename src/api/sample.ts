/** A source of uniform numbers in [0, 1), injected so that tests can fix it. */
export type Random = () => number;

/**
 * A uniform random sample of `count` distinct items of `items[from, to)`, in random order
 * (Floyd's algorithm, then a shuffle): O(count) work whatever the range's size.
 */
export const sampleRange = <T>(items: readonly T[], from: number, to: number, count: number, random: Random): T[] => {
  const size = to - from;
  const take = Math.min(count, size);
  const chosen = new Set<number>();
  for (let j = size - take; j < size; j++) {
    const pick = Math.floor(random() * (j + 1));
    chosen.add(chosen.has(pick) ? j : pick);
  }
  const picks = [...chosen];
  for (let i = picks.length - 1; i > 0; i--) {
    const k = Math.floor(random() * (i + 1));
    [picks[i], picks[k]] = [picks[k]!, picks[i]!];
  }
  return picks.map((offset) => items[from + offset]!);
};
