import type {
  Availability,
  BusinessDetailDto,
  CalendarFeed,
  CalendarFeedStatus,
  Category,
  ContactMessageInput,
  ContentPage,
  CustomDomain,
  ErrorBody,
  InspirationPhotoDto,
  LocationDetailDto,
  LocationReviewPage,
  LocationSummaryDto,
  MyAppointmentDto,
  MyAppointmentPage,
  MyBooking,
  NotificationPreferencesInput,
  Profile,
  ReviewDto,
  ReviewInput,
  SearchPage,
  SearchQuery,
  ServiceCatalogue,
  SessionSummary,
  Suggestion,
} from '@kalendo/contracts';
import { APP_HEADERS, APP_NAME, acceptLanguageFor } from '@kalendo/contracts/headers';
import { data } from 'react-router';
import type { Basket, BasketItemInput, Booking } from '../features/basket/basket-types.ts';
import type { TrackingRecord } from './tracking-record.ts';

/** Sends a request to an API path such as `/locations/featured` (in process on the server, over HTTP in the browser). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  transport: ApiTransport;
  locale: string;
  version: string;
  build: string;
  render: 'ssr' | 'browser';
  accessToken?: string;
  /** Server rendering only: the browser's cookies and origin, so the API sees the same session. */
  cookie?: string | null;
  origin?: string;
  /** SPEC §3 tracking record, sent as `app-tracking` when present. */
  tracking?: TrackingRecord | null;
}

/** JSON whose non-ASCII characters are `\u` escapes: header values must be Latin-1. */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** An API error surfaces as a route error response with the API's status (a 503 stays a 503 on the page). */
function apiFailure(status: number, body: Partial<ErrorBody> | undefined) {
  return data(
    {
      code: body?.error?.code ?? 'INTERNAL',
      message: body?.error?.message ?? `API request failed (${status})`,
    },
    { status },
  );
}

export interface AuthResult {
  status: number;
  body: unknown;
  setCookies: string[];
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; status: number; error: ErrorBody['error'] };

/** The one typed client of the API, used by server loaders and the browser alike (SPEC §7 headers). */
export function createApiClient(options: ApiClientOptions) {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguageFor(options.locale),
    [APP_HEADERS.version]: options.version,
    [APP_HEADERS.build]: options.build,
    [APP_HEADERS.name]: APP_NAME,
    [APP_HEADERS.ngswBypass]: 'true',
  };
  if (options.render === 'ssr') headers[APP_HEADERS.render] = 'ssr';
  if (options.accessToken) headers.Authorization = `Bearer ${options.accessToken}`;
  if (options.tracking) headers[APP_HEADERS.tracking] = asciiJson(options.tracking);
  if (options.cookie) headers.Cookie = options.cookie;
  if (options.origin) headers.Origin = options.origin;

  async function get<T>(path: string): Promise<T> {
    const response = await options.transport(path, { method: 'GET', headers });
    const body = await response.json().catch(() => undefined);
    if (!response.ok) throw apiFailure(response.status, body as Partial<ErrorBody> | undefined);
    return body as T;
  }

  async function getOrNull<T>(path: string): Promise<T | null> {
    const response = await options.transport(path, { method: 'GET', headers });
    if (response.status === 404) return null;
    const body = await response.json().catch(() => undefined);
    if (!response.ok) throw apiFailure(response.status, body as Partial<ErrorBody> | undefined);
    return body as T;
  }

  /** A read whose refusal (a 4xx, e.g. a 400 naming a bad parameter) the page shows; a 5xx is thrown. */
  async function getResult<T>(path: string): Promise<ApiResult<T>> {
    const response = await options.transport(path, { method: 'GET', headers });
    const body = (await response.json().catch(() => undefined)) as Partial<ErrorBody> | undefined;
    if (response.ok) return { ok: true, data: body as T };
    if (response.status >= 500 || !body?.error) throw apiFailure(response.status, body);
    return { ok: false, status: response.status, error: body.error };
  }

  /**
   * A write whose failure the caller shows in a form (field errors, rate limits), so it is returned, not
   * thrown. The payload goes as JSON, or as it is when it is a file.
   */
  async function send<T>(
    method: 'POST' | 'PUT' | 'DELETE',
    path: string,
    payload: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<ApiResult<T>> {
    const file = payload instanceof Blob ? payload : undefined;
    const response = await options.transport(path, {
      method,
      headers: {
        ...headers,
        ...extraHeaders,
        'Content-Type': file ? file.type || 'application/octet-stream' : 'application/json',
      },
      body: file ?? JSON.stringify(payload),
    });
    const body = await response.json().catch(() => undefined);
    if (response.ok) return { ok: true, data: body as T };
    if (response.status >= 500) throw apiFailure(response.status, body as Partial<ErrorBody> | undefined);
    return { ok: false, status: response.status, error: (body as ErrorBody).error };
  }

  /** A call to the account endpoints whose cookies the caller passes on to the browser. */
  /** better-auth calls; `botCheck` is the solved ALTCHA payload where the API asks for one. */
  async function authPost(path: string, payload: unknown, botCheck?: string): Promise<AuthResult> {
    const response = await options.transport(path, {
      method: 'POST',
      headers: {
        ...headers,
        'Content-Type': 'application/json',
        ...(botCheck ? { 'X-Bot-Check': botCheck } : {}),
      },
      body: JSON.stringify(payload),
    });
    const body = await response.json().catch(() => undefined);
    if (response.status >= 500) throw apiFailure(response.status, body as Partial<ErrorBody> | undefined);
    return { status: response.status, body, setCookies: response.headers.getSetCookie() };
  }

  return {
    authPost,
    /** Sessions of the signed-in user (better-auth `list-sessions`). */
    listSessions: () => get<SessionSummary[]>('/auth/list-sessions'),
    /** The signed-in user, or null when the request has no valid session. */
    getMe: async () => {
      const response = await options.transport('/me', { method: 'GET', headers });
      if (response.status === 401) return null;
      const body = await response.json().catch(() => undefined);
      if (!response.ok) throw apiFailure(response.status, body as Partial<ErrorBody> | undefined);
      return body as Profile;
    },
    deleteAccount: () => send<null>('DELETE', '/me', {}),
    uploadAvatar: (picture: Blob) => send<{ avatarThumbnailUrl: string }>('PUT', '/me/avatar', picture),
    saveNotificationPreferences: (preferences: NotificationPreferencesInput) =>
      send<NotificationPreferencesInput>('PUT', '/me/notification-preferences', preferences),
    sendContactMessage: (input: ContactMessageInput) =>
      send<{ status: 'accepted' }>('POST', '/contact-messages', input),
    findCustomDomain: (host: string) =>
      getOrNull<CustomDomain>(`/custom-domains/${encodeURIComponent(host)}`),
    getProfile: () => get<Profile>('/me'),
    getContentPage: (slug: string) => getOrNull<ContentPage>(`/content/${encodeURIComponent(slug)}`),
    listCategories: () => get<{ items: Category[] }>('/categories'),
    /** The services catalogue: service types by category, with how many places offer each. */
    getServiceCatalogue: () => get<ServiceCatalogue>('/marketplace-services'),
    /** A business with its places, or null when no business has this slug. */
    getBusiness: (slug: string) => getOrNull<BusinessDetailDto>(`/businesses/${encodeURIComponent(slug)}`),
    listFeaturedLocations: (query: { city?: string; limit?: number } = {}) => {
      const params = new URLSearchParams();
      if (query.city) params.set('city', query.city);
      if (query.limit) params.set('limit', String(query.limit));
      return get<{ items: LocationSummaryDto[] }>(`/locations/featured?${params}`);
    },
    /** Places by slug (at most 8), in that order; unknown slugs are skipped. */
    listLocationsBySlugs: (slugs: string[]) =>
      get<{ items: LocationSummaryDto[] }>(`/locations?${new URLSearchParams({ slugs: slugs.join(',') })}`),
    /** A row of inspiration photos (newest of varied service types), services in the request language. */
    listInspirationTeaser: (limit: number) =>
      get<{ items: InspirationPhotoDto[] }>(`/inspiration/teaser?limit=${limit}`),
    /** A place's page, or null when no place has this slug. */
    /** "My appointments": one page of the signed-in user's upcoming or past appointments. */
    listMyAppointments: (when: 'upcoming' | 'past', cursor?: string) => {
      const params = new URLSearchParams({ when });
      if (cursor) params.set('cursor', cursor);
      return get<MyAppointmentPage>(`/me/appointments?${params}`);
    },
    cancelMyAppointment: (id: string) =>
      send<MyAppointmentDto>('POST', `/me/appointments/${encodeURIComponent(id)}/cancel`, {}),
    /** Reviews an own completed visit; a refusal (not completed, already reviewed) is returned. */
    writeReview: (appointmentId: string, input: ReviewInput) =>
      send<ReviewDto>('POST', `/me/appointments/${encodeURIComponent(appointmentId)}/review`, input),
    deleteReview: (id: string) => send<null>('DELETE', `/me/reviews/${encodeURIComponent(id)}`, {}),
    /** The private calendar subscription: whether it is on; creating rotates it (the old URL stops working). */
    getCalendarFeed: () => get<CalendarFeedStatus>('/me/calendar-feed'),
    createCalendarFeed: () => send<CalendarFeed>('POST', '/me/calendar-feed', {}),
    deleteCalendarFeed: () => send<null>('DELETE', '/me/calendar-feed', {}),
    /** "My locations": the signed-in user's favourite places. */
    listFavourites: () => get<{ items: LocationSummaryDto[] }>('/me/favourites'),
    setFavourite: (locationId: string, favourite: boolean) =>
      send<null>(favourite ? 'PUT' : 'DELETE', `/me/favourites/${encodeURIComponent(locationId)}`, {}),
    getLocation: (slug: string) => getOrNull<LocationDetailDto>(`/locations/${encodeURIComponent(slug)}`),
    /** One page of a place's reviews, newest first; null when no place has this slug. */
    listLocationReviews: (slug: string, query: { cursor?: string; limit?: number } = {}) => {
      const params = new URLSearchParams();
      if (query.cursor) params.set('cursor', query.cursor);
      if (query.limit) params.set('limit', String(query.limit));
      return getOrNull<LocationReviewPage>(`/locations/${encodeURIComponent(slug)}/reviews?${params}`);
    },
    /** One page of places for a search (parameters as strings, the API's names); a 400 is returned. */
    searchLocations: (query: Partial<Record<keyof SearchQuery, string>>) =>
      getResult<SearchPage>(`/search?${new URLSearchParams(query as Record<string, string>)}`),
    /** Free start times of a service at a place over at most 31 local days (`staff`: an id or `any`). */
    getAvailability: (slug: string, query: { service: string; staff: string; from: string; to: string }) =>
      get<Availability>(`/locations/${encodeURIComponent(slug)}/availability?${new URLSearchParams(query)}`),
    getBasket: () => get<Basket>('/me/basket'),
    getBasketCount: () => get<{ count: number }>('/me/basket/count'),
    addBasketItem: (item: BasketItemInput) => send<Basket>('POST', '/me/basket/items', item),
    removeBasketItem: (id: string) =>
      send<Basket>('DELETE', `/me/basket/items/${encodeURIComponent(id)}`, {}),
    clearBasket: () => send<Basket>('DELETE', '/me/basket', {}),
    /** A guest's items (from the basket cookie) with names, prices and whether each is still free. */
    checkBasket: (items: readonly BasketItemInput[]) => send<Basket>('POST', '/basket/check', { items }),
    /** Moves a guest's items into the account of the request's session, or of the one just set at sign-in. */
    mergeBasket: (items: readonly BasketItemInput[], sessionCookie?: string) =>
      send<Basket>('POST', '/me/basket/merge', { items }, sessionCookie ? { Cookie: sessionCookie } : {}),
    /** Books the basket the server keeps (each item checked once); a repeat of the key replays. */
    checkoutBasket: (idempotencyKey: string) =>
      send<Booking>('POST', '/me/basket/checkout', {}, { 'Idempotency-Key': idempotencyKey }),
    /** One own booking with its appointments; null when the user has no booking with this id. */
    getMyBooking: (id: string) => getOrNull<MyBooking>(`/me/bookings/${encodeURIComponent(id)}`),
    rescheduleAppointment: (id: string, move: { start: string; staffId?: string }, idempotencyKey: string) =>
      send<MyAppointmentDto>('POST', `/me/appointments/${encodeURIComponent(id)}/reschedule`, move, {
        'Idempotency-Key': idempotencyKey,
      }),
    /** Autocomplete for the typed text (not blank). */
    suggestSearch: (q: string) =>
      get<{ items: Suggestion[] }>(`/search/suggestions?q=${encodeURIComponent(q)}`),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
