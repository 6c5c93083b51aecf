import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import {
  createApi,
  createDnsTxtResolver,
  createFileContentSource,
  createHttpContentSource,
  createRedisRateLimitStore,
  createStripePaymentGateway,
  startNotificationDelivery,
} from '@kalendo/api';
import { createCustomDomainDirectory, createMemberships, listRecentEmails, traceQueries } from '@kalendo/db';
import { type Clock, systemClock } from '@kalendo/domain';
import { CONTENT_DIR } from '@kalendo/i18n/content-dir';
import type { ServerBuild } from 'react-router';
import { createAppKeptPages } from './app-kept-pages.ts';
import { resolveAuthSecret } from './auth-secret.ts';
import { createServerApp } from './create-server-app.ts';
import { cacheCustomDomains } from './custom-domain-cache.ts';
import { survivingDriverFaults } from './database-driver-faults.ts';
import { createDevClock } from './dev/dev-clock.ts';
import { devToolsOn, type Env, pseudoLocaleOn, publicOriginOf } from './env.ts';
import { createLogger, type Logger, writePlainText } from './logger.ts';
import { renderOutboxPage } from './mail/render-outbox-page.ts';
import { startMailDelivery } from './mail/start-mail-delivery.ts';
import { createMetrics } from './observability/metrics.ts';
import { startMetricsServer } from './observability/metrics-server.ts';
import { type Instrumentation, releaseOf } from './observability/release.ts';
import { importPageBuild } from './page-build.ts';
import { createSsrHandler } from './ssr-handler.ts';
import { businessExists, describeDatabase, startDatabase } from './start-database.ts';
import { resolveVapidKeys } from './vapid-keys.ts';

const BUILD_DIR = fileURLToPath(new URL('../build/', import.meta.url));

async function loadBuild(logger: Logger): Promise<ServerBuild> {
  try {
    return await importPageBuild();
  } catch (error) {
    logger.fatal(
      { err: error },
      'The web app is not built: run `npm run build` (or `npm start`, which builds first).',
    );
    process.exit(1);
  }
}

/** Starts the server (`main.ts` has read the settings and started the instrumentation, if any). */
export async function startServer(env: Env, instrumentation?: Instrumentation) {
  const logger = createLogger(env.LOG_LEVEL);
  const faults = survivingDriverFaults(logger);
  process.on('uncaughtException', faults.uncaughtException);
  process.on('unhandledRejection', faults.unhandledRejection);
  const build = await loadBuild(logger);
  const database = await startDatabase(env, logger).catch((error: Error) => {
    console.error(`Cannot open the database (${describeDatabase(env)}): ${error.message}`);
    process.exit(1);
  });
  if (env.APP_MODE === 'private-app' && !(await businessExists(database, env.PRIVATE_APP_BUSINESS ?? ''))) {
    console.error(
      `PRIVATE_APP_BUSINESS="${env.PRIVATE_APP_BUSINESS}" names no business in the database (${describeDatabase(env)}): a private app is for one existing business.`,
    );
    await database.close().catch(() => {});
    process.exit(1);
  }
  // Listen first: on a local run the links' origin names the port actually taken (PORT=0 picks one).
  let handle: ((request: Request, bindings: unknown) => Response | Promise<Response>) | undefined;
  const server = serve({
    fetch: (request, bindings) =>
      handle?.(request, bindings) ??
      new Response('Starting', { status: 503, headers: { 'Retry-After': '1' } }),
    port: env.PORT,
    hostname: env.HOST,
  }) as Server;
  await once(server, 'listening');
  const address = server.address() as AddressInfo;
  const publicOrigin = publicOriginOf(env, address.port);
  // ADR 021: statements are traced and counted when traces or metrics are on.
  if (instrumentation || env.METRICS_PORT !== undefined) traceQueries();
  const metrics =
    env.METRICS_PORT === undefined
      ? undefined
      : createMetrics({
          database,
          poolSize: database.kind === 'postgres' ? env.DATABASE_POOL_SIZE : undefined,
        });
  const bundledContent = createFileContentSource(CONTENT_DIR);
  const content = env.CMS_URL
    ? createHttpContentSource(env.CMS_URL, {
        fallback: bundledContent,
        onFallback: (reason, page) =>
          logger.warn({ ...page, reason }, 'content system failed: bundled page served'),
      })
    : bundledContent;
  const rateLimitStore = env.REDIS_URL
    ? createRedisRateLimitStore(env.REDIS_URL, {
        onError: (error) => logger.warn({ err: error }, 'Redis unavailable: rate limits counted in process'),
      })
    : undefined;
  // ADR 015: pages that are not a visitor's own (no session, basket or flash cookie), kept while their answers
  // may be; any write through the API forgets them.
  const keptPages = createAppKeptPages();
  const vapid = resolveVapidKeys(env);
  const devTools = devToolsOn(env);
  // ADR 032: the notifications' "now"; with dev tools on it can be moved forward (POST /dev/clock).
  const devClock = devTools ? createDevClock() : undefined;
  // POST /dev/memberships/{id}/activate: one store for the server's life, not one per request.
  const devMemberships = devTools ? createMemberships(database.db) : undefined;
  const pseudoLocale = pseudoLocaleOn(env);
  const clock: Clock = devClock ?? systemClock;
  // Readiness (ADR 021): the job queue runs from its start until shutdown.
  let queueRunning = false;
  // ADR 016: card payments through Stripe when configured; at the venue otherwise (purchases and renewals).
  const payments = env.STRIPE_SECRET_KEY
    ? createStripePaymentGateway({
        secretKey: env.STRIPE_SECRET_KEY,
        ...(env.STRIPE_API_BASE ? { apiBase: env.STRIPE_API_BASE } : {}),
      })
    : undefined;
  const api = createApi({
    onWrite: keptPages.clear,
    webPush: { publicKey: vapid.publicKey, allowLocalEndpoints: env.WEB_PUSH_LOCAL_ENDPOINTS },
    rateLimitStore,
    database,
    publicOrigin,
    version: env.APP_VERSION,
    build: env.BUILD_ID,
    content,
    authSecret: resolveAuthSecret(env),
    google: env.GOOGLE_CLIENT_ID
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          clientSecret: env.GOOGLE_CLIENT_SECRET,
          jwksUrl: env.GOOGLE_JWKS_URL,
        }
      : undefined,
    logger: logger.child({ component: 'api' }),
    reportError: instrumentation?.reportError,
    observeRequest: metrics?.observeApi,
    jobQueueRunning: () => queueRunning,
    dns: { servers: env.DNS_SERVERS },
    ...(payments ? { payments, stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET } : {}),
  });
  const domains = createCustomDomainDirectory(database.db);
  const browserDsn = env.SENTRY_BROWSER_DSN ?? env.SENTRY_DSN;
  const browserErrorReporting = browserDsn
    ? {
        dsn: browserDsn,
        environment: env.SENTRY_ENVIRONMENT ?? env.NODE_ENV,
        release: releaseOf(env),
        tracesSampleRate: env.SENTRY_TRACES_SAMPLE_RATE,
      }
    : undefined;
  const mail = env.SMTP_URL
    ? startMailDelivery({
        database,
        smtpUrl: env.SMTP_URL,
        from: env.MAIL_FROM,
        logger,
        onFailed: (count) => metrics?.deliveryFailed('email', count),
      })
    : undefined;
  // ADR 020: notifications by email and push, reminders before appointments; every process takes part.
  const notifications = await startNotificationDelivery({
    database,
    publicOrigin,
    vapid,
    reminderMinutesBefore: env.REMINDER_MINUTES_BEFORE,
    reviewRequestDelayMinutes: env.REVIEW_REQUEST_DELAY_MINUTES,
    logger: logger.child({ component: 'notifications' }),
    onFailure: (what) => metrics?.deliveryFailed(what),
    now: clock.now,
    ...(payments ? { payments } : {}),
    // ADR 053: verified custom domains are looked up again daily; one that lapsed is no longer in kept pages.
    customDomains: {
      resolver: createDnsTxtResolver({ servers: env.DNS_SERVERS }),
      onLapsed: keptPages.clear,
    },
  });
  queueRunning = true;
  const app = createServerApp({
    api,
    logger,
    observers: [instrumentation?.middleware, metrics?.middleware].filter(
      (observer) => observer !== undefined,
    ),
    reportError: instrumentation?.reportError,
    clientDir: `${BUILD_DIR}client`,
    // Changes with every build, so browsers notice a new version (SPEC §4).
    serviceWorkerVersion: `${env.APP_VERSION}+${env.BUILD_ID}.${build.assets.version}`,
    outboxPage: devTools ? async () => renderOutboxPage(await listRecentEmails(database.db)) : undefined,
    devClock: devClock && {
      advance: async (ms) => {
        const now = devClock.advance(ms);
        await notifications.planDue();
        return { now, offsetMs: devClock.offsetMs() };
      },
      reset: () => ({ now: devClock.reset(), offsetMs: 0 }),
    },
    activateMembership:
      devMemberships && ((membershipId) => devMemberships.activate({ membershipId, now: systemClock.now() })),
    mapStyleUrl: env.MAP_STYLE_URL,
    errorReporting: browserErrorReporting,
    trustProxy: env.TRUST_PROXY,
    publicOrigin,
    privateAppBusiness: env.APP_MODE === 'private-app' ? env.PRIVATE_APP_BUSINESS : undefined,
    // A verified domain is served even while its place is not public: its pages then answer not-found.
    isCustomDomain: cacheCustomDomains((hostname) => domains.isVerifiedDomain(hostname)),
    renderPage: createSsrHandler({
      build,
      apiRequest: (path, init, bindings) => {
        const request = () => api.request(path, init, bindings);
        return instrumentation ? instrumentation.traceApiCall(init.method ?? 'GET', request) : request();
      },
      reportError: instrumentation?.reportError,
      keptPages,
      mode: env.NODE_ENV,
      defaultLocale: env.DEFAULT_LOCALE,
      version: env.APP_VERSION,
      buildId: env.BUILD_ID,
      privateAppBusiness: env.APP_MODE === 'private-app' ? env.PRIVATE_APP_BUSINESS : undefined,
      serviceWorker: env.SERVICE_WORKER,
      pseudoLocale,
      googleClientId: env.GOOGLE_CLIENT_ID,
      mapStyleUrl: env.MAP_STYLE_URL,
      errorReporting: browserErrorReporting,
      defaultCity: env.DEFAULT_CITY,
    }),
  });
  handle = app.fetch;
  const metricsServer =
    metrics && env.METRICS_PORT !== undefined
      ? await startMetricsServer(metrics.registry, env.METRICS_PORT, env.HOST)
      : undefined;
  logger.info(
    { database: database.kind, version: env.APP_VERSION, build: env.BUILD_ID, publicUrl: publicOrigin },
    `Kalendo is serving on http://${address.address === '127.0.0.1' ? 'localhost' : address.address}:${address.port}`,
  );
  // Someone at a terminal (`npm start`) is told, in plain words, what to open; a log collector gets JSON only.
  if (process.stdout.isTTY) writePlainText(logger, `\nOpen ${publicOrigin}/ in your browser.\n\n`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) {
      // A second signal means "now".
      logger.warn({ signal }, 'stopping immediately');
      process.exit(1);
    }
    stopping = true;
    queueRunning = false;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => server.closeAllConnections(), env.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    // Whatever hangs (a connection, the database), the process ends a little after the grace period.
    setTimeout(
      () => {
        logger.error('shutdown did not finish in time: exiting');
        process.exit(1);
      },
      (env.SHUTDOWN_TIMEOUT_SECONDS + 5) * 1000,
    ).unref();
    server.close(async () => {
      clearTimeout(force);
      await notifications.stop();
      await instrumentation?.flush();
      metricsServer?.close();
      await mail?.stop();
      await rateLimitStore?.close().catch(() => {});
      await database
        .close()
        .catch((error: Error) => logger.error({ err: error }, 'closing the database failed'));
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
