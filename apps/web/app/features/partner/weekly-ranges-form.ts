/** A weekly range as the contracts take it (ISO weekday, `HH:MM` wall times). */
export interface WeeklyRangeValue {
  weekday: number;
  start: string;
  end: string;
}

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** The field names of one weekday's ranges in a form (`hours-1-start`, repeated once per range). */
export const rangeFieldNames = (prefix: string, weekday: number) => ({
  day: `${prefix}-${weekday}`,
  start: `${prefix}-${weekday}-start`,
  end: `${prefix}-${weekday}-end`,
});

/**
 * The weekly ranges a form sends (`WeeklyRangesEditor`), Monday first, and the form field of each one (by
 * its index), so that a refused range is shown on its day.
 */
export function weeklyRangesFromForm(form: FormData, prefix: string) {
  const ranges: WeeklyRangeValue[] = [];
  const fieldOf: string[] = [];
  for (const weekday of WEEKDAYS) {
    const names = rangeFieldNames(prefix, weekday);
    const starts = form.getAll(names.start).map(String);
    const ends = form.getAll(names.end).map(String);
    starts.forEach((start, index) => {
      const end = ends[index] ?? '';
      // A time input cannot say 24:00: a range that ends at 00:00 ends at midnight.
      ranges.push({ weekday, start, end: end === '00:00' ? '24:00' : end });
      fieldOf.push(names.day);
    });
  }
  return { ranges, fieldOf };
}

/** A contract path of a range (`weekly.3.end`) as the field of its day; other paths as they are. */
export const rangePathToField = (list: string, fieldOf: readonly string[]) => (path: string) => {
  const [head, index] = path.split('.');
  return head === list && index !== undefined ? (fieldOf[Number(index)] ?? path) : path;
};
