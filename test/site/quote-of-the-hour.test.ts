import { expect, test } from 'vitest';
import { authorPosition, hourOf, quoteIndex } from '../../src/site/quote-of-the-hour.ts';

const HOUR = 3_600_000;

test('the hour is the same from its first to its last millisecond', () => {
  const start = Date.UTC(2026, 10, 22, 14);
  expect(hourOf(start)).toBe(hourOf(start + HOUR - 1));
  expect(hourOf(start + HOUR)).toBe(hourOf(start) + 1);
});

test('positions and indexes stay in range, and consecutive hours spread over the authors', () => {
  const hour = hourOf(Date.UTC(2026, 10, 22));
  const positions = new Set<number>();
  for (let offset = 0; offset < 100; offset++) {
    const position = authorPosition(hour + offset, 2900);
    expect(position).toBeGreaterThanOrEqual(1);
    expect(position).toBeLessThanOrEqual(2900);
    positions.add(position);
    const index = quoteIndex(hour + offset, 7);
    expect(index).toBeGreaterThanOrEqual(0);
    expect(index).toBeLessThan(7);
  }
  expect(positions.size).toBeGreaterThan(95);
  expect(authorPosition(hour, 1)).toBe(1);
});
