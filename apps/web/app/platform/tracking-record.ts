/** SPEC §3: the tracking record sent as `app-tracking` (only after the user consented to cookies). */
export interface TrackingRecord {
  referrer: string;
  landing_page: string;
  unixtime: number;
  current_page: string;
  platforms: string[];
  [utm: `utm_${string}`]: string;
}

export const TRACKING_COOKIE = 'kalendo_tracking';
const MAX_COOKIE_LENGTH = 2048;
const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** The record of a visit that starts at `landingUrl`. */
export function createTrackingRecord(
  landingUrl: string,
  referrer: string,
  nowMs: number,
  platforms: string[],
): TrackingRecord {
  const url = new URL(landingUrl);
  const record: TrackingRecord = {
    referrer: referrer.slice(0, 500),
    landing_page: url.href.slice(0, 500),
    unixtime: Math.floor(nowMs / 1000),
    current_page: url.href.slice(0, 500),
    platforms,
  };
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(key);
    if (value) record[key] = value.slice(0, 200);
  }
  return record;
}

/** Reads the record from its cookie, refusing anything malformed or oversized; `current_page` is this request. */
export function trackingFromCookie(cookieHeader: string | null, currentPage: string): TrackingRecord | null {
  const raw = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${TRACKING_COOKIE}=([^;]+)`))?.[1];
  if (!raw || raw.length > MAX_COOKIE_LENGTH) return null;
  try {
    const value = JSON.parse(decodeURIComponent(raw)) as Partial<TrackingRecord>;
    if (typeof value.landing_page !== 'string' || typeof value.unixtime !== 'number') return null;
    const record = createTrackingRecord(
      value.landing_page,
      String(value.referrer ?? ''),
      value.unixtime * 1000,
      [],
    );
    record.platforms = Array.isArray(value.platforms)
      ? value.platforms.filter((p) => typeof p === 'string').slice(0, 4)
      : [];
    record.current_page = currentPage;
    return record;
  } catch {
    return null;
  }
}

/** The cookie that carries the record to server rendering for the rest of the browser session. */
export function trackingCookie(record: TrackingRecord): string {
  return `${TRACKING_COOKIE}=${encodeURIComponent(JSON.stringify(record))}; Path=/; SameSite=Lax`;
}

/** Removes the record's cookie (the visitor keeps only necessary cookies). */
export function expiredTrackingCookie(): string {
  return `${TRACKING_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
