import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRootData } from '../lib/root-data.ts';
import { type CookieConsent, readCookieConsent, storeCookieConsent } from '../platform/cookie-consent.ts';
import { isNativePlatform } from '../platform/native-platform.ts';
import { followTrackingConsent } from './capture-tracking.ts';

/**
 * While the banner shows, how far its top is from the bottom of the viewport (CSS length on `<html>`):
 * the page's end and the booking page's sticky buttons stay above it, so it never covers them.
 */
export const COOKIE_BANNER_SPACE = '--cookie-banner-space';

/** Both choices look the same (equal prominence); side by side, or one above the other when too long. */
const choiceButton =
  'grow basis-[max-content] whitespace-nowrap rounded-full bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800';

/** Publishes the banner's space while it is on screen, following its size and the viewport's. */
function useReservedSpace(banner: React.RefObject<HTMLElement | null>, visible: boolean) {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!visible || !element) return;
    const style = document.documentElement.style;
    const reserve = () =>
      style.setProperty(
        COOKIE_BANNER_SPACE,
        `${Math.ceil(window.innerHeight - element.getBoundingClientRect().top)}px`,
      );
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    window.addEventListener('resize', reserve);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', reserve);
      style.removeProperty(COOKIE_BANNER_SPACE);
    };
  }, [banner, visible]);
}

/**
 * SPEC §2/§4: a cookie banner outside the native app and outside server rendering. "Only necessary" and
 * "Accept" are equal choices (EU consent rules); the choice is stored, the banner goes away for good, and
 * the analytics cookie follows it.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const locale = useRootData()?.locale ?? 'en';
  const [visible, setVisible] = useState(false);
  const banner = useRef<HTMLElement>(null);
  useReservedSpace(banner, visible);
  useEffect(() => {
    const consent = readCookieConsent(localStorage);
    followTrackingConsent(consent);
    setVisible(!isNativePlatform() && consent === null);
  }, []);
  if (!visible) return null;
  const choose = (consent: CookieConsent) => {
    storeCookieConsent(localStorage, consent);
    followTrackingConsent(consent);
    setVisible(false);
  };
  return (
    <section
      ref={banner}
      aria-label={t('menu.cookies')}
      className="fixed inset-x-2 bottom-20 z-40 mx-auto flex max-w-2xl flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-lg sm:flex-row sm:items-center sm:p-4 md:bottom-4"
    >
      <p className="flex-1 text-sm text-slate-700">
        {t('cookies.text')}{' '}
        <Link to={`/${locale}/pages/cookies`} className="font-medium text-brand-800 underline">
          {t('cookies.learnMore')}
        </Link>
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => choose('necessary')} className={choiceButton}>
          {t('cookies.onlyNecessary')}
        </button>
        <button type="button" onClick={() => choose('accepted')} className={choiceButton}>
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
}
