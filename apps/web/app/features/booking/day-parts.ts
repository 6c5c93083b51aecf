/** Morning before 12:00, afternoon before 17:00, evening after: by the wall clock at the place. */
export type DayPart = 'morning' | 'afternoon' | 'evening';

const DAY_PARTS: readonly DayPart[] = ['morning', 'afternoon', 'evening'];

/** The part of the day of a wall-clock start `YYYY-MM-DDTHH:mm`. */
export function dayPartOf(localStart: string): DayPart {
  const hour = Number(localStart.slice(11, 13));
  if (hour < 12) return 'morning';
  return hour < 17 ? 'afternoon' : 'evening';
}

/** Slots grouped by part of the day, in order, without empty groups; each group keeps the slots' order. */
export function groupByDayPart<T extends { localStart: string }>(
  slots: readonly T[],
): Array<{ part: DayPart; slots: T[] }> {
  return DAY_PARTS.map((part) => ({
    part,
    slots: slots.filter((slot) => dayPartOf(slot.localStart) === part),
  })).filter((group) => group.slots.length > 0);
}
