import { describe, expect, it } from 'vitest';
import { type HoursAtPlace, outsideHoursOf } from './outside-hours.ts';

// Monday 23 November 2026 on Sofia's clock (UTC+2): 09:00 local is 07:00Z.
const local = (time: string, date = '2026-11-23') => new Date(`${date}T${time}:00+02:00`);
const visit = (from: string, to: string, date?: string) => ({
  startsAt: local(from, date),
  endsAt: local(to, date),
});
const weekdays = (start: string, end: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start, end }));

const hours: HoursAtPlace = {
  timeZone: 'Europe/Sofia',
  placeWeekly: weekdays('08:00', '20:00'),
  placeSpecialDay: null,
  staffWorking: [...weekdays('09:00', '13:00'), ...weekdays('14:00', '18:00')],
  staffBreaks: weekdays('11:00', '11:30'),
  staffTimeOff: [],
};

describe('outsideHoursOf', () => {
  it('finds nothing wrong with a visit inside the place’s and the staff member’s hours', () => {
    expect(outsideHoursOf(visit('09:00', '09:45'), hours)).toEqual([]);
    expect(outsideHoursOf(visit('17:15', '18:00'), hours)).toEqual([]);
  });

  it('names a time the staff member does not work, even inside the place’s hours', () => {
    expect(outsideHoursOf(visit('08:15', '09:00'), hours)).toEqual(['not-working']);
    // Across the gap between two working ranges of one day.
    expect(outsideHoursOf(visit('12:30', '14:30'), hours)).toEqual(['not-working']);
    expect(outsideHoursOf(visit('17:30', '18:15'), hours)).toEqual(['not-working']);
  });

  it('names a break the visit touches and the place being closed', () => {
    expect(outsideHoursOf(visit('10:45', '11:15'), hours)).toEqual(['break']);
    expect(outsideHoursOf(visit('19:30', '20:30'), hours)).toEqual(['place-closed', 'not-working']);
    // Saturday: neither the place nor the staff member works.
    expect(outsideHoursOf(visit('10:00', '10:30', '2026-11-28'), hours)).toEqual([
      'place-closed',
      'not-working',
    ]);
  });

  it('names time off and a special day closed or with shorter hours', () => {
    const off = { ...hours, staffTimeOff: [{ startsAt: local('09:30'), endsAt: local('10:00') }] };
    expect(outsideHoursOf(visit('09:00', '09:45'), off)).toEqual(['time-off']);
    expect(outsideHoursOf(visit('10:00', '10:45'), off)).toEqual([]);
    const closed = { ...hours, placeSpecialDay: [] };
    expect(outsideHoursOf(visit('09:00', '09:45'), closed)).toEqual(['place-closed']);
    const short = { ...hours, placeSpecialDay: [{ start: '10:00', end: '12:00' }] };
    expect(outsideHoursOf(visit('09:00', '09:45'), short)).toEqual(['place-closed']);
    expect(outsideHoursOf(visit('10:00', '10:45'), short)).toEqual([]);
  });

  it('does not hold a place that set no hours as closed; a day ending at 00:00 runs to midnight', () => {
    expect(outsideHoursOf(visit('09:00', '09:45'), { ...hours, placeWeekly: [] })).toEqual([]);
    const late = {
      ...hours,
      placeWeekly: weekdays('18:00', '00:00'),
      staffWorking: weekdays('18:00', '00:00'),
      staffBreaks: [],
    };
    expect(outsideHoursOf(visit('23:00', '23:45'), late)).toEqual([]);
    // Past midnight: outside any day's hours.
    expect(outsideHoursOf({ startsAt: local('23:30'), endsAt: local('00:15', '2026-11-24') }, late)).toEqual([
      'place-closed',
      'not-working',
    ]);
  });
});
