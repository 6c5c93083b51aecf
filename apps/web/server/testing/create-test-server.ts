import type { Services, Stores } from '@kalendo/api';
import { createTestApi, TEST_PUBLIC_ORIGIN } from '@kalendo/api/testing';
import { createCustomDomainDirectory, type Database } from '@kalendo/db';
import type { Clock } from '@kalendo/domain';
import { createAppKeptPages } from '../app-kept-pages.ts';
import type { TrustProxy } from '../client-address.ts';
import { createServerApp } from '../create-server-app.ts';
import type { MovableClock } from '../dev/dev-clock-route.ts';
import type { ActivateMembership } from '../dev/dev-membership-activation-route.ts';
import { createLogger } from '../logger.ts';
import type { Metrics } from '../observability/metrics.ts';
import { createSsrHandler } from '../ssr-handler.ts';
import { BUILD_DIR, loadBuild } from './load-build.ts';

/** The whole web server (API, static files, SSR) in process, on a given database. */
export async function createTestServer(
  database: Database,
  options: {
    /** A private app of this business (`APP_MODE=private-app`, `PRIVATE_APP_BUSINESS`). */
    privateAppBusiness?: string;
    onApiRequest?: (path: string, headers: Headers) => void;
    /** Told when an in-process API call has answered: when it started and ended (`performance.now()`). */
    onApiAnswer?: (path: string, started: number, ended: number) => void;
    /** Google sign-in against a local key set (`startGoogleKeyServer`). */
    google?: { clientId: string; jwksUrl: string };
    /** `TRUST_PROXY` (none by default). */
    trustProxy?: TrustProxy;
    /** ADR 010's kept public answers (on by default). */
    keepPublicAnswers?: boolean;
    /** ADR 015's kept pages (on by default, as in production; off to measure rendering). */
    keepPages?: boolean;
    /** The API's services, to watch one (e.g. count session look-ups). */
    inspect?: (services: Services) => void;
    /** Database adapters swapped in (e.g. one that counts its calls). */
    replace?: Partial<Stores>;
    /** Prometheus metrics (ADR 021) observing the server and its API. */
    metrics?: Metrics;
    /** `/dev/clock` (dev tools on, ADR 032); not mounted without. */
    devClock?: MovableClock;
    /** `/dev/memberships/{id}/activate` (dev tools on); not mounted without. */
    activateMembership?: ActivateMembership;
    /**
     * The API's clock (e.g. `pinnedClock('2026-03-10T09:00', 'Europe/Sofia')`); the machine's without. What
     * the database's `now()` or the sign-in library decide still runs on the machine's clock.
     */
    clock?: Clock;
  } = {},
) {
  const keptPages =
    (options.keepPages ?? options.keepPublicAnswers ?? true) ? createAppKeptPages() : undefined;
  const api = createTestApi(
    database,
    {
      google: options.google,
      keepPublicAnswers: options.keepPublicAnswers,
      onWrite: keptPages?.clear,
      observeRequest: options.metrics?.observeApi,
      now: options.clock?.now,
    },
    { inspect: options.inspect, replace: options.replace },
  );
  const domains = createCustomDomainDirectory(database.db);
  return createServerApp({
    publicOrigin: TEST_PUBLIC_ORIGIN,
    trustProxy: options.trustProxy,
    isCustomDomain: (hostname) => domains.isVerifiedDomain(hostname),
    privateAppBusiness: options.privateAppBusiness,
    devClock: options.devClock,
    activateMembership: options.activateMembership,
    api,
    logger: createLogger('silent'),
    observers: options.metrics ? [options.metrics.middleware] : [],
    serviceWorkerVersion: 'test',
    clientDir: `${BUILD_DIR}client`,
    renderPage: createSsrHandler({
      build: await loadBuild(),
      apiRequest: async (path, init, bindings) => {
        const url = new URL(path);
        options.onApiRequest?.(`${url.pathname}${url.search}`, new Headers(init.headers));
        const started = performance.now();
        const response = await api.request(path, init, bindings);
        options.onApiAnswer?.(`${url.pathname}${url.search}`, started, performance.now());
        return response;
      },
      keptPages,
      mode: 'production',
      defaultLocale: 'en',
      version: '0.0.0-test',
      buildId: 'test',
      privateAppBusiness: options.privateAppBusiness,
      googleClientId: options.google?.clientId,
    }),
  });
}
