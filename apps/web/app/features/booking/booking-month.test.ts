import { describe, expect, it } from 'vitest';
import { chosenDay, monthRange, shiftMonth, validDate, visibleMonth } from './booking-month.ts';

const search = (query: string) => new URLSearchParams(query);

describe('booking month', () => {
  it('shifts months across years', () => {
    expect(shiftMonth('2026-11', 1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
  });

  it('accepts real dates only', () => {
    expect(validDate('2026-02-28')).toBe('2026-02-28');
    expect(validDate('2026-02-30')).toBeNull();
    expect(validDate('2026-2-3')).toBeNull();
    expect(validDate(null)).toBeNull();
  });

  it('shows the month asked for, else the date’s, else today’s, within today … 12 months', () => {
    const today = '2026-11-22';
    expect(visibleMonth(search(''), today, '2027-01-22')).toBe('2026-11');
    expect(visibleMonth(search('date=2027-01-05'), today, '2027-01-22')).toBe('2027-01');
    expect(visibleMonth(search('month=2026-12&date=2027-01-05'), today, '2027-01-22')).toBe('2026-12');
    expect(visibleMonth(search('month=2026-10'), today, '2027-01-22')).toBe('2026-11');
    expect(visibleMonth(search('month=2030-01'), today, '2027-01-22')).toBe('2027-01');
    expect(visibleMonth(search('month=nonsense&date=bad'), today, '2027-01-22')).toBe('2026-11');
  });

  it('asks for the visible month from today on', () => {
    expect(monthRange('2026-11', '2026-11-22')).toEqual({ from: '2026-11-22', to: '2026-11-30' });
    expect(monthRange('2026-12', '2026-11-22')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(monthRange('2028-02', '2026-11-22')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('keeps a free chosen day of the month, else takes the month’s first free day', () => {
    const free = ['2026-12-02', '2026-12-03'];
    expect(chosenDay('2026-12-03', '2026-12', free)).toBe('2026-12-03');
    expect(chosenDay('2026-12-05', '2026-12', free)).toBe('2026-12-02');
    expect(chosenDay(null, '2026-12', free)).toBe('2026-12-02');
    expect(chosenDay(null, '2026-12', [])).toBeNull();
  });
});
