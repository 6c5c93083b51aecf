import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The not-found page and the general error page, in the user's language. */
export function ErrorPage({
  kind,
  locale,
  children,
}: {
  kind: 'not-found' | 'error';
  locale: string;
  /** More ways on (the not-found page in the shell offers the search box). */
  children?: ReactNode;
}) {
  const { t, ready } = useTranslation();
  const text = (key: string, english: string) => (ready ? t(key) : english);
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
      <Link
        to={`/${locale}/home`}
        className="rounded-full bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        {text('notFound.home', 'Go to the home page')}
      </Link>
      {children}
    </div>
  );
}
