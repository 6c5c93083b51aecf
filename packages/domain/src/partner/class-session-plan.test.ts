import { describe, expect, it } from 'vitest';
import { MAX_WEEKLY_REPEATS, planClassSessions } from './class-session-plan.ts';

const NOW = new Date('2026-10-01T08:00:00Z');
const base = { time: '18:30', timeZone: 'Europe/Sofia', durationMinutes: 60, now: NOW } as const;

describe('planClassSessions', () => {
  it('makes one session a week at the same wall-clock time across a DST change', () => {
    const plan = planClassSessions({ ...base, date: '2026-10-20', weeks: 2 });
    expect(plan).toEqual({
      kind: 'planned',
      sessions: [
        // Summer time (UTC+3), then winter time (UTC+2) after 25 October: 18:30 in Sofia both times.
        { startsAt: new Date('2026-10-20T15:30:00Z'), endsAt: new Date('2026-10-20T16:30:00Z') },
        { startsAt: new Date('2026-10-27T16:30:00Z'), endsAt: new Date('2026-10-27T17:30:00Z') },
      ],
    });
  });

  it('keeps to the bound of weekly repeats and makes at least one', () => {
    const many = planClassSessions({ ...base, date: '2026-10-20', weeks: 50 });
    expect(many.kind === 'planned' && many.sessions.length).toBe(MAX_WEEKLY_REPEATS);
    const none = planClassSessions({ ...base, date: '2026-10-20', weeks: 0 });
    expect(none.kind === 'planned' && none.sessions.length).toBe(1);
  });

  it('refuses the whole plan when its first start has passed', () => {
    expect(planClassSessions({ ...base, date: '2026-10-01', time: '10:00', weeks: 3 })).toEqual({
      kind: 'refused',
      reason: 'start-in-past',
      date: '2026-10-01',
    });
  });

  it('refuses a time the clock skips on one of the days, naming that day', () => {
    // Clocks in Sofia jump from 03:00 to 04:00 on 28 March 2027.
    expect(planClassSessions({ ...base, date: '2027-03-21', time: '03:30', weeks: 2, now: NOW })).toEqual({
      kind: 'refused',
      reason: 'no-such-time',
      date: '2027-03-28',
    });
  });
});
