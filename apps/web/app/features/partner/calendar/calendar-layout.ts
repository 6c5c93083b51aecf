import type { PartnerCalendarDto } from '@kalendo/contracts';
import { placeClockOf } from '@kalendo/domain';
import { isoWeekdayOf, minutesOf } from './calendar-format.ts';

type CalendarStaff = PartnerCalendarDto['staff'][number];

/** A span of one day on the place's clock, in minutes since midnight. */
export interface DaySpan {
  start: number;
  end: number;
}

const DAY_MINUTES = 24 * 60;

/** Where an instant span lies on `date` (clipped to it), or null when it does not touch that day. */
export function daySpanOf(startsAt: string, endsAt: string, date: string, timeZone: string): DaySpan | null {
  const start = placeClockOf(startsAt, timeZone);
  const end = placeClockOf(endsAt, timeZone);
  if (start.date > date || end.date < date || (end.date === date && end.minutes === 0 && start.date < date))
    return null;
  const span = {
    start: start.date < date ? 0 : start.minutes,
    end: end.date > date ? DAY_MINUTES : end.minutes,
  };
  return span.end > span.start ? span : null;
}

/**
 * What a column shades on `date`: the working hours of its staff (any of them), and for one staff member
 * their breaks and time off.
 */
export function shadingOf(staff: readonly CalendarStaff[], date: string, timeZone: string) {
  const weekday = isoWeekdayOf(date);
  const onDay = (ranges: CalendarStaff['workingHours']) =>
    ranges
      .filter((range) => range.weekday === weekday)
      .map((range) => ({ start: minutesOf(range.start), end: minutesOf(range.end) }));
  const work = staff.flatMap((member) => onDay(member.workingHours));
  const one = staff.length === 1 ? staff[0] : undefined;
  const away = one
    ? [
        ...onDay(one.breaks),
        ...one.timeOff
          .map((off) => daySpanOf(off.startsAt, off.endsAt, date, timeZone))
          .filter((span): span is DaySpan => span !== null),
      ]
    : [];
  return { work, away };
}

/** An item laid out in a column: its span and its lane among the items it overlaps. */
export interface Placed<T> {
  item: T;
  span: DaySpan;
  lane: number;
  lanes: number;
}

/** Items of one column on `date`, side by side where they overlap (each in the first free lane). */
export function placeItems<T extends { startsAt: string; endsAt: string }>(
  items: readonly T[],
  date: string,
  timeZone: string,
): Placed<T>[] {
  const spans = items
    .map((item) => ({ item, span: daySpanOf(item.startsAt, item.endsAt, date, timeZone) }))
    .filter((entry): entry is { item: T; span: DaySpan } => entry.span !== null)
    .sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end);
  const placed: Placed<T>[] = [];
  let group: Placed<T>[] = [];
  let groupEnd = -1;
  const laneEnds: number[] = [];
  const close = () => {
    for (const entry of group) entry.lanes = laneEnds.length;
    group = [];
    laneEnds.length = 0;
  };
  for (const { item, span } of spans) {
    if (span.start >= groupEnd) close();
    let lane = laneEnds.findIndex((end) => end <= span.start);
    if (lane === -1) lane = laneEnds.push(span.end) - 1;
    else laneEnds[lane] = span.end;
    const entry = { item, span, lane, lanes: 1 };
    group.push(entry);
    placed.push(entry);
    groupEnd = Math.max(groupEnd, span.end);
  }
  close();
  return placed;
}

/** The hours a grid shows: 08:00 to 20:00, widened to every working hour and appointment it holds. */
export function hoursShown(spans: readonly DaySpan[]): { first: number; last: number } {
  let first = 8;
  let last = 20;
  for (const span of spans) {
    first = Math.min(first, Math.floor(span.start / 60));
    last = Math.max(last, Math.ceil(span.end / 60));
  }
  return { first, last: Math.min(24, last) };
}
