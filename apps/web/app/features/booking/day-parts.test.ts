import { describe, expect, it } from 'vitest';
import { dayPartOf, groupByDayPart } from './day-parts.ts';

describe('day parts', () => {
  it('splits at 12:00 and 17:00 of the wall clock', () => {
    expect(dayPartOf('2026-12-01T00:00')).toBe('morning');
    expect(dayPartOf('2026-12-01T11:59')).toBe('morning');
    expect(dayPartOf('2026-12-01T12:00')).toBe('afternoon');
    expect(dayPartOf('2026-12-01T16:45')).toBe('afternoon');
    expect(dayPartOf('2026-12-01T17:00')).toBe('evening');
    expect(dayPartOf('2026-12-01T23:30')).toBe('evening');
  });

  it('groups in order, keeps slot order and leaves out empty parts', () => {
    const slots = ['2026-12-01T18:00', '2026-12-01T09:00', '2026-12-01T09:30', '2026-12-01T19:00'].map(
      (localStart) => ({ localStart }),
    );
    expect(groupByDayPart(slots)).toEqual([
      { part: 'morning', slots: [{ localStart: '2026-12-01T09:00' }, { localStart: '2026-12-01T09:30' }] },
      { part: 'evening', slots: [{ localStart: '2026-12-01T18:00' }, { localStart: '2026-12-01T19:00' }] },
    ]);
    expect(groupByDayPart([])).toEqual([]);
  });
});
