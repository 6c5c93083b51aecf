import { serveStatic } from '@hono/node-server/serve-static';
import {
  type Api,
  CLIENT_ADDRESS_HEADER,
  carriesSession,
  comesFromOrigin,
  OPENAPI_PATH,
  PRIVATE_NO_STORE,
  REQUEST_ID_HEADER,
  type ReportError,
  ROUTE_HEADER,
  renderApiReference,
} from '@kalendo/api';
import { SUPPORTED_LOCALES } from '@kalendo/i18n';
import { Hono, type MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import type { ErrorReportingConfig } from '../app/platform/error-reporting/error-reporting-config.ts';
import { clientAddressOf, remoteAddress, socketAddress, type TrustProxy } from './client-address.ts';
import { compressResponses } from './compress-responses.ts';
import { addDevClockRoute, type MovableClock } from './dev/dev-clock-route.ts';
import {
  type ActivateMembership,
  addDevMembershipActivationRoute,
} from './dev/dev-membership-activation-route.ts';
import { GOOGLE_CALLBACK_PATH, googleSignInCallback } from './google-sign-in-callback.ts';
import { LIVENESS_PATH, liveness } from './liveness.ts';
import type { Logger } from './logger.ts';
import { renderOfflinePage } from './offline-page.ts';
import { limitPageBodies } from './page-body-limit.ts';
import { partitionCookies } from './partitioned-cookies.ts';
import { createSecurityHeaders, frameEmbedPage, isEmbedPath } from './security-headers.ts';
import { addSeoRoutes } from './seo/seo-routes.ts';
import { createServedBrand } from './served-brand.ts';
import {
  OFFLINE_PAGE_PATH,
  precacheList,
  readServiceWorkerBundle,
  renderServiceWorker,
  SERVICE_WORKER_PATH,
} from './service-worker-script.ts';
import { listStaticFiles, onlyForStaticFiles } from './static-files.ts';
import { createTrustedHosts } from './trusted-hosts.ts';
import { renderWebManifest, WEB_MANIFEST_PATH } from './web-manifest.ts';
import { isWidgetScript, readWidgetScript, WIDGET_SCRIPT_CACHE } from './widget-script.ts';

export interface ServerAppOptions {
  api: Api;
  logger: Logger;
  /** Directory of the built browser assets (`build/client`). */
  clientDir: string;
  /** Renders every request that is not API or a static file (React Router). */
  renderPage: (c: import('hono').Context) => Promise<Response>;
  /** Version of the service worker script (`/sw.js`): the build id. */
  serviceWorkerVersion: string;
  /** `/dev/mail`: the outbox as a page (development only). */
  outboxPage?: () => Promise<string>;
  /** `/dev/clock`: moves the notifications' clock forward and back (development only, ADR 032). */
  devClock?: MovableClock | undefined;
  /** `/dev/memberships/{id}/activate`: a place takes a membership's payment at the venue (development only). */
  activateMembership?: ActivateMembership | undefined;
  /** `MAP_STYLE_URL`: its origin is allowed to the map's requests (CSP `connect-src`). */
  mapStyleUrl?: string | undefined;
  /**
   * Error reporting in the browser (ADR 021): the DSN's origin is allowed to the page's requests (CSP
   * `connect-src`), and the service worker reports with it.
   */
  errorReporting?: ErrorReportingConfig | undefined;
  /** `PUBLIC_URL`: the host this server answers for (besides verified custom domains). */
  publicOrigin: string;
  /** `TRUST_PROXY`: which proxies may say who the client is (none by default). */
  trustProxy?: TrustProxy;
  /** Is this host name a business's verified custom domain? */
  isCustomDomain: (hostname: string) => Promise<boolean>;
  /** Private-app deployment for one business, by its slug (`PRIVATE_APP_BUSINESS`, issue 17). */
  privateAppBusiness?: string | undefined;
  /**
   * Run on every request once its id is set, before anything else (ADR 021: error reporting and traces,
   * metrics). They may read the API's route (`ROUTE_HEADER`) on the answer; it is removed after them.
   */
  observers?: MiddlewareHandler[];
  /** Told of an error no handler answered (ADR 021). */
  reportError?: ReportError | undefined;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HOUR = 'public, max-age=3600';

/** Sets a header on a response whose headers may be immutable (e.g. a redirect made by `Response.redirect`). */
function setHeader(response: Response, name: string, value: string) {
  try {
    response.headers.set(name, value);
  } catch {
    // Immutable headers: leave the response as it is.
  }
}

/** The one origin: `/api/v1` → API, then static assets, then server-rendered pages. */
export function createServerApp(options: ServerAppOptions) {
  const app = new Hono();
  app.get(LIVENESS_PATH, liveness);
  app.use(requestId());
  // The API's route name is for the observers only: never sent.
  app.use(async (c, next) => {
    await next();
    try {
      c.res.headers.delete(ROUTE_HEADER);
    } catch {
      // Immutable headers: a redirect made by `Response.redirect`, which the API never names.
    }
  });
  for (const observer of options.observers ?? []) app.use(observer);
  // Who the client is, decided once from the connection and the proxies we trust (rate limits, logs).
  const trustProxy = options.trustProxy ?? { kind: 'none' };
  app.use(async (c, next) => {
    const address = clientAddressOf(socketAddress(c), c.req.header('x-forwarded-for'), trustProxy);
    c.set('clientAddress' as never, address as never);
    await next();
  });
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    setHeader(c.res, 'X-Request-Id', c.get('requestId'));
    // API requests are logged by the API itself, with the client headers.
    if (c.req.path.startsWith('/api/v1/')) return;
    options.logger.info(
      {
        reqId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });
  // Nothing is served for a host that is not ours: no page, no API call, no email (SECURITY.md).
  app.use(createTrustedHosts(options).middleware);
  app.use(compressResponses());
  const securityHeaders = createSecurityHeaders(options.mapStyleUrl, options.errorReporting?.dsn);
  app.use(async (c, next) => {
    if (isWidgetScript(c.req.path)) {
      await securityHeaders.app(c, next);
      setHeader(c.res, 'Cross-Origin-Resource-Policy', 'cross-origin');
      return;
    }
    if (!isEmbedPath(c.req.path)) return securityHeaders.app(c, next);
    await securityHeaders.embed(c, next);
    try {
      frameEmbedPage(c.res);
      partitionCookies(c.res);
    } catch {
      // Immutable headers (a redirect made by `Response.redirect`): nothing of a page to frame, no cookie.
    }
  });

  // The API sees paths without the prefix and a client address it can trust (any incoming one is replaced).
  app.all('/api/v1/*', (c) => {
    // Addressed to the trusted origin: what the API compares `Origin` with is never the raw `Host`.
    const url = new URL(c.req.url);
    const target = new URL(c.get('trustedHost').origin);
    target.pathname = url.pathname.slice('/api/v1'.length) || '/';
    target.search = url.search;
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, remoteAddress(c));
    headers.set(REQUEST_ID_HEADER, c.get('requestId'));
    return options.api.fetch(
      new Request(target, {
        method: c.req.method,
        headers,
        body: c.req.raw.body,
        duplex: 'half',
      } as RequestInit),
      // Nothing but the request: a session memo is for the in-process calls of one page (ADR 012).
      {},
    );
  });
  let reference: string | undefined;
  // The service worker (ADR 022): the built Workbox worker with this deployment's version and precache list.
  const workerBundle = readServiceWorkerBundle(options.clientDir);
  if (workerBundle) {
    const serviceWorker = renderServiceWorker(
      workerBundle,
      options.serviceWorkerVersion,
      precacheList(listStaticFiles(options.clientDir), options.serviceWorkerVersion, SUPPORTED_LOCALES),
      SUPPORTED_LOCALES,
      options.errorReporting ?? null,
    );
    app.get(SERVICE_WORKER_PATH, (c) =>
      c.body(serviceWorker, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
        'Service-Worker-Allowed': '/',
      }),
    );
  } else options.logger.warn({}, 'The service worker is not built: /sw.js is not served.');
  // What the service worker shows for a page that needs the network (issue 20).
  app.get(OFFLINE_PAGE_PATH, (c) =>
    c.html(renderOfflinePage(c.req.query('lang')), 200, { 'Cache-Control': 'no-cache' }),
  );
  // The business a private app or custom domain is for (issue 17): its manifest, sitemap and robots.txt.
  const servedBrand = createServedBrand(options.api, options.privateAppBusiness);
  // The installable app's manifest, in the language of the page that links it (issue 20).
  app.get(WEB_MANIFEST_PATH, async (c) =>
    c.body(renderWebManifest(c.req.query('lang'), await servedBrand(c.get('trustedHost'))).body, 200, {
      'Content-Type': 'application/manifest+json; charset=utf-8',
      'Cache-Control': HOUR,
    }),
  );
  const widgetScript = readWidgetScript(options.clientDir);
  if (widgetScript)
    app.get('/widget.js', (c) =>
      c.body(widgetScript.body, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': WIDGET_SCRIPT_CACHE,
      }),
    );
  const { outboxPage } = options;
  if (outboxPage) app.get('/dev/mail', async (c) => c.html(await outboxPage()));
  addSeoRoutes(app, options.api, servedBrand);
  app.get('/api/docs', async (c) => {
    reference ??= renderApiReference(await (await options.api.request(OPENAPI_PATH)).json());
    return c.html(reference);
  });

  // serveStatic builds its response before `onFound` runs, so the cache header is set on the way out.
  const cacheControl = new WeakMap<Request, string>();
  app.use('*', async (c, next) => {
    await next();
    const value = cacheControl.get(c.req.raw);
    if (value) setHeader(c.res, 'Cache-Control', value);
  });
  app.use(
    '*',
    onlyForStaticFiles(
      listStaticFiles(options.clientDir),
      serveStatic({
        root: options.clientDir,
        // Files under /assets/ carry a content hash in their names and never change.
        onFound: (_path, c) => {
          cacheControl.set(c.req.raw, c.req.path.startsWith('/assets/') ? IMMUTABLE : HOUR);
        },
      }),
    ),
  );
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', limitPageBodies);
  app.post(GOOGLE_CALLBACK_PATH, googleSignInCallback(options.api, options.logger));
  // Form posts to pages (React Router actions) must come from the page's own origin (CSRF).
  app.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', async (c, next) => {
    if (!comesFromOrigin(c.req.raw.headers, c.get('trustedHost').origin))
      return c.text('Forbidden: cross-origin form post', 403);
    await next();
  });
  // Same-origin requests only, as every form post (its tools are on in a developer's browser).
  if (options.devClock) addDevClockRoute(app, options.devClock);
  if (options.activateMembership) addDevMembershipActivationRoute(app, options.activateMembership);
  // The dev tools that are off, and any other /dev/ path: nothing there (not a page either).
  app.all('/dev/*', (c) => c.text('Not Found', 404));
  app.all('*', async (c) => {
    const page = await options.renderPage(c);
    // A page rendered for a session (or one that sets a cookie) is that user's: no cache may keep it.
    if (!carriesSession(c.req.raw.headers) && !page.headers.has('set-cookie')) return page;
    // Already said (a visitor's overlay, ADR 040): wrapping the page again would turn its body into a stream.
    if (page.headers.get('Cache-Control') === PRIVATE_NO_STORE) return page;
    const personal = new Response(page.body, page);
    personal.headers.set('Cache-Control', PRIVATE_NO_STORE);
    return personal;
  });
  app.onError((error, c) => {
    options.logger.error({ reqId: c.get('requestId'), err: error }, 'unhandled server error');
    options.reportError?.(error, { method: c.req.method, route: 'page', requestId: c.get('requestId') });
    return c.text('Internal Server Error', 500);
  });
  return app;
}
