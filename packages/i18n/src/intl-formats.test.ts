import { describe, expect, it } from 'vitest';
import {
  dateTimeFormat,
  formatDistanceKm,
  listFormat,
  localDate,
  numberFormat,
  utcOffset,
} from './intl-formats.ts';
import { loadBundledFormats } from './load-bundled-formats.ts';

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

  it('spaces a time range with plain spaces, as the server and the browser both write it', () => {
    const start = new Date('2026-11-23T08:30:00Z');
    const end = new Date('2026-11-23T09:15:00Z');
    for (const locale of ['en', 'fr', 'el', 'de', 'bg']) {
      const range = dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Sofia' });
      expect(range.formatRange(start, end)).not.toMatch(/[\u2009\u202f]/u);
    }
    const en = dateTimeFormat('en', { hour: 'numeric', minute: '2-digit', timeZone: 'Europe/Sofia' });
    expect(en.formatRange(start, end)).toBe('10:30 – 11:15 AM');
    expect(en).toBeInstanceOf(Intl.DateTimeFormat);
  });

  it('formats a distance in each language, one decimal under 10 km', () => {
    expect(formatDistanceKm('en', 1.234)).toBe('1.2 km');
    expect(formatDistanceKm('de', 1.234)).toBe('1,2 km');
    expect(formatDistanceKm('ru', 1.234)).toBe('1,2 км');
    expect(formatDistanceKm('el', 1.25)).toMatch(/^1,3 χλμ\.?$/);
    expect(formatDistanceKm('en', 12.6)).toBe('13 km');
  });

  it('keys a local day on a time zone’s clock', () => {
    expect(localDate(new Date('2026-01-01T00:30:00Z'), 'America/New_York')).toBe('2025-12-31');
    expect(localDate(new Date('2026-11-25T22:30:00Z'), 'Europe/Sofia')).toBe('2026-11-26');
  });

  it('finds a zone’s UTC offset at an instant, summer time included', () => {
    expect(utcOffset('Europe/Skopje', new Date('2026-11-26T12:00:00Z'))).toBe('+01:00');
    expect(utcOffset('Europe/Skopje', new Date('2026-07-01T12:00:00Z'))).toBe('+02:00');
    expect(utcOffset('UTC', new Date('2026-07-01T12:00:00Z'))).toBe('+00:00');
    expect(utcOffset('America/St_Johns', new Date('2026-01-01T12:00:00Z'))).toBe('-03:30');
  });
});

describe('Macedonian, formatted by the bundled implementation (ADR 025)', () => {
  /** CLDR puts no-break and narrow spaces between numbers and units: compared as plain spaces. */
  const plain = (text: string) => text.replace(/\s/gu, ' ');
  const winter = new Date('2026-11-26T15:30:00Z');
  const summer = new Date('2026-07-02T15:30:00Z');

  it('writes Macedonian dates on the place’s clock, in winter and in summer time', async () => {
    await loadBundledFormats('mk');
    const day = dateTimeFormat('mk', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'Europe/Skopje',
    });
    expect(day.format(winter)).toBe('четврток, 26 ноември');
    const time = dateTimeFormat('mk', { timeStyle: 'short', timeZone: 'Europe/Skopje' });
    expect(time.format(winter)).toBe('16:30');
    expect(time.format(summer)).toBe('17:30');
    expect(plain(time.formatRange(winter, new Date(winter.getTime() + 3_600_000)))).toBe('16:30 – 17:30');
    expect(dateTimeFormat('mk', { dateStyle: 'long', timeZone: 'UTC' }).format(winter)).toMatch(
      /^26 ноември 2026\sг\.$/,
    );
    // Not the platform's formatter: a browser without Macedonian data would write English here.
    expect(time).not.toBeInstanceOf(Intl.DateTimeFormat);
  });

  it('writes Macedonian prices, units and lists', async () => {
    await loadBundledFormats('mk');
    expect(plain(numberFormat('mk', { style: 'currency', currency: 'MKD' }).format(1234.5))).toBe(
      '1.234,50 ден.',
    );
    expect(plain(numberFormat('mk', { style: 'currency', currency: 'EUR' }).format(25))).toBe('25,00 €');
    expect(plain(numberFormat('mk', { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(7))).toBe(
      '7 дена',
    );
    expect(listFormat('mk', { type: 'conjunction' }).format(['датум', 'час', 'место'])).toBe(
      'датум, час и место',
    );
  });

  it('leaves every other language to the platform', async () => {
    await loadBundledFormats('mk');
    expect(dateTimeFormat('de', { dateStyle: 'long', timeZone: 'UTC' })).toBeInstanceOf(Intl.DateTimeFormat);
    expect(numberFormat('bg', {})).toBeInstanceOf(Intl.NumberFormat);
  });
});
