import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function SiteHeader({ locale }: { locale: string }) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-3 px-4">
        <Link to={`/${locale}/home`} className="flex items-center gap-2 font-semibold text-brand-800">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <span className="text-lg">{t('app.name')}</span>
        </Link>
        <p className="hidden truncate text-sm text-slate-600 sm:block">{t('app.tagline')}</p>
      </div>
    </header>
  );
}
