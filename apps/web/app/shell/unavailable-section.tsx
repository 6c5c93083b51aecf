import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MessageKey } from '../lib/i18n.ts';
import { useRootData } from '../lib/root-data.ts';

/** A registered route whose screen comes with a later release: titled, and honest about it. */
export function UnavailableSection({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useTranslation();
  const locale = useRootData()?.locale ?? 'en';
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t(titleKey)}</h1>
      <p className="text-slate-600">{t('sections.unavailable')}</p>
      <Link
        to={`/${locale}/home`}
        className="rounded-full bg-brand-700 px-5 py-2.5 font-medium text-white hover:bg-brand-800"
      >
        {t('sections.backHome')}
      </Link>
    </section>
  );
}
