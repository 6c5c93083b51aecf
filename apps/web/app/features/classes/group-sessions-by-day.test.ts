import type { ClassSession } from '@kalendo/contracts';
import { describe, expect, it } from 'vitest';
import { groupSessionsByDay } from './group-sessions-by-day.ts';

const session = (id: string, startsAt: string, timeZone: string) =>
  ({ id, startsAt, place: { timeZone } }) as ClassSession;

describe('timetable days', () => {
  it('puts each session on its place’s local day, days in order', () => {
    const days = groupSessionsByDay([
      session('d', '2026-11-30T20:00:00Z', 'Europe/Madrid'),
      // 00:30 on 1 December in Sofia and in Madrid, though still 30 November in UTC.
      session('a', '2026-11-30T22:30:00Z', 'Europe/Sofia'),
      session('b', '2026-11-30T23:30:00Z', 'Europe/Madrid'),
      session('c', '2026-12-01T08:00:00Z', 'Europe/Sofia'),
    ]);
    expect(days.map((day) => [day.date, day.sessions.map((s) => s.id)])).toEqual([
      ['2026-11-30', ['d']],
      ['2026-12-01', ['a', 'b', 'c']],
    ]);
  });
});
