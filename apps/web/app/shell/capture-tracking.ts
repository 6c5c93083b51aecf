import { isNativePlatform } from '../platform/native-platform.ts';
import { createTrackingRecord, TRACKING_COOKIE, trackingCookie } from '../platform/tracking-record.ts';

/** Starts the tracking record of this browser session, once, and only after consent (cookie policy). */
export function captureTracking(): void {
  if (document.cookie.includes(`${TRACKING_COOKIE}=`)) return;
  const platforms = [isNativePlatform() ? 'native' : 'web'];
  document.cookie = trackingCookie(
    createTrackingRecord(location.href, document.referrer, Date.now(), platforms),
  );
}
