import { FALLBACK_LOCALE } from '@kalendo/i18n/locales';
import { type ReactNode, useState } from 'react';
import {
  data,
  isRouteErrorResponse,
  Outlet,
  type ShouldRevalidateFunction,
  useRouteError,
} from 'react-router';
import { mergeGuestBasket } from '../features/basket/merge-guest-basket.ts';
import { SearchForm } from '../features/search/search-form.tsx';
import { assertKnownLocale } from '../lib/locale-middleware.ts';
import { requestContext } from '../lib/request-context.ts';
import { useRootData } from '../lib/root-data.ts';
import { afterHydration } from '../platform/after-hydration.tsx';
import { modeRules } from '../platform/app-mode.ts';
import { clearFlash, readFlash } from '../shared/booking/flash-cookie.server.ts';
import type { Flash } from '../shared/booking/flash-toast.tsx';
import { servedBusinessSlug } from '../shared/business/served-business.ts';
import { shellBadges } from '../shell/badge-counts.ts';
import { BottomBar } from '../shell/bottom-bar.tsx';
import { DownloadBannerWhenDue } from '../shell/download-banner-when-due.tsx';
import { ErrorPage, errorPageKind } from '../shell/error-page.tsx';
import { NavigationLoader } from '../shell/navigation-loader.tsx';
import { SideMenu } from '../shell/side-menu.tsx';
import { SiteHeader } from '../shell/site-header.tsx';
import { SkipLink } from '../shell/skip-link.tsx';
import { VerifyEmailBanner } from '../shell/verify-email-banner.tsx';
import type { Route } from './+types/shell-layout';

/**
 * The basket badge's count, the unread notifications and forms to fill of a signed-in user, and the one-time message a redirect left for this page (shown as a toast). A
 * signed-in user who still carries a guest basket (e.g. after Google's sign-in callback) gets it merged.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  // An unknown language: the not-found page, in the shell and the user's language (the root's).
  assertKnownLocale(params.locale);
  const served = context.get(requestContext);
  const { api, user } = served;
  // A custom domain whose place is not public (its business unpublished, or the place not yet published):
  // every page is the not-found page in the shell, never the marketplace's (ADR 044, 056).
  if (served.mode === 'custom-domain') await servedBusinessSlug(served, request);
  const merged = user ? await mergeGuestBasket(api, request) : [];
  const [badges, flash] = await Promise.all([shellBadges(api, user, request), readFlash(request)]);
  const headers = new Headers();
  if (flash) headers.append('Set-Cookie', await clearFlash());
  // After the clearing, so that a message of the merge itself survives for the next page.
  for (const cookie of merged) headers.append('Set-Cookie', cookie);
  return data({ ...badges, flash }, { headers });
}

/**
 * The badges (basket, unread notifications, forms to fill) stay fresh: the shell's data is read again on every navigation
 * to another page, in the same request as the page's own data, besides after every action.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  defaultShouldRevalidate,
  currentUrl,
  nextUrl,
  formMethod,
}) => defaultShouldRevalidate || (!formMethod && currentUrl.pathname !== nextUrl.pathname);

// Parts that render nothing on the server nor on the first client render (a banner after a
// stored choice, the offline state, a toast from an effect): their code loads after hydration (ADR 008).
const OfflineBanner = afterHydration(async () => (await import('../shell/offline-banner.tsx')).OfflineBanner);
const CookieBanner = afterHydration(async () => (await import('../shell/cookie-banner.tsx')).CookieBanner);
const FlashToast = afterHydration(async () => (await import('../shared/booking/flash-toast.tsx')).FlashToast);

/** The frame of every marketplace page (SPEC §2): top bar, bottom bar on mobile, side menu, banners. */
function ShellFrame({ children, flash }: { children: ReactNode; flash: Flash | null }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const openMenu = () => setMenuOpen(true);
  return (
    <>
      <SkipLink />
      <DownloadBannerWhenDue />
      <SiteHeader onOpenMenu={openMenu} />
      <VerifyEmailBanner />
      <OfflineBanner />
      {/* The page ends above the bottom bar, and above the cookie banner while it shows (cookie-banner.tsx). */}
      <main
        id="main"
        className="mx-auto max-w-6xl px-4 pb-[max(6rem,calc(var(--cookie-banner-space,0px)_+_1rem))] md:pb-[max(4rem,calc(var(--cookie-banner-space,0px)_+_1rem))]"
      >
        {children}
      </main>
      <BottomBar onOpenMenu={openMenu} />
      <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
      <CookieBanner />
      <NavigationLoader />
      <FlashToast flash={flash} />
    </>
  );
}

export default function ShellLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ShellFrame flash={loaderData.flash}>
      <Outlet />
    </ShellFrame>
  );
}

/**
 * A page that is not found (an unknown language, place or id) or failed: the error inside the shell, in
 * the user's language, with the search box and the way home (SPEC §2, §5).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRootData();
  const locale = root?.locale ?? FALLBACK_LOCALE;
  const kind = errorPageKind(error);
  const notFound = kind === 'not-found';
  // No search where the app offers none (a business's own domain or app).
  const discovery = modeRules(root?.mode ?? 'marketplace').showDiscovery;
  // Being offline is no error of ours: the page says so, the console stays quiet.
  if (!isRouteErrorResponse(error) && kind !== 'offline') console.error(error);
  return (
    <ShellFrame flash={null}>
      <ErrorPage kind={kind} locale={locale}>
        {notFound && discovery && (
          <div className="w-full max-w-md text-left">
            <SearchForm locale={locale} />
          </div>
        )}
      </ErrorPage>
    </ShellFrame>
  );
}
