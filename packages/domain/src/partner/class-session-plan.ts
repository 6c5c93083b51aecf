import type { LocalDate, WallTime } from '../availability/availability-query.ts';
import { wallClockInstant } from '../availability/wall-clock-instant.ts';

/** Most weekly repeats one "add a class session" makes (a term of three months). */
export const MAX_WEEKLY_REPEATS = 12;

const DAY_MS = 86_400_000;

export interface ClassSessionPlanInput {
  /** The first session's day and time on the place's clock. */
  date: LocalDate;
  time: WallTime;
  timeZone: string;
  durationMinutes: number;
  /** How many sessions in all, one a week from `date` (1: only that one). */
  weeks: number;
  now: Date;
}

export type ClassSessionPlan =
  | { kind: 'planned'; sessions: Array<{ startsAt: Date; endsAt: Date }> }
  /** A start that is not to come, or a time the clock skips that day (spring forward): nothing is made. */
  | { kind: 'refused'; reason: 'start-in-past' | 'no-such-time'; date: LocalDate };

const plusDays = (date: LocalDate, days: number): LocalDate =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10) as LocalDate;

/**
 * The sessions of "every <weekday> at <time> for N weeks": the same wall-clock time each week on the place's
 * clock (so a session keeps its hour across a DST change), each as long as asked. All or nothing: one week
 * whose start has passed or does not exist refuses the whole plan, naming its day.
 */
export function planClassSessions(input: ClassSessionPlanInput): ClassSessionPlan {
  const weeks = Math.min(Math.max(1, Math.trunc(input.weeks)), MAX_WEEKLY_REPEATS);
  const sessions: Array<{ startsAt: Date; endsAt: Date }> = [];
  for (let week = 0; week < weeks; week += 1) {
    const date = plusDays(input.date, week * 7);
    const startsAt = wallClockInstant(date, input.time, input.timeZone);
    if (!startsAt) return { kind: 'refused', reason: 'no-such-time', date };
    if (startsAt.getTime() <= input.now.getTime()) return { kind: 'refused', reason: 'start-in-past', date };
    sessions.push({ startsAt, endsAt: new Date(startsAt.getTime() + input.durationMinutes * 60_000) });
  }
  return { kind: 'planned', sessions };
}
