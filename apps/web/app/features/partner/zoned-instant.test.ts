import { describe, expect, it } from 'vitest';
import { zonedDate, zonedInstant, zonedWallTime } from './zoned-instant.ts';

describe('zoned instants', () => {
  it('reads a wall-clock date and time in the place zone, summer and winter', () => {
    expect(zonedInstant('2026-12-01', '00:00', 'Europe/Sofia')).toBe('2026-11-30T22:00:00.000Z');
    expect(zonedInstant('2026-07-01', '09:30', 'Europe/Sofia')).toBe('2026-07-01T06:30:00.000Z');
    expect(zonedInstant('2026-12-01', '00:00', 'UTC')).toBe('2026-12-01T00:00:00.000Z');
    expect(zonedInstant('', '00:00', 'UTC')).toBeNull();
  });

  it('shows an instant as the date of the place', () => {
    expect(zonedDate('2026-11-30T22:00:00.000Z', 'Europe/Sofia')).toBe('2026-12-01');
    expect(zonedDate('2026-11-30T21:59:00.000Z', 'Europe/Sofia')).toBe('2026-11-30');
  });

  it('shows an instant as the date and time of the place, the way back of zonedInstant', () => {
    expect(zonedWallTime('2026-11-30T22:05:00.000Z', 'Europe/Sofia')).toEqual({
      date: '2026-12-01',
      time: '00:05',
    });
    expect(zonedWallTime('2026-07-01T06:30:00.000Z', 'Europe/Sofia')).toEqual({
      date: '2026-07-01',
      time: '09:30',
    });
  });
});
