import { createOutbox, type Database, schema } from '@kalendo/db';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer } from 'better-auth/plugins';
import { CLIENT_ADDRESS_HEADER } from '../rate-limit/client-address.ts';
import type { createRateLimiter, RateLimitStore } from '../rate-limit/create-rate-limiter.ts';
import { authEmail, emailLocaleOf } from './auth-email.ts';
import { createEmailLinkOrigin, onOrigin } from './email-link-origin.ts';
import { createGoogleIdTokenVerifier, type GoogleSignInOptions } from './google-id-token.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-policy.ts';

export interface AuthOptions {
  database: Database;
  /** Signs session cookies and tokens; at least 32 characters. */
  secret: string;
  /** `PUBLIC_URL`: the origin of every link better-auth emails (verification, reset, change of email). */
  publicOrigin: string;
  /** Counters of better-auth's rate limits (shared across processes when in Redis). */
  rateLimits: RateLimitStore;
  /** Google sign-in by ID token (never automatic); off without a client id. */
  google?: GoogleSignInOptions | undefined;
  /**
   * The budget of mails an anonymous request may have sent to one address (shared with the verification
   * email's resend): past it, the notice to an address that already has an account is silently not sent.
   */
  mailsPerAddress: ReturnType<typeof createRateLimiter>;
  /** Is this host name a business's custom domain? Its requests' emailed links are on it (issue 17). */
  isCustomDomain: (hostname: string) => Promise<boolean>;
}

export const SESSION_COOKIE_PREFIX = 'kalendo';
export const AUTH_BASE_PATH = '/api/v1/auth';

/**
 * Accounts and sessions with better-auth (DESIGN.md §2): email and password, an httpOnly SameSite=Lax
 * session cookie for the web and `Authorization: Bearer` tokens for the native app. Served under the
 * API's `/auth/*` (public `/api/v1/auth/*`); emails go to the outbox in the user's language.
 */
export function createAuth({
  database,
  secret,
  publicOrigin,
  rateLimits,
  google,
  mailsPerAddress,
  isCustomDomain,
}: AuthOptions) {
  const outbox = createOutbox(database.db);
  const linkOrigin = createEmailLinkOrigin(publicOrigin, isCustomDomain);
  return betterAuth({
    secret,
    // Links in emails (verify, reset, change of email) are built from the configured origin, or moved to the
    // request's host when that is a configured custom domain (`linkOrigin`): an unchecked `Host` never
    // reaches them (SECURITY.md, trusted hosts). The path is the mounted API's.
    baseURL: publicOrigin,
    basePath: AUTH_BASE_PATH,
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      usePlural: true,
      schema: {
        users: schema.users,
        sessions: schema.sessions,
        accounts: schema.accounts,
        verifications: schema.verifications,
      },
    }),
    user: {
      // A new email takes effect only when the link sent to it is opened (re-verified).
      changeEmail: { enabled: true },
      additionalFields: {
        firstName: { type: 'string', required: false },
        lastName: { type: 'string', required: false },
        locale: { type: 'string', required: false, defaultValue: 'en' },
        // Changed only through PUT /me/notification-preferences, never by update-user.
        notifyEmail: { type: 'boolean', required: false, defaultValue: true, input: false },
        notifyPush: { type: 'boolean', required: false, defaultValue: true, input: false },
        notifyMarketing: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      // A sign-up never signs in, so that it can answer the same whether or not the email already has an
      // account (no account discovery, SECURITY.md): better-auth then answers an existing email with the same
      // 200 and body shape as a new one, and no session. The emailed link signs the new account in.
      autoSignIn: false,
      onExistingUserSignUp: async ({ user }, request) => {
        // Keyed like the passthrough's count (trimmed, lower case: better-auth stores emails so).
        if (!(await mailsPerAddress.hit(user.email.toLowerCase())).allowed) return;
        const locale = emailLocaleOf(user);
        const origin = await linkOrigin(request);
        await outbox.enqueue(
          authEmail('accountExists', user, {
            signInUrl: `${origin}/${locale}/sign-in`,
            resetUrl: `${origin}/${locale}/forgot-password`,
          }),
        );
      },
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }, request) => {
        await outbox.enqueue(
          authEmail('resetPassword', user, { url: onOrigin(url, await linkOrigin(request)) }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }, request) => {
        await outbox.enqueue(
          authEmail('verifyEmail', user, { url: onOrigin(url, await linkOrigin(request)) }),
        );
      },
    },
    socialProviders: google?.clientId
      ? {
          google: {
            clientId: google.clientId,
            clientSecret: google.clientSecret ?? '',
            verifyIdToken: createGoogleIdTokenVerifier(google),
            mapProfileToUser: (profile) => ({ firstName: profile.given_name, lastName: profile.family_name }),
          },
        }
      : {},
    // A Google account joins the existing account of its email only when Google says the email is verified
    // (`email_verified`) and the account's own email was verified: no provider is trusted blindly.
    account: { accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: true } },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      // Counters of this instance (better-auth's default memory store is shared by every instance in a process).
      customStorage: {
        consume: async (key, rule) => {
          const decision = await rateLimits.consume(`auth:${key}`, rule.max, rule.window * 1000);
          return {
            allowed: decision.allowed,
            retryAfter: decision.allowed ? null : decision.retryAfterSeconds,
          };
        },
      },
      window: 60,
      max: 60,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-in/social': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 3 },
      },
    },
    // Cookie-authenticated writes must come from Kalendo's origin or the page's own: the web server passes
    // only trusted hosts (PUBLIC_URL's, a verified custom domain's) on to the API, so that is one of them.
    trustedOrigins: (request) => (request ? [publicOrigin, new URL(request.url).origin] : [publicOrigin]),
    advanced: {
      cookiePrefix: SESSION_COOKIE_PREFIX,
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    // Only signed tokens (`set-auth-token`, as sign-in hands them out) are accepted as bearer tokens: a raw
    // session token alone never authenticates.
    plugins: [bearer({ requireSignature: true })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
