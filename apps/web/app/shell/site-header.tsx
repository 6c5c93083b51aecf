import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { apiLinks } from '../lib/api-links.ts';
import { useRootData } from '../lib/root-data.ts';
import { useSession } from '../lib/session-context.tsx';
import { modeRules } from '../platform/app-mode.ts';
import { THEME_COLOR } from '../shared/business/brand.ts';
import { NavIcon } from './nav-icons.tsx';
import { openSideMenuCommand } from './side-menu.tsx';
import { UnreadBadge } from './unread-badge.tsx';
import { useBasketCount } from './use-basket-count.ts';
import { useUnreadNotifications } from './use-unread-notifications.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-500/10 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`;

/** The top bar: logo and menu everywhere; on desktop also the main destinations (SPEC §2). */
export function SiteHeader({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const root = useRootData();
  const locale = root?.locale ?? 'en';
  const discovery = modeRules(root?.mode ?? 'marketplace').showDiscovery;
  // A business's private app or custom domain is its app: its name, logo and colour (issue 17).
  const brand = root?.brand ?? null;
  const basketCount = useBasketCount();
  const { user } = useSession();
  const unread = useUnreadNotifications();
  return (
    <header
      className={`sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur ${brand ? 'border-t-4' : ''}`}
      style={brand ? { borderTopColor: brand.themeColor ?? THEME_COLOR } : undefined}
      data-brand={brand ? brand.name : undefined}
    >
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4">
        <Link to={`/${locale}/home`} className="flex min-w-0 items-center gap-2 font-semibold text-brand-800">
          {brand?.logo ? (
            <img
              src={apiLinks.mediaImage(brand.logo.id, 390)}
              alt=""
              width={28}
              height={28}
              className="h-7 w-7 rounded-full object-cover"
            />
          ) : (
            !brand && <img src="/favicon.svg" alt="" width={28} height={28} />
          )}
          <span className="truncate text-lg">{brand ? brand.name : t('app.name')}</span>
        </Link>
        <nav aria-label={t('nav.mainNavigation')} className="ml-auto hidden items-center gap-1 md:flex">
          {discovery && (
            <NavLink to={`/${locale}/search`} className={linkClass}>
              <NavIcon name="search" className="h-5 w-5" />
              {t('nav.search')}
            </NavLink>
          )}
          {discovery && (
            <NavLink to={`/${locale}/inspiration`} className={linkClass}>
              <NavIcon name="lookBook" className="h-5 w-5" />
              {t('nav.lookBook')}
            </NavLink>
          )}
          <NavLink to={`/${locale}/appointments`} className={linkClass}>
            <NavIcon name="appointments" className="h-5 w-5" />
            {t('nav.appointments')}
          </NavLink>
          <NavLink
            to={`/${locale}/basket`}
            className={linkClass}
            aria-label={t('nav.basketCount', { count: basketCount })}
          >
            <NavIcon name="basket" className="h-5 w-5" />
            {t('nav.basket')}
            {basketCount > 0 && (
              <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">{basketCount}</span>
            )}
          </NavLink>
        </nav>
        <div className="ml-auto flex items-center gap-1 md:ml-2">
          {discovery && (
            <Link
              to={`/${locale}/search`}
              aria-label={t('nav.search')}
              className="hidden rounded-full p-2 text-slate-700 hover:bg-slate-100 xs:block md:hidden"
            >
              <NavIcon name="search" />
            </Link>
          )}
          {discovery && (
            <Link
              to={`/${locale}/inspiration`}
              aria-label={t('nav.lookBook')}
              className="hidden rounded-full p-2 text-slate-700 hover:bg-slate-100 xs:block md:hidden"
            >
              <NavIcon name="lookBook" />
            </Link>
          )}
          {user && (
            <NavLink
              to={`/${locale}/notifications`}
              aria-label={
                unread > 0 ? t('notifications.unreadCount', { count: unread }) : t('notifications.title')
              }
              className={({ isActive }) =>
                `relative rounded-full p-2 text-slate-700 hover:bg-slate-100 ${isActive ? 'bg-brand-500/10 text-brand-800' : ''}`
              }
            >
              <NavIcon name="notifications" />
              {unread > 0 && <UnreadBadge count={unread} className="absolute -right-0.5 -top-0.5" />}
            </NavLink>
          )}
          <button
            type="button"
            {...openSideMenuCommand}
            onClick={onOpenMenu}
            aria-label={t('app.menu')}
            aria-haspopup="dialog"
            className="rounded-full p-2 text-slate-700 hover:bg-slate-100"
          >
            <NavIcon name="menu" />
          </button>
        </div>
      </div>
    </header>
  );
}
