import type { Database } from '@kalendo/db';
import type { ContentSource } from './content/content-source.ts';
import type { ApiLogger } from './logging/api-logger.ts';

export interface ApiDeps {
  database: Database;
  /** Application version (package.json) and build id, reported by health and sent as headers. */
  version: string;
  build: string;
  /**
   * `PUBLIC_URL`: Kalendo's own origin. Every absolute link the API writes (emails, calendar feeds, `.ics`
   * files, better-auth's verification and reset links) is built from it, never from the request's `Host`.
   */
  publicOrigin: string;
  /** Secret of session cookies and tokens (at least 32 characters). */
  authSecret: string;
  /** Google sign-in (client id and, for tests, the key set URL); off when absent. */
  google?: import('./auth/google-id-token.ts').GoogleSignInOptions | undefined;
  /** Difficulty of the bot check's proof of work (cheaper in tests); the defaults take a browser ~1 s. */
  botCheck?: { cost: number; counter: { min: number; max: number } } | undefined;
  /** The content system of the privacy policy, terms and cookies pages. */
  content: ContentSource;
  /** One line per request; silent when absent. */
  logger?: ApiLogger;
  /** Told of every error answered with a 500 (error reporting, ADR 021); nothing when absent. */
  reportError?: import('./observability/report-error.ts').ReportError | undefined;
  /** Told of every answered request, from the network or in process (metrics, ADR 021). */
  observeRequest?: import('./observability/observe-request.ts').ObserveRequest | undefined;
  /** Rate-limit counters: Redis when `REDIS_URL` is set (shared by every process); in process by default. */
  rateLimitStore?: import('./rate-limit/create-rate-limiter.ts').RateLimitStore | undefined;
  /** How many picture renders run and wait at once (defaults suit production; tests make it small). */
  imageRenders?: import('./media/render-queue.ts').RenderQueueOptions | undefined;
  /**
   * ADR 010: public answers kept in process (on unless false). The database-outage test turns it off: it
   * measures how requests that need the database are answered, and kept answers need none.
   */
  keepPublicAnswers?: boolean;
  /**
   * Web Push (ADR 020): the VAPID public key browsers subscribe with (none: push is off). Endpoints must
   * be https on a public host name; `allowLocalEndpoints` lets tests use a push service on loopback.
   */
  webPush?: { publicKey: string; allowLocalEndpoints?: boolean } | undefined;
  /** Whether this process's job queue runs (readiness); absent when the process runs none. */
  jobQueueRunning?: (() => boolean) | undefined;
  /** Told after every successful write (the web server forgets the pages it keeps, ADR 015). */
  onWrite?: () => void;
  /** How custom domains' TXT records are looked up (ADR 044): the machine's DNS servers by default. */
  dns?: import('./partner/dns-txt-resolver.ts').DnsOptions | undefined;
  /** Injected clock. */
  now?: () => Date;
  /** How memberships are paid (ADR 016): at the venue unless a card processor is configured. */
  payments?: import('@kalendo/domain').PaymentGateway;
  /** Stripe's webhook signing secret: with it, `POST /payments/stripe/webhook` takes Stripe's events. */
  stripeWebhookSecret?: string | undefined;
}

export interface ApiVariables {
  locale: import('@kalendo/i18n').Locale;
}

/**
 * What the host that runs the API in process may hand a request besides the request itself: the page
 * request's session memo (ADR 012). Nothing from the network can set it.
 */
export interface ApiBindings {
  sessionMemo?: import('./services/session-memo.ts').SessionMemo;
}

export type ApiEnv = { Variables: ApiVariables; Bindings: ApiBindings };

/** Routes behind `requireSession`: the signed-in user and session, typed. */
export type SessionEnv = {
  Variables: ApiVariables & {
    user: import('./auth/session-types.ts').SessionUser;
    session: import('./auth/session-types.ts').UserSession;
    /** On partner routes: the business in the path and the caller's role in it (`requirePartnerMember`). */
    partner?: { businessId: string; role: import('@kalendo/domain').PartnerRole };
  };
  Bindings: ApiBindings;
};
