/** Where the visitor's cookie choice is kept (this browser only; the server never needs it). */
export const COOKIE_CONSENT_KEY = 'kalendo.cookieConsent';

/**
 * The visitor's choice in the cookie banner: `accepted` allows the analytics cookie (the tracking record
 * sent as `app-tracking`), `necessary` keeps only the cookies the app needs to work (session, basket,
 * language). No choice yet means no analytics either.
 */
export type CookieConsent = 'accepted' | 'necessary';

export function readCookieConsent(storage: Pick<Storage, 'getItem'>): CookieConsent | null {
  const value = storage.getItem(COOKIE_CONSENT_KEY);
  return value === 'accepted' || value === 'necessary' ? value : null;
}

export function storeCookieConsent(storage: Pick<Storage, 'setItem'>, consent: CookieConsent): void {
  storage.setItem(COOKIE_CONSENT_KEY, consent);
}
