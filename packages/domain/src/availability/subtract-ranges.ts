import type { TimeRange } from './time-range.ts';

/** What is left of `base` after removing `cuts`; both must be normalized (see `mergeRanges`), so is the result. */
export function subtractRanges(base: readonly TimeRange[], cuts: readonly TimeRange[]): TimeRange[] {
  const left: TimeRange[] = [];
  let first = 0;
  for (const range of base) {
    while (first < cuts.length && (cuts[first]?.end ?? Number.POSITIVE_INFINITY) <= range.start) first++;
    let start = range.start;
    for (let i = first; i < cuts.length; i++) {
      const cut = cuts[i];
      if (cut === undefined || cut.start >= range.end) break;
      if (cut.start > start) left.push({ start, end: cut.start });
      start = Math.max(start, cut.end);
    }
    if (start < range.end) left.push({ start, end: range.end });
  }
  return left;
}
