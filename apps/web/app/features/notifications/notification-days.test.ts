import { localDate } from '@kalendo/i18n/intl-formats';
import { describe, expect, it } from 'vitest';
import { groupByDay } from './notification-days.ts';

const at = (iso: string) => ({ createdAt: iso });
const names = { today: 'Today', yesterday: 'Yesterday' };

describe('groupByDay', () => {
  it('names today and yesterday on the viewer’s clock and dates older days in the page language', () => {
    const now = new Date('2026-11-26T07:30:00Z');
    const items = [
      at('2026-11-26T06:00:00Z'),
      at('2026-11-25T22:30:00Z'), // already 26 Nov in Sofia (UTC+2)
      at('2026-11-25T08:00:00Z'),
      at('2026-11-20T08:00:00Z'),
      at('2025-12-31T08:00:00Z'),
    ];
    const sofia = groupByDay(items, { locale: 'de', timeZone: 'Europe/Sofia', now, ...names });
    expect(sofia.map((d) => [d.label, d.items.length])).toEqual([
      ['Today', 2],
      ['Yesterday', 1],
      ['Freitag, 20. November', 1],
      ['Mittwoch, 31. Dezember 2025', 1],
    ]);
    const utc = groupByDay(items, { locale: 'en', timeZone: 'UTC', now, ...names });
    expect(utc.map((d) => d.items.length)).toEqual([1, 2, 1, 1]);
  });

  it('keys days across a month and a year boundary', () => {
    expect(localDate(new Date('2026-01-01T00:30:00Z'), 'America/New_York')).toBe('2025-12-31');
    const now = new Date('2026-03-01T10:00:00Z');
    const [, yesterday] = groupByDay([at('2026-03-01T09:00:00Z'), at('2026-02-28T09:00:00Z')], {
      locale: 'en',
      timeZone: 'UTC',
      now,
      ...names,
    });
    expect(yesterday?.label).toBe('Yesterday');
  });
});
