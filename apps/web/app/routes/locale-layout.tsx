import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { requireSupportedLocale } from '../platform/locale-middleware.ts';
import { SiteHeader } from '../shell/site-header.tsx';
import type { Route } from './+types/locale-layout';

export const middleware: Route.MiddlewareFunction[] = [requireSupportedLocale];

export default function LocaleLayout({ params }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-20 focus:rounded focus:bg-white focus:p-2"
      >
        {t('app.skipToContent')}
      </a>
      <SiteHeader locale={params.locale} />
      <main id="main" className="mx-auto max-w-6xl px-4 pb-16">
        <Outlet />
      </main>
    </>
  );
}
