/**
 * A half-open numeric range `[start, end)`: minutes of a day for wall-clock schedules, epoch milliseconds
 * for instants. Lists of ranges are "normalized" when sorted, non-empty, disjoint and not touching.
 */
export interface TimeRange {
  start: number;
  end: number;
}
