import type { ApiRoutes } from '@kalendo/api';
import type {
  BasketItemInput,
  ContentPageSlug,
  NotificationPreferencesInput,
  ReviewInput,
  WebPushSubscriptionInput,
} from '@kalendo/contracts';
import { APP_HEADERS, APP_NAME, acceptLanguageFor } from '@kalendo/contracts/headers';
import { hc } from 'hono/client';
import type { ApiSearchQuery } from '../shared/search/search-params.ts';
import { codeOf, isErrorBody, read, readOrNull, result, routeFailure } from './api-answers.ts';
import { API_BASE, segment } from './api-links.ts';
import type { Credentials } from './credentials.ts';
import type { TrackingRecord } from './tracking-record.ts';

/** The timetable's filters as the API reads them (strings, its names). */
export interface ClassTimetableFilters {
  city?: string;
  category?: string;
  location?: string;
  date?: string;
  timeOfDay?: 'morning' | 'afternoon' | 'evening';
  level?: 'beginner' | 'intermediate' | 'advanced';
  freeOnly?: 'true';
  cursor?: string;
}

/** The Look Book's filters as the API reads them (strings, its names; `near` is `lat,lng`). */
export interface InspirationGalleryFilters {
  service?: string;
  city?: string;
  near?: string;
  cursor?: string;
  limit?: string;
}

/** The membership plans' filters as the API reads them. */
export interface MembershipPlanFilters {
  city?: string;
  category?: string;
  location?: string;
  cursor?: string;
}

/** The basket's query: one business's items (a business's widget), or all of them. */
const scope = (business: string | undefined) => (business ? { business } : {});

/** Sends a request to an API path such as `/locations/featured` (in process on the server, over HTTP in the browser). */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

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

/** better-auth's answer to an account call, whose cookies the caller passes on to the browser. */
export interface AuthResult {
  status: number;
  /** Our error code (`BOT_CHECK_REQUIRED`, `RATE_LIMITED`, …) or better-auth's (`INVALID_EMAIL`, …). */
  code: string | null;
  setCookies: string[];
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
 * better-auth's own account endpoints (ours validate their bodies first where a contract exists): the one
 * place that names them, since they are not routes of our typed API.
 */
const ACCOUNT_CALLS = {
  signIn: '/auth/sign-in/email',
  signUp: '/auth/sign-up/email',
  signOut: '/auth/sign-out',
  requestPasswordReset: '/auth/request-password-reset',
  resetPassword: '/auth/reset-password',
  changeEmail: '/auth/change-email',
  sendVerificationEmail: '/auth/send-verification-email',
  updateUser: '/auth/update-user',
  changePassword: '/auth/change-password',
  revokeSession: '/auth/revoke-session',
} as const;

export type AccountCall = keyof typeof ACCOUNT_CALLS;

/**
 * The one client of the API, used by server loaders and the browser alike (SPEC §7 headers), typed from
 * the API's routes (`hc<ApiRoutes>`): no paths written here, no answer cast.
 */
export function createApiClient(options: ApiClientOptions) {
  const headers = appHeaders(options);
  const api = hc<ApiRoutes>('/', {
    fetch: (input: RequestInfo | URL, init?: RequestInit) =>
      options.transport(String(input), { ...init, method: init?.method ?? 'GET' }),
    headers,
  });

  /** An account call of better-auth; `botCheck` is the solved ALTCHA payload where the API asks for one. */
  async function account(call: AccountCall, payload: object, botCheck?: string): Promise<AuthResult> {
    const response = await options.transport(ACCOUNT_CALLS[call], {
      method: 'POST',
      headers: {
        ...headers,
        'Content-Type': 'application/json',
        ...(botCheck ? { 'X-Bot-Check': botCheck } : {}),
      },
      body: JSON.stringify(payload),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status >= 500)
      throw routeFailure({ status: response.status, error: isErrorBody(body) ? body.error : null });
    return { status: response.status, code: codeOf(body), setCookies: response.headers.getSetCookie() };
  }

  return {
    account,
    /** Sessions of the signed-in user (ids only: a session's token never leaves the server). */
    listSessions: () => read(api.auth['list-sessions'].$get()),
    /** The signed-in user, or null when the request has no valid session. */
    getMe: () => readOrNull(api.me.$get(), 401),
    getProfile: () => read(api.me.$get()),
    /**
     * On the web, makes the browser's session cookie from the saved login the request carries (ADR 014),
     * so that server-rendered pages see the same user.
     */
    exchangeSessionCookie: () => result(api.auth['session-cookie'].$post()),
    /** A new proof-of-work challenge of the bot check, as the ALTCHA widget reads it (its `fetch`). */
    fetchBotCheckChallenge: (signal?: AbortSignal | null) =>
      api['bot-check'].challenge.$get(undefined, signal ? { init: { signal } } : undefined),
    /** SPEC §7: the device's push token, for the signed-in user. */
    registerPushToken: (token: Parameters<(typeof api)['auth']['user-token']['$post']>[0]['json']) =>
      result(api.auth['user-token'].$post({ json: token })),
    /** The server's VAPID key browsers subscribe to Web Push with; null when push is off. */
    getPushPublicKey: () => readOrNull(api.push['public-key'].$get()),
    /** This browser's Web Push subscription, for the signed-in user (ADR 020). */
    savePushSubscription: (subscription: WebPushSubscriptionInput) =>
      result(api.me['push-subscription'].$put({ json: subscription })),
    removePushSubscription: (endpoint: string) =>
      result(api.me['push-subscription'].remove.$post({ json: { endpoint } })),
    deleteAccount: () => result(api.me.$delete()),
    uploadAvatar: (picture: Blob) =>
      result(
        api.me.avatar.$put(undefined, {
          headers: { 'Content-Type': picture.type || 'application/octet-stream' },
          init: { body: picture },
        }),
      ),
    saveNotificationPreferences: (preferences: NotificationPreferencesInput) =>
      result(api.me['notification-preferences'].$put({ json: preferences })),
    sendContactMessage: (input: Parameters<(typeof api)['contact-messages']['$post']>[0]['json']) =>
      result(api['contact-messages'].$post({ json: input })),
    findCustomDomain: (host: string) =>
      readOrNull(api['custom-domains'][':host'].$get({ param: { host: segment(host) } })),
    getContentPage: (slug: ContentPageSlug) => readOrNull(api.content[':slug'].$get({ param: { slug } })),
    listCategories: () => read(api.categories.$get()),
    /** The cities that have places, named in the page language, for filters. */
    listCities: () => read(api.cities.$get()),
    /** The services catalogue: service types by category, with how many places offer each. */
    getServiceCatalogue: () => read(api['marketplace-services'].$get()),
    /** A business with its places, or null when no business has this slug. */
    getBusiness: (slug: string) =>
      readOrNull(api.businesses[':slug'].$get({ param: { slug: segment(slug) } })),
    /** The sites that may frame a business's widget pages, or null when no business has this slug. */
    getWidgetFrameAncestors: (slug: string) =>
      readOrNull(api.businesses[':slug']['widget-frame-ancestors'].$get({ param: { slug: segment(slug) } })),
    listFeaturedLocations: (query: { city?: string; limit?: number } = {}) =>
      read(
        api.locations.featured.$get({
          query: {
            ...(query.city ? { city: query.city } : {}),
            ...(query.limit ? { limit: String(query.limit) } : {}),
          },
        }),
      ),
    /** Places by slug (at most 8), in that order; unknown slugs are skipped. */
    listLocationsBySlugs: (slugs: string[]) =>
      read(api.locations.$get({ query: { slugs: slugs.join(',') } })),
    /** A row of inspiration photos (newest of varied service types), services in the request language. */
    listInspirationTeaser: (limit: number) =>
      read(api.inspiration.teaser.$get({ query: { limit: String(limit) } })),
    /** One page of the Look Book (filters as the API names them); a bad filter or cursor is returned. */
    listInspiration: (query: InspirationGalleryFilters) => result(api.inspiration.$get({ query })),
    /** The Look Book's filter chips: service types and cities that have looks. */
    getInspirationFilters: () => read(api.inspiration.filters.$get()),
    /** A service type's Look Book collection (in a city): places, typical prices and length; null when unknown. */
    getInspirationService: (slug: string, city?: string) =>
      readOrNull(
        api.inspiration.services[':slug'].$get({
          param: { slug: segment(slug) },
          query: city ? { city } : {},
        }),
      ),
    /** One look with its place, service, staff member and next free starts, or null when there is none. */
    getInspirationLook: (id: string, within: Omit<InspirationGalleryFilters, 'cursor' | 'limit'> = {}) =>
      readOrNull(api.inspiration[':mediaId'].$get({ param: { mediaId: segment(id) }, query: within })),
    /** "My appointments": one page of the signed-in user's upcoming or past appointments. */
    listMyAppointments: (when: 'upcoming' | 'past', cursor?: string) =>
      read(api.me.appointments.$get({ query: { when, ...(cursor ? { cursor } : {}) } })),
    cancelMyAppointment: (id: string) =>
      result(api.me.appointments[':id'].cancel.$post({ param: { id: segment(id) } })),
    /** Reviews an own completed visit; a refusal (not completed, already reviewed) is returned. */
    writeReview: (appointmentId: string, input: ReviewInput) =>
      result(api.me.appointments[':id'].review.$post({ param: { id: segment(appointmentId) }, json: input })),
    deleteReview: (id: string) => result(api.me.reviews[':id'].$delete({ param: { id: segment(id) } })),
    /** The private calendar subscription: whether it is on; creating rotates it (the old URL stops working). */
    getCalendarFeed: () => read(api.me['calendar-feed'].$get()),
    createCalendarFeed: () => result(api.me['calendar-feed'].$post()),
    deleteCalendarFeed: () => result(api.me['calendar-feed'].$delete()),
    /** One page of the signed-in user's notifications, newest first, in the client's language. */
    listMyNotifications: (cursor?: string) =>
      result(api.me.notifications.$get({ query: cursor ? { cursor } : {} })),
    /** The unread badge's count (up to 100). */
    getUnreadNotificationCount: () => read(api.me.notifications['unread-count'].$get()),
    /** Marks one own notification read; answers it (with where it leads), or the refusal (404). */
    markNotificationRead: (id: string) =>
      result(api.me.notifications[':id'].read.$post({ param: { id: segment(id) } })),
    markAllNotificationsRead: () => result(api.me.notifications['read-all'].$post()),
    /** "My forms": to fill (todo and draft), completed or expired, in the client's language. */
    listMyForms: (state: 'todo' | 'done' | 'expired') => read(api.me.forms.$get({ query: { state } })),
    /** The side menu's badge: how many forms the user has to fill (up to 100). */
    getFormsToFillCount: () => read(api.me.forms.count.$get()),
    /** One own form response with the version it answers; null when the user has none with this id. */
    getMyForm: (id: string) =>
      readOrNull(api.me.forms[':responseId'].$get({ param: { responseId: segment(id) } })),
    /** Keeps the answers typed so far; the refusal (size limits, sent, expired) is returned. */
    saveFormDraft: (id: string, answers: Record<string, unknown>) =>
      result(
        api.me.forms[':responseId'].draft.$put({ param: { responseId: segment(id) }, json: { answers } }),
      ),
    /** Sends the answers; the refusal (`FORM_INVALID` with each field, sent, expired) is returned. */
    submitForm: (id: string, answers: Record<string, unknown>) =>
      result(
        api.me.forms[':responseId'].submit.$post({ param: { responseId: segment(id) }, json: { answers } }),
      ),
    /** The response to fill (or filled) for a "before booking" form; a form not asked so is returned (404). */
    startForm: (formId: string) => result(api.me.forms.$post({ json: { formId } })),
    /** Which of these services ask a form before booking, each with the user's completed response. */
    listBeforeBookingForms: (serviceIds: string[]) =>
      read(api.me.forms['before-booking'].$get({ query: { serviceIds: serviceIds.join(',') } })),
    /** What a booking of this service will ask (public): its form, rule and latest version; none: empty. */
    listServiceForms: (serviceId: string) =>
      read(api.services[':id'].forms.$get({ param: { id: segment(serviceId) } })),
    /** One page of the class timetable (filters as the API names them); a bad filter or cursor is returned. */
    listClassTimetable: (query: ClassTimetableFilters) => result(api.classes.sessions.$get({ query })),
    /** The signed-in user's spots and waitlist places in sessions to come, soonest first. */
    listMyClassBookings: () => read(api.me['class-bookings'].$get()),
    /** A spot in a class session, else a waitlist place; the refusal (full, started, unknown) is returned. */
    bookClass: (sessionId: string, membershipId?: string) =>
      result(
        api.me['class-bookings'].$post({ json: { sessionId, ...(membershipId ? { membershipId } : {}) } }),
      ),
    /** One page of membership plans on sale (filters as the API names them); a bad cursor is returned. */
    listMembershipPlans: (query: MembershipPlanFilters) => result(api.memberships.plans.$get({ query })),
    /** The signed-in user's memberships, newest first, with credits left and usage history. */
    listMyMemberships: () => read(api.me.memberships.$get()),
    /** Buys a plan; the same key again answers the first purchase; a refusal is returned. */
    buyMembership: (planId: string, idempotencyKey: string) =>
      result(api.me.memberships.$post({ header: { 'idempotency-key': idempotencyKey }, json: { planId } })),
    /** Pauses, resumes or cancels an own membership; a refusal is returned. */
    changeMyMembership: (id: string, change: 'cancel' | 'freeze' | 'unfreeze') =>
      result(api.me.memberships[':id'][change].$post({ param: { id: segment(id) } })),
    /** Gives back an own spot or waitlist place; the refusal (too late, already cancelled) is returned. */
    cancelClassBooking: (id: string) =>
      result(api.me['class-bookings'][':id'].cancel.$post({ param: { id: segment(id) } })),
    /** "My locations": the signed-in user's favourite places. */
    listFavourites: () => read(api.me.favourites.$get()),
    setFavourite: (locationId: string, favourite: boolean) =>
      result(
        favourite
          ? api.me.favourites[':locationId'].$put({ param: { locationId: segment(locationId) } })
          : api.me.favourites[':locationId'].$delete({ param: { locationId: segment(locationId) } }),
      ),
    /** A place's page, or null when no place has this slug. */
    getLocation: (slug: string) =>
      readOrNull(api.locations[':slug'].$get({ param: { slug: segment(slug) } })),
    /** One page of a place's reviews, newest first; a refusal (404: no such place, 400: a bad cursor) is returned. */
    listLocationReviews: (slug: string, query: { cursor?: string; limit?: number } = {}) =>
      result(
        api.locations[':slug'].reviews.$get({
          param: { slug: segment(slug) },
          query: {
            ...(query.cursor ? { cursor: query.cursor } : {}),
            ...(query.limit ? { limit: String(query.limit) } : {}),
          },
        }),
      ),
    /** One page of places for a search (parameters as strings, the API's names); a 400 is returned. */
    searchLocations: (query: ApiSearchQuery) => result(api.search.$get({ query })),
    /** Free start times of a service at a place over at most 31 local days (`staff`: an id or `any`). */
    getAvailability: (slug: string, query: { service: string; staff: string; from: string; to: string }) =>
      read(api.locations[':slug'].availability.$get({ param: { slug: segment(slug) }, query })),
    /** The user's basket; in a business's widget only that business's items. */
    getBasket: (business?: string) => read(api.me.basket.$get({ query: scope(business) })),
    getBasketCount: () => read(api.me.basket.count.$get()),
    addBasketItem: (item: BasketItemInput) => result(api.me.basket.items.$post({ json: item })),
    removeBasketItem: (id: string) =>
      result(api.me.basket.items[':id'].$delete({ param: { id: segment(id) } })),
    clearBasket: () => result(api.me.basket.$delete()),
    /** A guest's items (from the basket cookie) with names, prices and whether each is still free. */
    checkBasket: (items: readonly BasketItemInput[], business?: string) =>
      result(api.basket.check.$post({ query: scope(business), json: { items: [...items] } })),
    /** Moves a guest's items into the account of the request's session, or of the one just set at sign-in. */
    mergeBasket: (items: readonly BasketItemInput[], sessionCookie?: string) =>
      result(
        api.me.basket.merge.$post(
          { json: { items: [...items] } },
          sessionCookie ? { headers: { Cookie: sessionCookie } } : undefined,
        ),
      ),
    /**
     * Books the basket the server keeps (each item checked once; in a business's widget only that business's
     * items, the others stay), paid in part with a membership if chosen; a repeat of the key replays.
     */
    checkoutBasket: (idempotencyKey: string, business?: string, membershipId?: string) =>
      result(
        api.me.basket.checkout.$post({
          query: scope(business),
          header: { 'idempotency-key': idempotencyKey },
          json: membershipId ? { membershipId } : {},
        }),
      ),
    /** One own booking with its appointments; null when the user has no booking with this id. */
    getMyBooking: (id: string) => readOrNull(api.me.bookings[':id'].$get({ param: { id: segment(id) } })),
    rescheduleAppointment: (id: string, move: { start: string; staffId?: string }, idempotencyKey: string) =>
      result(
        api.me.appointments[':id'].reschedule.$post({
          param: { id: segment(id) },
          json: move,
          header: { 'idempotency-key': idempotencyKey },
        }),
      ),
    /** Autocomplete for the typed text (not blank). */
    suggestSearch: (q: string) => read(api.search.suggestions.$get({ query: { q } })),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
