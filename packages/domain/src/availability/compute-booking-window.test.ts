import { describe, expect, it } from 'vitest';
import { computeBookingWindow } from './compute-booking-window.ts';

describe('computeBookingWindow', () => {
  it('adds the lead time in exact minutes and the horizon in local calendar days', () => {
    const now = Date.parse('2026-06-01T20:30:00Z'); // 23:30 in Sofia
    const window = computeBookingWindow(
      now,
      { leadTimeMinutes: 60, horizonDays: 9, slotStepMinutes: 15 },
      'Europe/Sofia',
    );
    expect(window).toEqual({
      earliest: Date.parse('2026-06-01T21:30:00Z'),
      latest: Date.parse('2026-06-10T20:30:00Z'),
      firstDay: Date.UTC(2026, 5, 2),
      lastDay: Date.UTC(2026, 5, 10),
    });
  });

  it('keeps the wall-clock time across a DST change: 9 days from 20 March 12:00 is 29 March 12:00 (+03:00)', () => {
    const now = Date.parse('2026-03-20T10:00:00Z');
    const window = computeBookingWindow(
      now,
      { leadTimeMinutes: 0, horizonDays: 9, slotStepMinutes: 15 },
      'Europe/Sofia',
    );
    expect(new Date(window.latest).toISOString()).toBe('2026-03-29T09:00:00.000Z');
  });
});
