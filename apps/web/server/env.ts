import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SUPPORTED_LOCALES } from '@kalendo/i18n';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './client-address.ts';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const packageVersion = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Kalendo's public origin (`https://kalendo.app`): the only host served besides verified custom
   * domains, and the origin of every link in emails. Required in production when HOST is not loopback.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .refine(
      (value) => new URL(value).pathname === '/' && !new URL(value).search,
      'must be an origin without a path',
    )
    .transform((value) => new URL(value).origin)
    .optional(),
  /**
   * Which proxies may tell the client's address (`X-Forwarded-For`): unset trusts none; a number trusts
   * that many hops (the load balancer: 1); a comma-separated list of addresses/CIDRs trusts those proxies.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((value) => parseTrustProxy(value) !== null, 'a number of hops (0–10) or a list of CIDRs')
    .transform((value) => parseTrustProxy(value) as TrustProxy),
  /** Redis for rate limits shared by every process (`redis://127.0.0.1:6379`); in process when unset. */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /** PGlite data directory, used when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default(`${REPO_ROOT}data`),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Seed demo data on start when the database has no businesses. */
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /**
   * Sites (origins, comma-separated) the seeded demo businesses allow to frame their widget, besides their
   * own: e.g. a local page that tries the widget on another origin.
   */
  DEMO_WIDGET_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .url({ protocol: /^https?$/ })
          .refine(
            (url) => URL.canParse(url) && new URL(url).origin === url,
            'must be an origin such as https://www.example.com',
          ),
      ),
    ),
  DEFAULT_LOCALE: z.enum(SUPPORTED_LOCALES).default('en'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  APP_VERSION: z.string().min(1).default(packageVersion),
  /** Build id reported by health and sent as `app-build`; set by the deployment (e.g. the commit). */
  BUILD_ID: z.string().min(1).default('local'),
  /** Secret of session cookies and tokens (≥ 32 characters); generated into DATA_DIR when unset. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** Outgoing mail server; without it emails stay in the outbox (see /dev/mail). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Kalendo <no-reply@kalendo.app>'),
  /** Development tools: /dev/mail, /dev/clock (ADR 032); on by default outside production. */
  DEV_TOOLS: z.enum(['true', 'false']).optional(),
  /** English pages in the pseudo-locale (issue 24: finds text not in the messages); development tools only. */
  PSEUDO_LOCALE: z.enum(['true', 'false']).optional(),
  /** Register the service worker (update checks, push) in browsers. */
  SERVICE_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  /** Google sign-in (the one social provider, SPEC §1); off when unset. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Key set the ID tokens are verified against (Google's by default). */
  GOOGLE_JWKS_URL: z.url().optional(),
  /** Card payments of memberships through Stripe (ADR 016); paid at the venue when unset. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_/, 'must be a Stripe secret key (sk_…)')
    .optional(),
  /** Signing secret of the webhook endpoint `/api/v1/payments/stripe/webhook` in Stripe's dashboard. */
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook secret (whsec_…)')
    .optional(),
  /** Stripe's API address (a stand-in in tests). */
  STRIPE_API_BASE: z.url().optional(),
  /** Headless CMS for content pages (`GET {CMS_URL}/pages/{slug}?locale=`); Markdown files when unset. */
  CMS_URL: z.url().optional(),
  /** MapLibre style of the maps (style JSON URL); without it maps show markers on a plain background. */
  MAP_STYLE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** City of the home page's "Near you" before a visitor shares a position or views a place (a city slug). */
  DEFAULT_CITY: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, 'must be a city slug such as sofia')
    .default('sofia'),
  /** DNS servers the custom domains' TXT records are looked up on (`1.1.1.1,8.8.8.8:53`); the machine's when unset (ADR 044). */
  DNS_SERVERS: z
    .string()
    .regex(
      /^[0-9a-f.:[\]]+(,[0-9a-f.:[\]]+)*$/i,
      'must be addresses separated by commas, such as 1.1.1.1,8.8.8.8',
    )
    .optional()
    .transform((value) => value?.split(',')),
  /** `private-app` deploys the app for one business: search, services and look book are hidden. */
  APP_MODE: z.enum(['marketplace', 'private-app']).default('marketplace'),
  /** The one business of a private app (its slug); required with `APP_MODE=private-app`. */
  PRIVATE_APP_BUSINESS: z
    .string()
    .regex(/^[a-z0-9-]{1,200}$/, 'must be a business slug such as soho-barber-co')
    .optional(),
  /**
   * Web Push keys (VAPID, base64url, as `npx web-push generate-vapid-keys` prints them); both or neither.
   * Generated into DATA_DIR when unset (one process); set them when several processes serve.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key')
    .optional(),
  /** Who the push services may contact about our pushes (`mailto:` or `https:`); MAIL_FROM's address by default. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  /**
   * Accept Web Push subscriptions whose push service is plain http on loopback (end-to-end tests post to
   * a push-service stand-in there); off by default: push services are https on a public host name.
   */
  WEB_PUSH_LOCAL_ENDPOINTS: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /** Reminders before each appointment, in minutes (comma-separated): 24 h and 2 h by default. */
  REMINDER_MINUTES_BEFORE: z
    .string()
    .regex(/^\d{1,5}(,\d{1,5}){0,4}$/, 'up to 5 numbers of minutes, comma-separated (1440,120)')
    .default('1440,120')
    .transform((value) => value.split(',').map(Number)),
  /** Minutes after a completed visit ends before its client is asked for a review (1 h by default). */
  REVIEW_REQUEST_DELAY_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /**
   * Error reporting (Sentry or a compatible server such as GlitchTip, ADR 021): the project's DSN. Off
   * when unset. The browser reports to `SENTRY_BROWSER_DSN` when set, else to this one.
   */
  SENTRY_DSN: z.url({ protocol: /^https?$/ }).optional(),
  SENTRY_BROWSER_DSN: z.url({ protocol: /^https?$/ }).optional(),
  /** The environment events are filed under (`production`, `staging`); NODE_ENV by default. */
  SENTRY_ENVIRONMENT: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'letters, digits, dot, dash or underscore')
    .optional(),
  /** Share of traces recorded (SPEC §9: 0.1); the browser's choice is followed by the server. */
  SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0.1),
  /** OpenTelemetry traces over OTLP/HTTP (`http://collector:4318`); off when unset. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /** Prometheus metrics (`GET /metrics`) on this port of HOST, apart from the public one; off when unset. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Seconds to finish in-flight requests after SIGTERM/SIGINT before closing anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(300).default(10),
});

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);

/** Serving beyond this machine in production without knowing our own origin would trust any `Host`. */
const CheckedEnvSchema = EnvSchema.refine(
  (env) => env.PUBLIC_URL !== undefined || env.NODE_ENV !== 'production' || LOOPBACK_HOSTS.has(env.HOST),
  { path: ['PUBLIC_URL'], message: 'required in production when HOST is not a loopback address' },
)
  .refine((env) => env.APP_MODE !== 'private-app' || env.PRIVATE_APP_BUSINESS !== undefined, {
    path: ['PRIVATE_APP_BUSINESS'],
    message: 'required with APP_MODE=private-app: the slug of the business the app is for',
  })
  .refine((env) => (env.VAPID_PUBLIC_KEY === undefined) === (env.VAPID_PRIVATE_KEY === undefined), {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together',
  });

export type Env = z.infer<typeof EnvSchema>;

/**
 * Are the development tools on (`/dev/mail`, `/dev/clock`)? `DEV_TOOLS` says; unset, they are on outside
 * production only.
 */
export function devToolsOn(env: Pick<Env, 'DEV_TOOLS' | 'NODE_ENV'>): boolean {
  return env.DEV_TOOLS ? env.DEV_TOOLS === 'true' : env.NODE_ENV !== 'production';
}

/** English in the pseudo-locale (issue 24's end-to-end run): only where the development tools are on. */
export function pseudoLocaleOn(env: Pick<Env, 'DEV_TOOLS' | 'NODE_ENV' | 'PSEUDO_LOCALE'>): boolean {
  if (env.PSEUDO_LOCALE !== 'true') return false;
  if (!devToolsOn(env)) throw new Error('PSEUDO_LOCALE=true needs the development tools (DEV_TOOLS=true)');
  return true;
}

/** `PUBLIC_URL`, or on a local run `http://localhost:{port}` (the port the server actually listens on). */
export function publicOriginOf(env: Pick<Env, 'PUBLIC_URL'>, port: number): string {
  return env.PUBLIC_URL ?? `http://localhost:${port}`;
}

export class InvalidEnvError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'InvalidEnvError';
    this.problems = problems;
  }
}

/** The settings that are set: an empty value counts as unset. */
export function presentSettings(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(source).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
}

/**
 * The version and build id alone, with the same defaults as the server's: the build names the release
 * its source maps are uploaded for exactly as the running server will name its events (`releaseOf`).
 */
export function parseReleaseEnv(
  source: Record<string, string | undefined> = process.env,
): Pick<Env, 'APP_VERSION' | 'BUILD_ID'> {
  return EnvSchema.pick({ APP_VERSION: true, BUILD_ID: true }).parse(presentSettings(source));
}

/** Parses the environment once; every bad field is listed, not just the first. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const present = presentSettings(source);
  const result = CheckedEnvSchema.safeParse(present);
  if (result.success) return result.data;
  throw new InvalidEnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
}
