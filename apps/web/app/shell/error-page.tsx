import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useNavigate } from 'react-router';
import type { MessageKey } from '../lib/i18n.ts';

/**
 * A page whose data could not be fetched because the device has no network (a client-side navigation
 * while offline): it gets the offline page, not the general error (issue 20).
 */
export function isOfflineFailure(error: unknown): boolean {
  return (
    !isRouteErrorResponse(error) &&
    typeof navigator !== 'undefined' &&
    navigator.onLine === false &&
    error instanceof TypeError
  );
}

/** Which error page a route error gets. */
export function errorPageKind(error: unknown): 'not-found' | 'offline' | 'error' {
  if (isRouteErrorResponse(error) && error.status === 404) return 'not-found';
  return isOfflineFailure(error) ? 'offline' : 'error';
}

/** The not-found page, the offline page and the general error page, in the user's language. */
export function ErrorPage({
  kind,
  locale,
  children,
}: {
  kind: 'not-found' | 'offline' | 'error';
  locale: string;
  /** More ways on (the not-found page in the shell offers the search box). */
  children?: ReactNode;
}) {
  const { t, ready } = useTranslation();
  const text = (key: MessageKey, english: string) => (ready ? t(key) : english);
  if (kind === 'offline') return <OfflinePage locale={locale} text={text} />;
  const title =
    kind === 'not-found'
      ? text('notFound.title', 'Page not found')
      : text('error.title', 'Something went wrong');
  const body =
    kind === 'not-found'
      ? text('notFound.body', 'The page you are looking for does not exist or has moved.')
      : text('error.body', 'Please try again in a moment.');
  return (
    <div className="mx-auto flex min-h-[70dvh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <title>{`${title} · Kalendo`}</title>
      <p aria-hidden="true" className="text-6xl font-bold text-brand-500">
        {kind === 'not-found' ? '404' : '!'}
      </p>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-slate-600">{body}</p>
      <Link to={`/${locale}/home`} className={PRIMARY}>
        {text('notFound.home', 'Go to the home page')}
      </Link>
      {children}
    </div>
  );
}

const PRIMARY = 'rounded-full bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800';

/**
 * The page opened while offline, as the service worker's offline page says it: try again (by itself once
 * the network is back), or read the appointments kept on this device.
 */
function OfflinePage({
  locale,
  text,
}: {
  locale: string;
  text: (key: MessageKey, english: string) => string;
}) {
  const here = useLocation();
  const navigate = useNavigate();
  const again = `${here.pathname}${here.search}`;
  useEffect(() => {
    const retry = () => void navigate(again, { replace: true });
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [navigate, again]);
  const title = text('offline.title', 'You are offline');
  return (
    <div className="mx-auto flex min-h-[70dvh] max-w-xl flex-col items-center justify-center gap-4 p-6 text-center">
      <title>{`${title} · Kalendo`}</title>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-slate-600">
        {text(
          'offline.body',
          'This page needs a connection. Your appointments you opened last are still here.',
        )}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to={again} replace className={PRIMARY}>
          {text('offline.retry', 'Try again')}
        </Link>
        <Link
          to={`/${locale}/appointments`}
          className="rounded-full border border-brand-700 px-5 py-2.5 font-medium text-brand-800 hover:bg-cyan-50"
        >
          {text('sections.appointments', 'My appointments')}
        </Link>
      </div>
    </div>
  );
}
