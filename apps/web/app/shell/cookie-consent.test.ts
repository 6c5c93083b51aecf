import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_KEY, readCookieConsent, storeCookieConsent } from '../platform/cookie-consent.ts';
import { TRACKING_COOKIE } from '../platform/tracking-record.ts';
import { followTrackingConsent } from './capture-tracking.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

/** A document whose cookie jar records what was written to it. */
function page(cookie = '') {
  const written: string[] = [];
  const document = {
    referrer: 'https://news.example/',
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
  return { document, href: 'https://kalendo.app/en/home?utm_source=mail', written };
}

describe('cookie consent', () => {
  it('stores either choice and reads back only the known ones', () => {
    const storage = memoryStorage();
    expect(readCookieConsent(storage)).toBeNull();
    storeCookieConsent(storage, 'necessary');
    expect(readCookieConsent(storage)).toBe('necessary');
    storeCookieConsent(storage, 'accepted');
    expect(readCookieConsent(storage)).toBe('accepted');
    storage.setItem(COOKIE_CONSENT_KEY, 'maybe');
    expect(readCookieConsent(storage)).toBeNull();
  });

  it('starts the tracking record after "Accept", once', () => {
    const fresh = page();
    followTrackingConsent('accepted', fresh);
    expect(fresh.written).toHaveLength(1);
    expect(fresh.written[0]).toMatch(new RegExp(`^${TRACKING_COOKIE}=%7B.*utm_source`));
    const recorded = page(`${TRACKING_COOKIE}=%7B%7D`);
    followTrackingConsent('accepted', recorded);
    expect(recorded.written).toEqual([]);
  });

  it.each([['necessary' as const], [null]])('writes no tracking record for %s', (consent) => {
    const fresh = page('kalendo_basket=x');
    followTrackingConsent(consent, fresh);
    expect(fresh.written).toEqual([]);
  });

  it('removes a tracking record left from before when only necessary cookies are allowed', () => {
    const recorded = page(`a=1; ${TRACKING_COOKIE}=%7B%7D`);
    followTrackingConsent('necessary', recorded);
    expect(recorded.written).toEqual([`${TRACKING_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`]);
  });
});
