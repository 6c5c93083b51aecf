import type { CookieConsent } from '../platform/cookie-consent.ts';
import { isNativePlatform } from '../platform/native-platform.ts';
import {
  createTrackingRecord,
  expiredTrackingCookie,
  TRACKING_COOKIE,
  trackingCookie,
} from '../platform/tracking-record.ts';

/**
 * Makes the tracking cookie follow the visitor's cookie choice (cookie policy): the record of this browser
 * session starts once after "Accept"; without that consent any record is removed, so server rendering
 * sends no `app-tracking` header.
 */
export function followTrackingConsent(
  consent: CookieConsent | null,
  page: { document: Pick<Document, 'cookie' | 'referrer'>; href: string } = {
    document,
    href: location.href,
  },
): void {
  const recorded = page.document.cookie.includes(`${TRACKING_COOKIE}=`);
  if (consent !== 'accepted') {
    if (recorded) page.document.cookie = expiredTrackingCookie();
    return;
  }
  if (recorded) return;
  const platforms = [isNativePlatform() ? 'native' : 'web'];
  page.document.cookie = trackingCookie(
    createTrackingRecord(page.href, page.document.referrer, Date.now(), platforms),
  );
}
