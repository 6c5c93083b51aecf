import { describe, expect, it } from 'vitest';
import { keepFittingStarts } from './keep-fitting-starts.ts';

const M = 60_000;
const candidates = [0, 30, 60, 90, 120, 150, 180].map((minute) => ({ start: minute * M, wall: minute * M }));
const window = { earliest: 0, latest: 1e12, firstDay: 0, lastDay: 0 };

function keep(free: [number, number][], beforeMinutes: number, afterMinutes: number, w = window) {
  const ranges = free.map(([start, end]) => ({ start: start * M, end: end * M }));
  return keepFittingStarts(candidates, ranges, w, {
    beforeMs: beforeMinutes * M,
    afterMs: afterMinutes * M,
  }).map((slot) => slot.start / M);
}

describe('keepFittingStarts', () => {
  it.each([
    { name: 'all free', free: [[0, 240]], before: 0, after: 60, expected: [0, 30, 60, 90, 120, 150, 180] },
    { name: 'the end must fit', free: [[0, 200]], before: 0, after: 60, expected: [0, 30, 60, 90, 120] },
    {
      name: 'the buffer before must fit',
      free: [[0, 240]],
      before: 15,
      after: 60,
      expected: [30, 60, 90, 120, 150, 180],
    },
    {
      name: 'a hole in the middle',
      free: [
        [0, 60],
        [120, 240],
      ],
      before: 0,
      after: 60,
      expected: [0, 120, 150, 180],
    },
    { name: 'back to back with busy time is fine', free: [[30, 90]], before: 0, after: 60, expected: [30] },
    { name: 'no free time', free: [], before: 0, after: 30, expected: [] },
  ] as const)('$name', ({ free, before, after, expected }) => {
    expect(keep(free as unknown as [number, number][], before, after)).toEqual(expected);
  });

  it('keeps only starts from earliest to latest, both included', () => {
    expect(keep([[0, 400]], 0, 30, { ...window, earliest: 30 * M, latest: 120 * M })).toEqual([
      30, 60, 90, 120,
    ]);
  });
});
