import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isNativePlatform } from '../platform/native-platform.ts';
import { useRootData } from '../platform/root-data.ts';
import { captureTracking } from './capture-tracking.ts';

export const COOKIE_CONSENT_KEY = 'kalendo.cookieConsent';

/**
 * SPEC §2/§4: a cookie banner outside the native app and outside server rendering; accepting stores the
 * consent and the banner goes away for good.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const locale = useRootData()?.locale ?? 'en';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const accepted = localStorage.getItem(COOKIE_CONSENT_KEY) === 'accepted';
    if (accepted) captureTracking();
    setVisible(!isNativePlatform() && !accepted);
  }, []);
  if (!visible) return null;
  const accept = () => {
    localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    captureTracking();
    setVisible(false);
  };
  return (
    <section
      aria-label={t('menu.cookies')}
      className="fixed inset-x-2 bottom-20 z-40 mx-auto flex max-w-2xl flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-lg sm:flex-row sm:items-center md:bottom-4"
    >
      <p className="flex-1 text-sm text-slate-700">
        {t('cookies.text')}{' '}
        <Link to={`/${locale}/pages/cookies`} className="font-medium text-brand-800 underline">
          {t('cookies.learnMore')}
        </Link>
      </p>
      <button
        type="button"
        onClick={accept}
        className="rounded-full bg-brand-700 px-5 py-2 font-medium text-white hover:bg-brand-800"
      >
        {t('cookies.accept')}
      </button>
    </section>
  );
}
