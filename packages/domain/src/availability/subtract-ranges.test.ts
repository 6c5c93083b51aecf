import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mergeRanges } from './merge-ranges.ts';
import { subtractRanges } from './subtract-ranges.ts';

describe('subtractRanges', () => {
  it.each([
    { name: 'no cuts', base: [r(0, 10)], cuts: [], expected: [r(0, 10)] },
    { name: 'cut in the middle (a break)', base: [r(0, 10)], cuts: [r(4, 6)], expected: [r(0, 4), r(6, 10)] },
    { name: 'cut over the start', base: [r(5, 10)], cuts: [r(0, 7)], expected: [r(7, 10)] },
    { name: 'cut over the end', base: [r(0, 10)], cuts: [r(8, 12)], expected: [r(0, 8)] },
    { name: 'cut over everything', base: [r(2, 4), r(6, 8)], cuts: [r(0, 10)], expected: [] },
    { name: 'touching cut removes nothing', base: [r(2, 4)], cuts: [r(0, 2), r(4, 6)], expected: [r(2, 4)] },
    {
      name: 'one cut spans two ranges',
      base: [r(0, 4), r(6, 10)],
      cuts: [r(3, 7)],
      expected: [r(0, 3), r(7, 10)],
    },
    {
      name: 'several cuts in one range',
      base: [r(0, 20)],
      cuts: [r(2, 3), r(5, 6), r(19, 25)],
      expected: [r(0, 2), r(3, 5), r(6, 19)],
    },
  ])('$name', ({ base, cuts, expected }) => {
    expect(subtractRanges(base, cuts)).toEqual(expected);
  });

  it('keeps exactly the points of base that no cut covers', () => {
    const ranges = fc.array(fc.record({ start: fc.nat(60), end: fc.nat(60) }), { maxLength: 6 });
    fc.assert(
      fc.property(ranges, ranges, (rawBase, rawCuts) => {
        const base = mergeRanges(rawBase);
        const cuts = mergeRanges(rawCuts);
        const left = subtractRanges(base, cuts);
        expect(mergeRanges(left)).toEqual(left);
        for (let point = 0; point < 60; point++) {
          const expected = covers(base, point) && !covers(cuts, point);
          expect(covers(left, point)).toBe(expected);
        }
      }),
      { numRuns: 200 },
    );
  });
});

function covers(ranges: { start: number; end: number }[], point: number) {
  return ranges.some((range) => range.start <= point && point < range.end);
}

function r(start: number, end: number) {
  return { start, end };
}
