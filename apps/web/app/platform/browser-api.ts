import type { ApiClient } from '../lib/api-client.ts';
import { readCookieConsent } from './cookie-consent.ts';
import type { Credentials } from './credentials.ts';
import { type TrackingRecord, trackingFromCookie } from './tracking-record.ts';

/** What the browser's client needs of the page: its language, version and build (the root data). */
export interface BrowserApiPage {
  locale: string;
  version: string;
  build: string;
}

/** The saved login the browser restored at start-up (SPEC §4), sent with every request until logout. */
let restoredCredentials: Credentials | null = null;

export function rememberCredentialsForRequests(credentials: Credentials | null): void {
  restoredCredentials = credentials;
}

/**
 * SPEC §3/§7: the tracking record of this visit, only after the visitor accepted cookies (the cookie banner
 * writes it then and removes it otherwise); `current_page` is the page the request is made from.
 */
export function browserTracking(
  page: { cookie: string; href: string; storage: Pick<Storage, 'getItem'> } = {
    cookie: document.cookie,
    href: location.href,
    storage: localStorage,
  },
): TrackingRecord | null {
  if (readCookieConsent(page.storage) !== 'accepted') return null;
  return trackingFromCookie(page.cookie, page.href);
}

/**
 * The one way the browser's code reaches the API: the typed client over HTTP with every header of SPEC §7,
 * made per request so that it carries the login and the tracking record as they are now. The client's
 * code is fetched with the first request (not with the page, ADR 008).
 */
export async function browserApi(page: BrowserApiPage, signal?: AbortSignal): Promise<ApiClient> {
  const { browserTransport, createApiClient } = await import('../lib/api-client.ts');
  return createApiClient({
    transport: browserTransport(signal),
    locale: page.locale,
    version: page.version,
    build: page.build,
    render: 'browser',
    credentials: restoredCredentials,
    tracking: browserTracking(),
  });
}
