import {
  type ApiBindings,
  CLIENT_ADDRESS_HEADER,
  hasSessionCookie,
  REQUEST_ID_HEADER,
  type ReportError,
  type SessionMemo,
} from '@kalendo/api';
import { isSupportedLocale, type Locale, resources } from '@kalendo/i18n';
import type { Context } from 'hono';
import { isbot } from 'isbot';
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import { createApiClient } from '../app/lib/api-client.ts';
import type { RequestContextValue } from '../app/lib/request-context.ts';
import type { ErrorReportingConfig } from '../app/platform/error-reporting/error-reporting-config.ts';
import { trackingFromCookie } from '../app/platform/tracking-record.ts';
import { remoteAddress } from './client-address.ts';
import { type KeptPages, type PageReads, trackPageReads } from './kept-pages.ts';
import { documentBytes, personalOverlayOf, sameForEveryoneIn, withPersonalOverlay } from './own-pages.ts';
import { preferredLocale } from './preferred-locale.ts';
import { resolveMode } from './resolve-mode.ts';
import { FRAME_ANCESTORS_HEADER } from './security-headers.ts';

export interface SsrOptions {
  build: ServerBuild;
  /**
   * Sends a request to the API in process (the API's own `request`), given an absolute URL and what the
   * API may be handed besides it: the page request's session memo (ADR 012).
   */
  apiRequest: (path: string, init: RequestInit, bindings: ApiBindings) => Response | Promise<Response>;
  mode: 'development' | 'production' | 'test';
  defaultLocale: Locale;
  version: string;
  buildId: string;
  /** Private-app deployment for one business, by its slug (DESIGN.md §4, `PRIVATE_APP_BUSINESS`). */
  privateAppBusiness?: string | undefined;
  /** Register the service worker in browsers (SPEC §9 build flag). */
  serviceWorker?: boolean;
  /** English pages in the pseudo-locale (`PSEUDO_LOCALE`, development tools only). */
  pseudoLocale?: boolean;
  /** OAuth client id of the "Sign in with Google" button; no button without it. */
  googleClientId?: string | undefined;
  /** `MAP_STYLE_URL`: the maps' style (null: markers on a plain background). */
  mapStyleUrl?: string | undefined;
  /** Error reporting in the browser (ADR 021): the public DSN and what its events are filed under. */
  errorReporting?: ErrorReportingConfig | undefined;
  /** Error reporting on the server (ADR 021): told of a page's loader, action and render errors. */
  reportError?: ReportError | undefined;
  /** `DEFAULT_CITY`: the home page's "Near you" city. */
  defaultCity?: string | undefined;
  /** ADR 015: pages asked for without a cookie, kept while their API answers may be kept. */
  keptPages?: KeptPages | undefined;
}

/** Every language's messages, from the one copy the server process holds (the API's). */
const serverMessages = (locale: Locale) => resources[locale].common;

/** Hands a request to React Router with what loaders need: API client, nonce, language, mode and origin. */
export function createSsrHandler(options: SsrOptions) {
  const handle = createRequestHandler(options.build, options.mode);
  // The context key is exported by the server build so the host and the app share one object.
  const key = (
    options.build.entry.module as unknown as { requestContext: RouterContext<RequestContextValue> }
  ).requestContext;
  const sameForEveryone = sameForEveryoneIn(options.build);
  return async (c: Context) => {
    const url = new URL(c.req.url);
    // Set by the trusted-host gate: links and the API's view of this request use this origin only.
    const { origin, customDomain } = c.get('trustedHost');
    const preferred = preferredLocale(c.req.raw, options.defaultLocale);
    const segment = url.pathname.split('/')[1];
    const address = remoteAddress(c);
    const requestId = c.get('requestId') as string;
    const nonce = c.get('secureHeadersNonce') ?? '';
    const { keptPages } = options;
    const variant = `${origin} ${preferred} ${isbot(c.req.header('user-agent') ?? '') ? 'bot' : 'browser'}`;
    const keptKey = keptPages?.keyOf(c.req.raw, variant);
    if (keptKey) {
      const kept = keptPages?.find(keptKey, nonce);
      if (kept) return kept;
    }

    /** An API client for this page's loaders, as `cookie` (the request's, or its public part). */
    const pageApi = (cookie: string | null, reads: PageReads, sessionMemo: SessionMemo) =>
      createApiClient({
        transport: async (path, init) => {
          const headers = new Headers(init.headers);
          headers.set(CLIENT_ADDRESS_HEADER, address);
          headers.set(REQUEST_ID_HEADER, requestId);
          // The API sees this page's origin, which better-auth compares with the forwarded Origin header.
          const response = await options.apiRequest(
            `${origin}${path}`,
            { ...init, headers },
            { sessionMemo },
          );
          if (init.method !== 'GET') sessionMemo.clear();
          reads.note(init.method ?? 'GET', response);
          return response;
        },
        locale: isSupportedLocale(segment) ? segment : preferred,
        version: options.version,
        build: options.buildId,
        render: 'ssr',
        tracking: trackingFromCookie(cookie, url.href),
        cookie,
        origin,
      });

    /** Renders `request` (this one, or its public part) and keeps it under `key` when it may be kept. */
    const render = async (request: Request, keepAs: string | undefined) => {
      const cookie = request.headers.get('cookie');
      const reads = trackPageReads();
      const startedIn = keptPages?.generation() ?? 0;
      // The session is looked up once for all the API calls this page makes, and again after any write.
      const api = pageApi(cookie, reads, new Map());
      let frameAncestors: string[] | undefined;
      const context = new RouterContextProvider();
      context.set(key, {
        api,
        nonce,
        preferredLocale: preferred,
        mode: resolveMode(url, { privateApp: options.privateAppBusiness !== undefined, customDomain }),
        privateAppBusiness: options.privateAppBusiness ?? null,
        origin,
        // Only a request that carries a session cookie can have a user: others skip the look-up.
        user: hasSessionCookie(cookie) ? await api.getMe() : null,
        version: options.version,
        build: options.buildId,
        serviceWorker: options.serviceWorker ?? true,
        pseudoLocale: options.pseudoLocale ?? false,
        googleClientId: options.googleClientId ?? null,
        mapStyleUrl: options.mapStyleUrl ?? null,
        errorReporting: options.errorReporting ?? null,
        reportError: (error) =>
          options.reportError?.(error, { method: c.req.method, route: 'page', requestId }),
        defaultCity: options.defaultCity ?? 'sofia',
        allowFraming: (ancestors) => {
          frameAncestors = ancestors;
        },
        serverMessages,
      });
      const page = await handle(request, context);
      // Kept with the page: a kept page's path names its business, so it is only ever answered with its own list.
      if (frameAncestors) page.headers.set(FRAME_ANCESTORS_HEADER, frameAncestors.join(' '));
      if (!keepAs || !keptPages) return page;
      return keptPages.offer(keepAs, page, { nonce, ttlMs: reads.ttlMs(), startedIn });
    };

    // ADR 040: the visitor's own copy of a page that is the same for everyone is the kept page and an overlay.
    const publicRequest = keptKey ? undefined : keptPages?.publicRequestOf(c.req.raw);
    const samePage = publicRequest && sameForEveryone(url.pathname);
    const publicKey = samePage && keptPages?.keyOf(publicRequest, variant);
    if (publicRequest && samePage && publicKey && keptPages) {
      const cookie = c.req.header('cookie') ?? null;
      const api = pageApi(cookie, trackPageReads(), new Map());
      const overlay = personalOverlayOf(api, c.req.raw, samePage);
      const kept = keptPages.findBytes(publicKey, nonce);
      if (kept) return withPersonalOverlay(kept, await overlay);
      const rendered = await render(publicRequest, publicKey);
      const page = await documentBytes(rendered);
      if (page) return withPersonalOverlay(page, await overlay);
      // A redirect or an answer that is not a page carries nothing of the visitor's.
      overlay.catch(() => undefined);
      return rendered;
    }
    return render(c.req.raw, keptKey);
  };
}
