import { describe, expect, it } from 'vitest';
import { browserTracking } from './browser-api.ts';
import { TRACKING_COOKIE, trackingCookie } from './tracking-record.ts';

const record = {
  referrer: 'https://news.example/',
  landing_page: 'https://k.test/en/home?utm_source=newsletter',
  unixtime: 1_795_000_000,
  current_page: 'https://k.test/en/home?utm_source=newsletter',
  platforms: ['web'],
  utm_source: 'newsletter',
};
const cookie = `kalendo_lang=en; ${trackingCookie(record).split(';')[0]}`;
const storage = (consent: string | null) => ({ getItem: () => consent });

describe('browserTracking: app-tracking follows the cookie choice (issue 25)', () => {
  it('is the record of the visit, on the current page, after "Accept"', () => {
    expect(
      browserTracking({ cookie, href: 'https://k.test/en/search', storage: storage('accepted') }),
    ).toEqual({ ...record, current_page: 'https://k.test/en/search' });
  });

  it('is absent before a choice, after "Only necessary", and without a record', () => {
    const href = 'https://k.test/en/search';
    expect(browserTracking({ cookie, href, storage: storage(null) })).toBeNull();
    expect(browserTracking({ cookie, href, storage: storage('necessary') })).toBeNull();
    expect(browserTracking({ cookie: 'kalendo_lang=en', href, storage: storage('accepted') })).toBeNull();
    expect(TRACKING_COOKIE).toBe('kalendo_tracking');
  });
});
