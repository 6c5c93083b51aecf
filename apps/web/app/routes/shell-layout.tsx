import { useState } from 'react';
import { data, Outlet } from 'react-router';
import { basketCount } from '../features/basket/basket-count.ts';
import { mergeGuestBasket } from '../features/basket/merge-guest-basket.ts';
import { clearFlash, readFlash } from '../features/booking/flash-cookie.server.ts';
import { FlashToast } from '../features/booking/flash-toast.tsx';
import { requestContext } from '../platform/request-context.ts';
import { BottomBar } from '../shell/bottom-bar.tsx';
import { CookieBanner } from '../shell/cookie-banner.tsx';
import { DownloadBanner } from '../shell/download-banner.tsx';
import { NavigationLoader } from '../shell/navigation-loader.tsx';
import { SideMenu } from '../shell/side-menu.tsx';
import { SiteHeader } from '../shell/site-header.tsx';
import { SkipLink } from '../shell/skip-link.tsx';
import { VerifyEmailBanner } from '../shell/verify-email-banner.tsx';
import type { Route } from './+types/shell-layout';

/**
 * The basket badge's count, and the one-time message a redirect left for this page (shown as a toast). A
 * signed-in user who still carries a guest basket (e.g. after Google's sign-in callback) gets it merged.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, user } = context.get(requestContext);
  const merged = user ? await mergeGuestBasket(api, request) : [];
  const [count, flash] = await Promise.all([basketCount(api, user, request), readFlash(request)]);
  const headers = new Headers();
  if (flash) headers.append('Set-Cookie', await clearFlash());
  // After the clearing, so that a message of the merge itself survives for the next page.
  for (const cookie of merged) headers.append('Set-Cookie', cookie);
  return data({ basketCount: count, flash }, { headers });
}

/** The frame of every marketplace page (SPEC §2): top bar, bottom bar on mobile, side menu, banners. */
export default function ShellLayout({ loaderData }: Route.ComponentProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = () => setMenuOpen(true);
  return (
    <>
      <SkipLink />
      <DownloadBanner />
      <SiteHeader onOpenMenu={openMenu} />
      <VerifyEmailBanner />
      {/* The page ends above the bottom bar, and above the cookie banner while it shows (cookie-banner.tsx). */}
      <main
        id="main"
        className="mx-auto max-w-6xl px-4 pb-[max(6rem,calc(var(--cookie-banner-space,0px)_+_1rem))] md:pb-[max(4rem,calc(var(--cookie-banner-space,0px)_+_1rem))]"
      >
        <Outlet />
      </main>
      <BottomBar onOpenMenu={openMenu} />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <CookieBanner />
      <NavigationLoader />
      <FlashToast flash={loaderData.flash} />
    </>
  );
}
