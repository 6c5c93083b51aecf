import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRootData } from '../lib/root-data.ts';

/**
 * SPEC §2/§4: the banner itself, shown once it is due (`DownloadBannerWhenDue`); removed when closed or
 * clicked.
 */
export function DownloadBanner() {
  const { t } = useTranslation();
  const locale = useRootData()?.locale ?? 'en';
  const [removed, setRemoved] = useState(false);
  if (removed) return null;
  return (
    <aside
      aria-label={t('downloadBanner.open')}
      className="flex items-center gap-3 border-b border-slate-200 bg-brand-500/10 px-4 py-2 text-sm"
    >
      <img src="/favicon.svg" alt="" width={32} height={32} />
      <p className="flex-1 text-slate-800">{t('downloadBanner.text')}</p>
      <Link
        to={`/${locale}/download-application`}
        onClick={() => setRemoved(true)}
        className="rounded-full bg-brand-700 px-3 py-1.5 font-medium text-white"
      >
        {t('downloadBanner.open')}
      </Link>
      <button
        type="button"
        onClick={() => setRemoved(true)}
        aria-label={t('downloadBanner.close')}
        className="p-1 text-slate-600"
      >
        ×
      </button>
    </aside>
  );
}
