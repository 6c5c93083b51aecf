import { describe, expect, it } from 'vitest';
import { readDigits } from './read-digits.ts';

describe('readDigits', () => {
  it.each([
    { text: '2026', at: 0, count: 4, expected: 2026 },
    { text: 'T09:30', at: 1, count: 2, expected: 9 },
    { text: 'T09:30', at: 4, count: 2, expected: 30 },
    { text: '9a', at: 0, count: 2, expected: Number.NaN },
    { text: '12', at: 1, count: 2, expected: Number.NaN },
    { text: ' 1', at: 0, count: 2, expected: Number.NaN },
  ])('$count digits of $text at $at', ({ text, at, count, expected }) => {
    expect(readDigits(text, at, count)).toBe(expected);
  });
});
