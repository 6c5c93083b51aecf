import type { TimeRange } from './time-range.ts';

/** The parts covered by both `a` and `b`; both must be normalized (see `mergeRanges`), so is the result. */
export function intersectRanges(a: readonly TimeRange[], b: readonly TimeRange[]): TimeRange[] {
  const both: TimeRange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as TimeRange;
    const y = b[j] as TimeRange;
    const start = Math.max(x.start, y.start);
    const end = Math.min(x.end, y.end);
    if (start < end) both.push({ start, end });
    if (x.end < y.end) i++;
    else j++;
  }
  return both;
}
