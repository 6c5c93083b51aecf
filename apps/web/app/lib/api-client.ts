import type { ApiRoutes } from '@kalendo/api';
import { APP_HEADERS, APP_NAME, acceptLanguageFor } from '@kalendo/contracts/headers';
import { hc } from 'hono/client';
import type { Credentials } from '../platform/credentials.ts';
import type { TrackingRecord } from '../platform/tracking-record.ts';
import { accountCalls } from './api-calls/account-calls.ts';
import { bookingCalls } from './api-calls/booking-calls.ts';
import { classCalls } from './api-calls/class-calls.ts';
import { discoveryCalls } from './api-calls/discovery-calls.ts';
import { inboxCalls } from './api-calls/inbox-calls.ts';
import { partnerCalendarCalls } from './api-calls/partner-calendar-calls.ts';
import { partnerCalls } from './api-calls/partner-calls.ts';
import { partnerClassCalls } from './api-calls/partner-class-calls.ts';
import { partnerDescriptionCalls } from './api-calls/partner-description-calls.ts';
import { partnerPictureCalls } from './api-calls/partner-picture-calls.ts';
import { partnerTeamCalls } from './api-calls/partner-team-calls.ts';
import type { ApiTransport, TypedApi } from './api-calls/typed-api.ts';
import { API_BASE } from './api-links.ts';

export type { ApiTransport } from './api-calls/typed-api.ts';

export interface ApiClientOptions {
  transport: ApiTransport;
  locale: string;
  version: string;
  build: string;
  render: 'ssr' | 'browser';
  /** A saved login (SPEC §7): sent as `Authorization: <token type> <access token>`. */
  credentials?: Credentials | null;
  /** Server rendering only: the browser's cookies and origin, so the API sees the same session. */
  cookie?: string | null;
  origin?: string;
  /** SPEC §3 tracking record, sent as `app-tracking` when present. */
  tracking?: TrackingRecord | null;
}

/** The browser's transport: over HTTP to the API on our origin (an abort signal cancels the request). */
export function browserTransport(signal?: AbortSignal): ApiTransport {
  return (path, init) => fetch(`${API_BASE}${path}`, signal ? { ...init, signal } : init);
}

/** JSON whose non-ASCII characters are `\u` escapes: header values must be Latin-1. */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The headers of SPEC §7, the same for every request of one client. */
function appHeaders(options: ApiClientOptions): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguageFor(options.locale),
    [APP_HEADERS.version]: options.version,
    [APP_HEADERS.build]: options.build,
    [APP_HEADERS.name]: APP_NAME,
    [APP_HEADERS.ngswBypass]: 'true',
  };
  if (options.render === 'ssr') headers[APP_HEADERS.render] = 'ssr';
  // The token type saved with the login, as saved (the API knows `Bearer` in any case, ADR 014).
  if (options.credentials)
    headers.Authorization = `${options.credentials.tokenType} ${options.credentials.accessToken}`;
  if (options.tracking) headers[APP_HEADERS.tracking] = asciiJson(options.tracking);
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.origin) headers.Origin = options.origin;
  return headers;
}

/**
 * The one client of the API, used by server loaders and the browser alike (SPEC §7 headers), typed from
 * the API's routes (`hc<ApiRoutes>`): no paths written here, no answer cast. Its calls, by area, are in
 * `api-calls/`; they all go through this one transport.
 */
export function createApiClient(options: ApiClientOptions) {
  const headers = appHeaders(options);
  const api: TypedApi = hc<ApiRoutes>('/', {
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      options.transport(String(input), { ...init, method: init?.method ?? 'GET' }),
    headers,
  });
  return {
    ...accountCalls(api, options.transport, headers),
    ...discoveryCalls(api),
    ...bookingCalls(api),
    ...inboxCalls(api),
    ...classCalls(api),
    ...partnerCalls(api),
    ...partnerPictureCalls(api),
    ...partnerDescriptionCalls(api),
    ...partnerClassCalls(api),
    ...partnerCalendarCalls(api),
    ...partnerTeamCalls(api),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
