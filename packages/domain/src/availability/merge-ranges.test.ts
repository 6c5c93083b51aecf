import { describe, expect, it } from 'vitest';
import { mergeRanges } from './merge-ranges.ts';

describe('mergeRanges', () => {
  it.each([
    { name: 'nothing', ranges: [], expected: [] },
    { name: 'sorts', ranges: [r(5, 6), r(1, 2)], expected: [r(1, 2), r(5, 6)] },
    { name: 'joins overlapping', ranges: [r(1, 4), r(3, 6)], expected: [r(1, 6)] },
    { name: 'joins touching', ranges: [r(1, 3), r(3, 6)], expected: [r(1, 6)] },
    { name: 'swallows contained', ranges: [r(1, 9), r(3, 4)], expected: [r(1, 9)] },
    { name: 'drops empty and reversed', ranges: [r(3, 3), r(5, 4), r(7, 8)], expected: [r(7, 8)] },
  ])('$name', ({ ranges, expected }) => {
    expect(mergeRanges(ranges)).toEqual(expected);
  });

  it('does not modify its input', () => {
    const ranges = [r(3, 6), r(1, 4)];
    mergeRanges(ranges);
    expect(ranges).toEqual([r(3, 6), r(1, 4)]);
  });
});

function r(start: number, end: number) {
  return { start, end };
}
