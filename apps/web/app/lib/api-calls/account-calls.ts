import type { NotificationPreferencesInput, WebPushSubscriptionInput } from '@kalendo/contracts';
import { codeOf, isErrorBody, read, readOrNull, result, routeFailure } from '../api-answers.ts';
import { segment } from '../api-links.ts';
import type { ApiTransport, TypedApi } from './typed-api.ts';

/** better-auth's answer to an account call, whose cookies the caller passes on to the browser. */
export interface AuthResult {
  status: number;
  /** Our error code (`BOT_CHECK_REQUIRED`, `RATE_LIMITED`, …) or better-auth's (`INVALID_EMAIL`, …). */
  code: string | null;
  setCookies: string[];
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

/** The account: signing in and out (better-auth's calls), sessions, profile, push, settings, favourites. */
export function accountCalls(api: TypedApi, transport: ApiTransport, headers: Record<string, string>) {
  /** An account call of better-auth; `botCheck` is the solved ALTCHA payload where the API asks for one. */
  async function account(call: AccountCall, payload: object, botCheck?: string): Promise<AuthResult> {
    const response = await transport(ACCOUNT_CALLS[call], {
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
     * The signed-in user with the shell's badges (one call for every page), and with `favourites` the ids
     * of the favourite places; null without a valid session.
     */
    getShellSummary: (options: { favourites?: boolean } = {}) =>
      readOrNull(api.me.shell.$get({ query: options.favourites ? { with: 'favourites' } : {} }), 401),
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
    /** "My locations": the signed-in user's favourite places. */
    listFavourites: () => read(api.me.favourites.$get()),
    setFavourite: (locationId: string, favourite: boolean) =>
      result(
        favourite
          ? api.me.favourites[':locationId'].$put({ param: { locationId: segment(locationId) } })
          : api.me.favourites[':locationId'].$delete({ param: { locationId: segment(locationId) } }),
      ),
  };
}
