import { useState } from 'react';
import { Outlet } from 'react-router';
import { BottomBar } from '../shell/bottom-bar.tsx';
import { CookieBanner } from '../shell/cookie-banner.tsx';
import { DownloadBanner } from '../shell/download-banner.tsx';
import { NavigationLoader } from '../shell/navigation-loader.tsx';
import { SideMenu } from '../shell/side-menu.tsx';
import { SiteHeader } from '../shell/site-header.tsx';
import { SkipLink } from '../shell/skip-link.tsx';
import { VerifyEmailBanner } from '../shell/verify-email-banner.tsx';

/** The frame of every marketplace page (SPEC §2): top bar, bottom bar on mobile, side menu, banners. */
export default function ShellLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = () => setMenuOpen(true);
  return (
    <>
      <SkipLink />
      <DownloadBanner />
      <SiteHeader onOpenMenu={openMenu} />
      <VerifyEmailBanner />
      <main id="main" className="mx-auto max-w-6xl px-4 pb-24 md:pb-16">
        <Outlet />
      </main>
      <BottomBar onOpenMenu={openMenu} />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <CookieBanner />
      <NavigationLoader />
    </>
  );
}
