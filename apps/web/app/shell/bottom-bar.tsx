import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useRootData } from '../lib/root-data.ts';
import { modeRules } from '../platform/app-mode.ts';
import { useKeyboardOpen } from '../platform/native/use-keyboard-open.ts';
import { type IconName, NavIcon } from './nav-icons.tsx';
import { openSideMenuCommand } from './side-menu.tsx';
import { useBasketCount } from './use-basket-count.ts';

// Each tab is as wide as its label plus an equal share of what is left: a long name ("Appointments",
// "Rendez-vous") takes room the short ones do not need, instead of being cut at a fixed fifth or sixth.
const itemClass =
  'flex min-w-0 flex-auto flex-col items-center gap-0.5 px-0.5 py-1.5 text-[11px] leading-tight tracking-tight';

function Item({
  to,
  icon,
  label,
  className = '',
  badge,
}: {
  to: string;
  icon: IconName;
  label: string;
  className?: string;
  badge?: number;
}) {
  return (
    <NavLink
      to={to}
      className={({ isActive }) =>
        `${itemClass} ${className} ${isActive ? 'text-brand-800' : 'text-slate-600'}`
      }
    >
      <span className="relative">
        <NavIcon name={icon} />
        {badge !== undefined && badge > 0 && (
          <span
            aria-hidden="true"
            className="absolute -right-2 -top-1 min-w-4 rounded-full bg-brand-700 px-1 text-center text-[10px] text-white"
          >
            {badge}
          </span>
        )}
      </span>
      <span className="w-full truncate text-center">{label}</span>
    </NavLink>
  );
}

/**
 * The mobile bottom bar (SPEC §2): Home, Search, Basket with its count, Appointments, Look Book, Profile.
 * Look Book hides below 375 px and Search below 320 px; private and widget modes hide both. The labels are
 * the short tab names of `nav.tabs`; all of them fit a 320 px screen in every language. Appointments
 * is named as in the top bar and the menu (`nav.appointments`): one word for one thing. The bar steps aside
 * while the on-screen keyboard is open.
 */
export function BottomBar({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { t } = useTranslation();
  const root = useRootData();
  const locale = root?.locale ?? 'en';
  const discovery = modeRules(root?.mode ?? 'marketplace').showDiscovery;
  const basketCount = useBasketCount();
  // While the user types, the keyboard has the bottom of the screen (SPEC §7 Keyboard plugin).
  const typing = useKeyboardOpen();
  return (
    <nav
      aria-label={t('nav.mainNavigation')}
      className={`fixed inset-x-0 bottom-0 z-30 ${typing ? 'hidden' : 'flex'} border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden`}
    >
      <Item to={`/${locale}/home`} icon="home" label={t('nav.tabs.home')} />
      {discovery && (
        <Item
          to={`/${locale}/search`}
          icon="search"
          label={t('nav.tabs.search')}
          className="hidden 2xs:flex"
        />
      )}
      <Item to={`/${locale}/basket`} icon="basket" label={t('nav.tabs.basket')} badge={basketCount} />
      <Item to={`/${locale}/appointments`} icon="appointments" label={t('nav.appointments')} />
      {discovery && (
        <Item
          to={`/${locale}/inspiration`}
          icon="lookBook"
          label={t('nav.tabs.lookBook')}
          className="hidden xs:flex"
        />
      )}
      <button
        type="button"
        {...openSideMenuCommand}
        onClick={onOpenMenu}
        aria-haspopup="dialog"
        className={`${itemClass} text-slate-600`}
      >
        <NavIcon name="profile" />
        <span className="w-full truncate text-center">{t('nav.tabs.profile')}</span>
      </button>
    </nav>
  );
}
