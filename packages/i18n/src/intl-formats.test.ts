import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatDistanceKm, numberFormat } from './intl-formats.ts';

describe('kept Intl formatters', () => {
  it('gives the same formatter for the same language and options, another for others', () => {
    const one = numberFormat('de', { minimumFractionDigits: 1 });
    expect(numberFormat('de', { minimumFractionDigits: 1 })).toBe(one);
    expect(numberFormat('en', { minimumFractionDigits: 1 })).not.toBe(one);
    expect(numberFormat('de', { minimumFractionDigits: 2 })).not.toBe(one);
    expect(one.format(4.5)).toBe('4,5');
  });

  it('formats dates as a fresh formatter would', () => {
    const options = { dateStyle: 'medium', timeZone: 'UTC' } as const;
    const date = new Date('2026-11-25T10:00:00Z');
    expect(dateTimeFormat('bg', options).format(date)).toBe(
      new Intl.DateTimeFormat('bg', options).format(date),
    );
    expect(dateTimeFormat('bg', options)).toBe(dateTimeFormat('bg', { ...options }));
  });

  it('formats a distance in each language, one decimal under 10 km', () => {
    expect(formatDistanceKm('en', 1.234)).toBe('1.2 km');
    expect(formatDistanceKm('de', 1.234)).toBe('1,2 km');
    expect(formatDistanceKm('ru', 1.234)).toBe('1,2 км');
    expect(formatDistanceKm('el', 1.25)).toMatch(/^1,3 χλμ\.?$/);
    expect(formatDistanceKm('en', 12.6)).toBe('13 km');
  });
});
