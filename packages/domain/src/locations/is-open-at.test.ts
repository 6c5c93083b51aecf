import { describe, expect, it } from 'vitest';
import { isOpenAt } from './is-open-at.ts';
import { localNow } from './local-now.ts';
import type { OpeningException, OpeningHoursRange } from './location-detail.ts';

const weekly: OpeningHoursRange[] = [
  { weekday: 1, opens: '09:00', closes: '13:00' },
  { weekday: 1, opens: '14:00', closes: '19:00' },
  { weekday: 6, opens: '10:00:00', closes: '14:00:00' },
];
const hours = (exceptions: OpeningException[] = []) => ({ weekly, exceptions });
const sofia = (iso: string) => localNow(new Date(iso), 'Europe/Sofia');

describe('localNow', () => {
  it("reads the date, ISO weekday and minutes in the location's zone, not UTC", () => {
    // 23:30 UTC on Sunday 22 Nov 2026 is already Monday 01:30 in Sofia (UTC+2).
    expect(sofia('2026-11-22T23:30:00Z')).toEqual({ date: '2026-11-23', weekday: 1, minutes: 90 });
    expect(localNow(new Date('2026-11-22T23:30:00Z'), 'America/New_York')).toEqual({
      date: '2026-11-22',
      weekday: 7,
      minutes: 18 * 60 + 30,
    });
  });

  it('follows daylight saving time (Sofia is UTC+3 in summer)', () => {
    expect(sofia('2026-07-06T06:00:00Z').minutes).toBe(9 * 60);
  });
});

describe('isOpenAt', () => {
  it.each([
    ['2026-11-23T06:59:00Z', false], // Monday 08:59
    ['2026-11-23T07:00:00Z', true], // 09:00 opens
    ['2026-11-23T11:30:00Z', false], // 13:30 lunch gap
    ['2026-11-23T16:59:00Z', true], // 18:59
    ['2026-11-23T17:00:00Z', false], // 19:00 closed (half-open)
    ['2026-11-24T09:00:00Z', false], // Tuesday: no hours
    ['2026-11-28T09:00:00Z', true], // Saturday 11:00, hours written as HH:MM:SS
  ])('at %s in Sofia is %s', (iso, open) => {
    expect(isOpenAt(hours(), sofia(iso))).toBe(open);
  });

  it('is closed on a holiday and uses special hours instead of the weekly ones', () => {
    const monday = sofia('2026-11-23T10:00:00Z'); // 12:00
    const holiday: OpeningException = {
      date: '2026-11-23',
      closed: true,
      opens: null,
      closes: null,
      note: '',
    };
    expect(isOpenAt(hours([holiday]), monday)).toBe(false);
    const tuesday = sofia('2026-11-24T15:00:00Z'); // 17:00
    const late: OpeningException = {
      date: '2026-11-24',
      closed: false,
      opens: '16:00',
      closes: '20:00',
      note: 'Late',
    };
    expect(isOpenAt(hours([late]), tuesday)).toBe(true);
    expect(isOpenAt(hours([{ ...late, date: '2026-11-25' }]), tuesday)).toBe(false);
  });

  it('is closed every day without weekly hours', () => {
    expect(isOpenAt({ weekly: [], exceptions: [] }, sofia('2026-11-23T10:00:00Z'))).toBe(false);
  });
});
