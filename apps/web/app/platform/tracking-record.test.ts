import { describe, expect, it } from 'vitest';
import { createTrackingRecord, trackingCookie, trackingFromCookie } from './tracking-record.ts';

describe('tracking record', () => {
  const record = createTrackingRecord(
    'https://kalendo.app/bg/home?utm_source=newsletter&utm_campaign=spring&x=1',
    'https://news.example/',
    1_795_000_000_123,
    ['web'],
  );

  it('captures referrer, landing page, time, platform and utm parameters', () => {
    expect(record).toEqual({
      referrer: 'https://news.example/',
      landing_page: 'https://kalendo.app/bg/home?utm_source=newsletter&utm_campaign=spring&x=1',
      unixtime: 1_795_000_000,
      current_page: 'https://kalendo.app/bg/home?utm_source=newsletter&utm_campaign=spring&x=1',
      platforms: ['web'],
      utm_source: 'newsletter',
      utm_campaign: 'spring',
    });
  });

  it('travels in a cookie and comes back with the current page of the request', () => {
    const cookie = trackingCookie(record).split(';')[0] ?? '';
    const back = trackingFromCookie(`a=1; ${cookie}`, 'https://kalendo.app/bg/search');
    expect(back).toEqual({ ...record, current_page: 'https://kalendo.app/bg/search' });
  });

  it('ignores a missing, malformed or oversized cookie', () => {
    expect(trackingFromCookie(null, 'x')).toBeNull();
    expect(trackingFromCookie('kalendo_tracking=%7Bbroken', 'x')).toBeNull();
    expect(trackingFromCookie(`kalendo_tracking=${'a'.repeat(3000)}`, 'x')).toBeNull();
    expect(trackingFromCookie('kalendo_tracking=%7B%22landing_page%22%3A1%7D', 'x')).toBeNull();
  });
});
