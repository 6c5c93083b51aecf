import { placeClockOf } from './calendar-days.ts';

/**
 * Why a time the place books lies outside the hours (ADR 050), in the order the partner reads them: the
 * place is closed then, the staff member does not work then, it falls in their break, or in their time off.
 */
export type OutsideHoursReason = 'place-closed' | 'not-working' | 'break' | 'time-off';

/** A weekly range on the place's clock: ISO weekday (1 = Monday), `HH:MM` to `HH:MM`. */
export interface WeeklyWallRange {
  weekday: number;
  start: string;
  end: string;
}

/** The hours a booked time is held against, as the database keeps them. */
export interface HoursAtPlace {
  timeZone: string;
  /** The place's weekly opening hours; none at all: the place set no hours, so none limit it. */
  placeWeekly: readonly WeeklyWallRange[];
  /**
   * The place's special day on the visit's date, if it has one (it replaces the weekly hours): the hours it
   * opens, none when it is closed all day.
   */
  placeSpecialDay: ReadonlyArray<{ start: string; end: string }> | null;
  staffWorking: readonly WeeklyWallRange[];
  staffBreaks: readonly WeeklyWallRange[];
  staffTimeOff: ReadonlyArray<{ startsAt: Date; endsAt: Date }>;
}

const DAY_MINUTES = 24 * 60;

/** `HH:MM[:SS]` as minutes since midnight; an end of `00:00` is the day's end. */
function minutesOf(wallTime: string, isEnd = false): number {
  const [hours = 0, minutes = 0] = wallTime.split(':').map(Number);
  const value = hours * 60 + minutes;
  return isEnd && value === 0 ? DAY_MINUTES : value;
}

/** The ISO weekday (1 = Monday) of a local date `YYYY-MM-DD`. */
function isoWeekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
}

interface Span {
  start: number;
  end: number;
}

const within = (visit: Span, ranges: readonly Span[]) =>
  ranges.some((range) => range.start <= visit.start && visit.end <= range.end);
const overlaps = (visit: Span, ranges: readonly Span[]) =>
  ranges.some((range) => range.start < visit.end && visit.start < range.end);

/**
 * Why a visit from `startsAt` to `endsAt` lies outside the hours (an empty list: it lies within them). The
 * visit is read on the place's clock on the day it starts; one running past midnight lies outside any day's
 * hours. A place with no opening hours at all is not closed; a staff member with none is not working.
 */
export function outsideHoursOf(
  visit: { startsAt: Date; endsAt: Date },
  hours: HoursAtPlace,
): OutsideHoursReason[] {
  const start = placeClockOf(visit.startsAt, hours.timeZone);
  const span = {
    start: start.minutes,
    end: start.minutes + Math.round((visit.endsAt.getTime() - visit.startsAt.getTime()) / 60_000),
  };
  const weekday = isoWeekdayOf(start.date);
  const onDay = (ranges: readonly WeeklyWallRange[]) =>
    ranges
      .filter((range) => range.weekday === weekday)
      .map((range) => ({ start: minutesOf(range.start), end: minutesOf(range.end, true) }));
  const reasons: OutsideHoursReason[] = [];
  const special = hours.placeSpecialDay;
  const placeOpen = special
    ? within(
        span,
        special.map((range) => ({ start: minutesOf(range.start), end: minutesOf(range.end, true) })),
      )
    : hours.placeWeekly.length === 0 || within(span, onDay(hours.placeWeekly));
  if (!placeOpen) reasons.push('place-closed');
  if (!within(span, onDay(hours.staffWorking))) reasons.push('not-working');
  if (overlaps(span, onDay(hours.staffBreaks))) reasons.push('break');
  const offs = hours.staffTimeOff.map((off) => ({
    start: off.startsAt.getTime(),
    end: off.endsAt.getTime(),
  }));
  if (overlaps({ start: visit.startsAt.getTime(), end: visit.endsAt.getTime() }, offs))
    reasons.push('time-off');
  return reasons;
}
