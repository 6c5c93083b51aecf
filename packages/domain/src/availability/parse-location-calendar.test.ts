import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/domain-error.ts';
import { parseLocationCalendar } from './parse-location-calendar.ts';

describe('parseLocationCalendar', () => {
  it('reads holidays as no hours and special hours as one range, by date', () => {
    const calendar = parseLocationCalendar(
      [
        { date: '2026-12-25', closed: true },
        { date: '2026-12-24', closed: false, opens: '09:00', closes: '13:00' },
      ],
      undefined,
    );
    expect(calendar.weekly).toBeNull();
    expect(calendar.exceptions.get(Date.UTC(2026, 11, 25))).toEqual([]);
    expect(calendar.exceptions.get(Date.UTC(2026, 11, 24))).toEqual([{ start: 540, end: 780 }]);
  });

  it('keeps the weekly opening hours when given, even empty (closed every day)', () => {
    expect(parseLocationCalendar([], [])?.weekly).toEqual([[], [], [], [], [], [], [], []]);
    expect(parseLocationCalendar([], [{ weekday: 2, start: '10:00', end: '20:00' }]).weekly?.[2]).toEqual([
      { start: 600, end: 1200 },
    ]);
  });

  it('rejects special hours that close before they open', () => {
    expect(() =>
      parseLocationCalendar(
        [{ date: '2026-12-24', closed: false, opens: '13:00', closes: '09:00' }],
        undefined,
      ),
    ).toThrow(DomainError);
  });
});
