import fallbackMessages from '@kalendo/i18n/fallback-messages' with { type: 'json' };
import { FALLBACK_LOCALE, type Locale } from '@kalendo/i18n/locales';
import { type ReactNode, useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
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
import './app.css';
import { documentUrl } from './platform/document-url.ts';
import { createI18n } from './platform/i18n.ts';
import { stripLocale } from './platform/locale-path.ts';
import { messagesFor, toLocale } from './platform/messages.server.ts';
import { useNonce } from './platform/nonce.tsx';
import { requestContext } from './platform/request-context.ts';
import type { RootData } from './platform/root-data.ts';
import { UpdateManager } from './platform/service-worker/update-manager.tsx';
import { SessionProvider } from './platform/session-context.tsx';
import { StartUp } from './platform/startup/start-up.tsx';
import { ErrorPage } from './shell/error-page.tsx';
import { LoaderProvider } from './shell/loader/loader-context.tsx';
import { ToastProvider } from './shell/toast/toast-context.tsx';
import { ToastRegion } from './shell/toast/toast-region.tsx';

export function loader({ params, context, request }: Route.LoaderArgs): RootData {
  const { preferredLocale, mode, user, origin, version, build, serviceWorker } = context.get(requestContext);
  const locale = toLocale(params.locale, preferredLocale);
  const path = stripLocale(documentUrl(request).pathname);
  return { locale, messages: messagesFor(locale), mode, user, origin, path, version, build, serviceWorker };
}

/**
 * SPEC §9: translations arrive with the root data, so a failed load of it (e.g. switching language on a
 * flaky connection) is tried once more. Answers such as redirects or 404 are not retried.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
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
  }, []);
  return (
    <html lang={data?.locale ?? FALLBACK_LOCALE} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#00ACC1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white text-slate-900 antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Provides the translations of the current language to every screen. */
function Translations({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: Route.ComponentProps['loaderData']['messages'];
  children: ReactNode;
}) {
  const i18n = useMemo(() => createI18n(locale, messages), [locale, messages]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Translations locale={loaderData.locale} messages={loaderData.messages}>
      <SessionProvider serverUser={loaderData.user}>
        <LoaderProvider>
          <ToastProvider>
            <StartUp />
            <UpdateManager enabled={loaderData.serviceWorker} />
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
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  const page = (
    <main id="main">
      <ErrorPage kind={notFound ? 'not-found' : 'error'} locale={data?.locale ?? FALLBACK_LOCALE} />
    </main>
  );
  // Without root data (a request stopped before the loaders ran) the page is shown in English.
  return (
    <Translations locale={data?.locale ?? FALLBACK_LOCALE} messages={data?.messages ?? fallbackMessages}>
      {page}
    </Translations>
  );
}
