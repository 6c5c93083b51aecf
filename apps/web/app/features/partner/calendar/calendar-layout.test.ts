import { describe, expect, it } from 'vitest';
import { daySpanOf, hoursShown, placeItems, shadingOf } from './calendar-layout.ts';

const TZ = 'Europe/Sofia';
const at = (date: string, time: string) => new Date(`${date}T${time}:00+02:00`).toISOString();
const item = (id: string, from: string, to: string) => ({
  id,
  startsAt: at('2026-11-23', from),
  endsAt: at('2026-11-23', to),
});

describe('partner calendar layout', () => {
  it('places a span on the day of the place clock, clipped at midnight', () => {
    expect(daySpanOf(at('2026-11-23', '09:30'), at('2026-11-23', '10:15'), '2026-11-23', TZ)).toEqual({
      start: 570,
      end: 615,
    });
    expect(daySpanOf(at('2026-11-23', '23:00'), at('2026-11-24', '01:00'), '2026-11-24', TZ)).toEqual({
      start: 0,
      end: 60,
    });
    expect(daySpanOf(at('2026-11-22', '10:00'), at('2026-11-23', '00:00'), '2026-11-23', TZ)).toBeNull();
    expect(daySpanOf(at('2026-11-24', '10:00'), at('2026-11-24', '11:00'), '2026-11-23', TZ)).toBeNull();
  });

  it('puts overlapping items side by side and the others full width', () => {
    const placed = placeItems(
      [item('a', '09:00', '10:00'), item('b', '09:30', '10:30'), item('c', '11:00', '12:00')],
      '2026-11-23',
      TZ,
    );
    expect(placed.map(({ item: { id }, lane, lanes }) => [id, lane, lanes])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 1],
    ]);
  });

  it('shades working hours, and one staff member’s breaks and time off', () => {
    const staff = {
      id: 's',
      name: 'Nadia',
      title: '',
      active: true,
      workingHours: [{ weekday: 1, start: '09:00', end: '18:00' }],
      breaks: [{ weekday: 1, start: '13:00', end: '13:30' }],
      timeOff: [{ startsAt: at('2026-11-23', '16:00'), endsAt: at('2026-11-25', '00:00') }],
    };
    expect(shadingOf([staff], '2026-11-23', TZ)).toEqual({
      work: [{ start: 540, end: 1080 }],
      away: [
        { start: 780, end: 810 },
        { start: 960, end: 1440 },
      ],
    });
    expect(shadingOf([staff, { ...staff, id: 't' }], '2026-11-24', TZ)).toEqual({ work: [], away: [] });
  });

  it('shows 08:00 to 20:00, wider when the day holds more', () => {
    expect(hoursShown([])).toEqual({ first: 8, last: 20 });
    expect(hoursShown([{ start: 390, end: 1290 }])).toEqual({ first: 6, last: 22 });
  });
});
