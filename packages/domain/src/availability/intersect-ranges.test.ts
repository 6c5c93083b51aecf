import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { intersectRanges } from './intersect-ranges.ts';
import { mergeRanges } from './merge-ranges.ts';

describe('intersectRanges', () => {
  it.each([
    { name: 'nothing in common', a: [r(0, 2)], b: [r(3, 5)], expected: [] },
    { name: 'touching only', a: [r(0, 3)], b: [r(3, 5)], expected: [] },
    {
      name: 'staff hours clipped by opening hours',
      a: [r(480, 1200)],
      b: [r(540, 1080)],
      expected: [r(540, 1080)],
    },
    {
      name: 'split shift against one opening range',
      a: [r(0, 4), r(6, 10)],
      b: [r(2, 8)],
      expected: [r(2, 4), r(6, 8)],
    },
    { name: 'empty side', a: [r(0, 4)], b: [], expected: [] },
  ])('$name', ({ a, b, expected }) => {
    expect(intersectRanges(a, b)).toEqual(expected);
    expect(intersectRanges(b, a)).toEqual(expected);
  });

  it('keeps exactly the points both cover', () => {
    const ranges = fc.array(fc.record({ start: fc.nat(60), end: fc.nat(60) }), { maxLength: 6 });
    fc.assert(
      fc.property(ranges, ranges, (rawA, rawB) => {
        const a = mergeRanges(rawA);
        const b = mergeRanges(rawB);
        const both = intersectRanges(a, b);
        for (let point = 0; point < 60; point++) {
          expect(covers(both, point)).toBe(covers(a, point) && covers(b, point));
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
