import { type ComponentType, useEffect, useState } from 'react';
import { isNativePlatform } from '../platform/native-platform.ts';
import { DOWNLOAD_BANNER_DELAY_MS, mobileStoreOf } from './mobile-store.ts';

/**
 * SPEC §2/§4: closed by default; the download banner opens 7 s after the page starts on iOS, Android or
 * Huawei mobile web browsers. The 7 s are counted here, in the shell; the banner's own code is fetched
 * after hydration on those browsers only (ADR 008), and shown without a Suspense boundary, so neither a
 * slow fetch nor React's reveal timers move the moment it opens.
 */
export function DownloadBannerWhenDue() {
  const [Banner, setBanner] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (isNativePlatform() || mobileStoreOf(navigator.userAgent) === null) return;
    let cancelled = false;
    // Offline or mid-deployment the code may not arrive: then there is simply no banner.
    const loaded = import('./download-banner.tsx').catch(() => null);
    const timer = setTimeout(() => {
      void loaded.then((banner) => {
        if (banner && !cancelled) setBanner(() => banner.DownloadBanner);
      });
    }, DOWNLOAD_BANNER_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, []);
  return Banner ? <Banner /> : null;
}
