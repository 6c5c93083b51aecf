import { describe, expect, it } from 'vitest';
import { formatDuration, formatLocalDate, formatWallTime, weekdayName } from './format-schedule.ts';

describe('schedule formatting', () => {
  it('writes wall-clock times the way each language does, midnight included', () => {
    expect(formatWallTime('09:00', 'bg')).toBe('9:00');
    expect(formatWallTime('19:30', 'en')).toBe('7:30 PM');
    expect(formatWallTime('24:00', 'de')).toBe('0:00');
  });

  it('names ISO weekdays, Monday first', () => {
    expect(weekdayName(1, 'en')).toBe('Monday');
    expect(weekdayName(7, 'ru')).toBe('воскресенье');
    expect(weekdayName(3, 'el', 'short')).toBe('Τετ');
  });

  it('writes dates and durations', () => {
    expect(formatLocalDate('2026-11-24', 'en')).toBe('Nov 24');
    expect(formatDuration(45, 'en')).toBe('45 min');
    expect(formatDuration(90, 'en')).toBe('1 hr 30 min');
    expect(formatDuration(120, 'de')).toBe('2 Std.');
  });
});
