import { loadBundledFormats } from '@kalendo/i18n/load-bundled-formats';
import { FALLBACK_LOCALE } from '@kalendo/i18n/locales';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import appStylesheet from './app.css?url';
import { INSTALL_PROMPT_CAPTURE } from './features/download/install-prompt-capture.ts';
import { apiLinks } from './lib/api-links.ts';
import { documentUrl } from './lib/document-url.ts';
import { stripLocale } from './lib/locale-path.ts';
import { messagesFor, toLocale } from './lib/messages.server.ts';
import { loadedMessages, loadMessages, messagesOf, messagesUrl, provideMessages } from './lib/messages.ts';
import { useNonce } from './lib/nonce.tsx';
import { markHydrated } from './lib/personal-overlay.ts';
import { requestContext } from './lib/request-context.ts';
import type { RootData } from './lib/root-data.ts';
import { SessionProvider } from './lib/session-context.tsx';
import { Translations } from './lib/translations.tsx';
import { afterHydration } from './platform/after-hydration.tsx';
import { reportError } from './platform/error-reporting/report-error.ts';
import { cameFromServer } from './platform/error-reporting/server-errors.ts';
import { earlyMessagesFetch } from './platform/messages-early-fetch.ts';
import { brandOf, THEME_COLOR } from './shared/business/brand.ts';
import { servedBrandBusiness } from './shared/business/served-business.ts';
import { LoaderProvider } from './shared/ui/loader/loader-context.tsx';
import { ToastProvider } from './shared/ui/toast/toast-context.tsx';
import { ToastRegion } from './shared/ui/toast/toast-region.tsx';
import { ErrorPage, errorPageKind, isOfflineFailure } from './shell/error-page.tsx';

/**
 * The stylesheet as a React resource (`precedence`): React writes it at the top of `<head>`, before the
 * scripts' modulepreload links, so the browser fetches the only render-blocking file first.
 */
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: appStylesheet, precedence: 'default' },
];

export async function loader({ params, context, request }: Route.LoaderArgs): Promise<RootData> {
  const {
    preferredLocale,
    mode,
    user,
    origin,
    version,
    build,
    serviceWorker,
    errorReporting,
    pseudoLocale,
    serverMessages,
  } = context.get(requestContext);
  const locale = toLocale(params.locale, preferredLocale);
  const path = stripLocale(documentUrl(request).pathname);
  const [business] = await Promise.all([
    servedBrandBusiness(context.get(requestContext), request),
    loadBundledFormats(locale),
  ]);
  provideMessages(locale, await messagesFor(locale, pseudoLocale, serverMessages));
  return {
    locale,
    mode,
    user,
    origin,
    path,
    version,
    build,
    serviceWorker,
    errorReporting,
    brand: business && brandOf(business),
    ...(pseudoLocale ? { pseudoLocale: true } : {}),
  };
}

/**
 * SPEC §9: a failed load of the root data or of a language's messages (e.g. switching language on a flaky
 * connection) is tried once more. Answers such as redirects or 404 are not retried.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await loadOnceMore(serverLoader);
  // Switching language brings its messages, and the bundled formats of one the browser cannot format
  // (ADR 025), before the page is shown in it.
  await Promise.all([loadMessages(data.locale), loadBundledFormats(data.locale)]);
  return data;
}

async function loadOnceMore<T>(serverLoader: () => Promise<T>): Promise<T> {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    return serverLoader();
  }
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const nonce = useNonce();
  // Marks the page as interactive (end-to-end tests wait for it before driving timers).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    markHydrated();
  }, []);
  return (
    <html lang={data?.locale ?? FALLBACK_LOCALE} dir="ltr" data-pseudo-locale={data?.pseudoLocale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content={data?.brand?.themeColor ?? THEME_COLOR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The installable app (issue 20): its language is the page's. */}
        <link rel="manifest" href={`/manifest.webmanifest?lang=${data?.locale ?? FALLBACK_LOCALE}`} />
        <link
          rel="apple-touch-icon"
          href={
            data?.brand?.iconId
              ? apiLinks.mediaIcon(data.brand.iconId, 192, 'maskable')
              : '/icons/apple-touch-icon.png'
          }
        />
        {/* Fetched as the head is read, for the browser to hydrate the page with (entry.client.tsx). */}
        {data && (
          <script
            nonce={nonce}
            suppressHydrationWarning
            // biome-ignore lint/security/noDangerouslySetInnerHtml: our own code and a URL of the build.
            dangerouslySetInnerHTML={{ __html: earlyMessagesFetch(messagesUrl(data.locale)) }}
          />
        )}
        <meta name="apple-mobile-web-app-title" content={data?.brand?.name ?? 'Kalendo'} />
        <script
          nonce={nonce}
          suppressHydrationWarning
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of our own code.
          dangerouslySetInnerHTML={{ __html: INSTALL_PROMPT_CAPTURE }}
        />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white text-slate-900 antialiased">
        {children}
        {/* A widget's frame on another site may be denied storage (third-party data blocked, ADR 019). */}
        {data?.mode !== 'widget' && <ScrollRestoration nonce={nonce} />}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

// Both render nothing until there is something to do: their code loads after hydration.
const StartUp = afterHydration(async () => (await import('./platform/startup/start-up.tsx')).StartUp);
const UpdateManager = afterHydration(
  async () => (await import('./platform/service-worker/update-manager.tsx')).UpdateManager,
);
// ADR 021: the Sentry SDK is fetched after hydration, and only where a DSN is configured.
const ErrorReporting = afterHydration(
  async () => (await import('./platform/error-reporting/error-reporting.tsx')).ErrorReporting,
);
const EnglishTranslations = lazy(() => import('./lib/english-translations.tsx'));

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Translations locale={loaderData.locale} messages={messagesOf(loaderData.locale)}>
      <SessionProvider rootData={loaderData}>
        <LoaderProvider>
          <ToastProvider>
            {/* A widget's frame restores no saved login and installs no service worker on another site (ADR 019). */}
            {loaderData.mode !== 'widget' && (
              <>
                <StartUp />
                <UpdateManager enabled={loaderData.serviceWorker} />
              </>
            )}
            {loaderData.errorReporting && <ErrorReporting config={loaderData.errorReporting} />}
            <Outlet />
            <ToastRegion />
          </ToastProvider>
        </LoaderProvider>
      </SessionProvider>
    </Translations>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>('root');
  const kind = errorPageKind(error);
  // In the browser only, once per error: the server reported its own (handleError, the API's 5xx).
  useEffect(() => {
    if (isRouteErrorResponse(error) || cameFromServer(error) || isOfflineFailure(error)) return;
    console.error(error);
    reportError(error, 'error boundary');
  }, [error]);
  const page = (
    <main id="main">
      {/* The SDK also loads when the first page drawn is this one (the app's own never ran). */}
      {data?.errorReporting && <ErrorReporting config={data.errorReporting} />}
      <ErrorPage kind={kind} locale={data?.locale ?? FALLBACK_LOCALE} />
    </main>
  );
  // Without the page's messages (a failed fetch of them), the English ones below.
  const messages = data && loadedMessages(data.locale);
  if (data && messages) {
    return (
      <Translations locale={data.locale} messages={messages}>
        {page}
      </Translations>
    );
  }
  // Without root data (a request stopped before the loaders ran) the page is shown in English.
  return (
    <Suspense fallback={null}>
      <EnglishTranslations>{page}</EnglishTranslations>
    </Suspense>
  );
}
