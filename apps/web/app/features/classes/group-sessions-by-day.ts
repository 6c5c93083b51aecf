import type { ClassSession } from '@kalendo/contracts';
import { localDate } from '@kalendo/i18n/intl-formats';

export interface TimetableDay {
  /** The local date (`2026-12-01`) on the places' clocks. */
  date: string;
  sessions: ClassSession[];
}

/** The local date of a session on its place's clock. */
export function localDateOf(session: Pick<ClassSession, 'startsAt' | 'place'>): string {
  return localDate(new Date(session.startsAt), session.place.timeZone);
}

/** Sessions (soonest first) in days, each on its place's own clock, in order. */
export function groupSessionsByDay(sessions: readonly ClassSession[]): TimetableDay[] {
  const days: TimetableDay[] = [];
  for (const session of sessions) {
    const date = localDateOf(session);
    const day = days.find((candidate) => candidate.date === date);
    if (day) day.sessions.push(session);
    else days.push({ date, sessions: [session] });
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}
