import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRootData } from '../lib/root-data.ts';
import { useSession } from '../lib/session-context.tsx';
import { modeRules } from '../platform/app-mode.ts';
import { isNativePlatform } from '../platform/native-platform.ts';
import { LanguageSelect } from './language-select.tsx';
import { LogoutButton } from './logout-button.tsx';
import { NavIcon } from './nav-icons.tsx';
import { UnreadBadge } from './unread-badge.tsx';
import { useFormsToFill, useUnreadNotifications } from './use-unread-notifications.ts';
import { UserAvatar } from './user-avatar.tsx';

const SIDE_MENU_ID = 'side-menu';

/**
 * HTML invoker commands on the buttons that open and close the menu: the browser opens the native dialog
 * itself, so the menu works before the page has hydrated (ADR 009) and without JavaScript. Spread onto a
 * `<button>` next to its React `onClick`, which keeps the open state in step once hydrated.
 */
export const openSideMenuCommand = { commandfor: SIDE_MENU_ID, command: 'show-modal' } as const;
const closeSideMenuCommand = { commandfor: SIDE_MENU_ID, command: 'close' } as const;

function MenuLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <li>
      <Link to={to} className="block rounded-lg px-3 py-2 text-slate-800 hover:bg-slate-100">
        {children}
      </Link>
    </li>
  );
}

function Group({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="border-t border-slate-200 py-2 first:border-t-0">
      {title && (
        <h3 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      )}
      <ul>{children}</ul>
    </div>
  );
}

/**
 * The side menu with every entry of SPEC §2. Settings, the My-* entries and notifications only when signed
 * in; terms, privacy and cookies only in the native app; discovery links only in the marketplace mode.
 * A native modal dialog: focus is trapped, Escape and the backdrop close it; it opens without script too.
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const root = useRootData();
  const { user } = useSession();
  const unread = useUnreadNotifications();
  const formsToFill = useFormsToFill();
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  const [native, setNative] = useState(false);
  useEffect(() => setNative(isNativePlatform()), []);
  // Closes only what this state opened: a menu the browser opened before hydration stays open.
  const wasOpen = useRef(false);
  useEffect(() => {
    const element = dialog.current;
    const closing = wasOpen.current && !open;
    wasOpen.current = open;
    if (!open) {
      if (closing && element?.open) element.close();
      return;
    }
    // A click's effects run inside the click, before the button's own `show-modal` command: opening the
    // dialog after the event leaves it to the command when there is one (no "already open" warning).
    const timer = setTimeout(() => {
      if (element && !element.open) element.showModal();
    });
    return () => clearTimeout(timer);
  }, [open]);
  // Another page closes the menu, however it was opened; not the first render (hydration).
  const firstLocation = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing on navigation is the point.
  useEffect(() => {
    if (firstLocation.current) {
      firstLocation.current = false;
      return;
    }
    dialog.current?.close();
    onClose();
  }, [location.key]);
  if (!root) return null;
  const l = `/${root.locale}`;
  const discovery = modeRules(root.mode).showDiscovery;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; the keyboard closes with Escape (native dialog).
    <dialog
      ref={dialog}
      id={SIDE_MENU_ID}
      onClose={onClose}
      onClick={(event) => event.target === dialog.current && onClose()}
      aria-label={t('app.menu')}
      className="ml-auto mr-0 h-dvh max-h-dvh w-80 max-w-[85vw] bg-white p-0 backdrop:bg-slate-900/40"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <span className="font-semibold text-brand-800">{t('app.name')}</span>
          <button
            type="button"
            {...closeSideMenuCommand}
            onClick={onClose}
            aria-label={t('app.closeMenu')}
            className="rounded-full p-2 hover:bg-slate-100"
          >
            <NavIcon name="close" />
          </button>
        </div>
        <nav aria-label={t('app.menu')} className="flex-1 overflow-y-auto px-2 py-2">
          <Group title={t('menu.find')}>
            <MenuLink to={`${l}/locations`}>{t('menu.findPlaces')}</MenuLink>
            {discovery && <MenuLink to={`${l}/services`}>{t('menu.findServices')}</MenuLink>}
            <MenuLink to={`${l}/classes`}>{t('menu.findClasses')}</MenuLink>
            <MenuLink to={`${l}/memberships`}>{t('menu.findMemberships')}</MenuLink>
            {discovery && <MenuLink to={`${l}/inspiration`}>{t('nav.lookBook')}</MenuLink>}
          </Group>
          <Group title={t('menu.profile')}>
            {user ? (
              <>
                <li className="flex items-center gap-3 px-3 py-2 font-medium">
                  <UserAvatar user={user} size={36} />
                  <span className="min-w-0 truncate">
                    {user.firstName} {user.lastName}
                  </span>
                </li>
                <MenuLink to={`${l}/settings`}>{t('menu.settings')}</MenuLink>
                <MenuLink to={`${l}/appointments`}>{t('menu.myAppointments')}</MenuLink>
                <MenuLink to={`${l}/locations?mine=1`}>{t('menu.myLocations')}</MenuLink>
                <MenuLink to={`${l}/memberships?mine=1`}>{t('menu.myMemberships')}</MenuLink>
                <MenuLink to={`${l}/forms`}>
                  <span className="flex items-center justify-between gap-2">
                    {t('menu.myForms')}
                    {formsToFill > 0 && (
                      <>
                        <span className="sr-only">{t('forms.toFillCount', { count: formsToFill })}</span>
                        <UnreadBadge count={formsToFill} />
                      </>
                    )}
                  </span>
                </MenuLink>
                <MenuLink to={`${l}/notifications`}>
                  <span className="flex items-center justify-between gap-2">
                    {t('menu.notifications')}
                    {unread > 0 && (
                      <>
                        <span className="sr-only">{t('notifications.unreadCount', { count: unread })}</span>
                        <UnreadBadge count={unread} />
                      </>
                    )}
                  </span>
                </MenuLink>
                <li>
                  <LogoutButton />
                </li>
              </>
            ) : (
              <MenuLink to={`${l}/sign-in`}>{t('menu.signIn')}</MenuLink>
            )}
          </Group>
          <Group>
            <MenuLink to={`${l}/pages/contacts`}>{t('menu.support')}</MenuLink>
            <MenuLink to={`${l}/partner`}>{t('menu.forBusiness')}</MenuLink>
            <MenuLink to={`${l}/download-application`}>{t('menu.downloadApp')}</MenuLink>
            {native && <MenuLink to={`${l}/pages/terms`}>{t('menu.terms')}</MenuLink>}
            {native && <MenuLink to={`${l}/pages/privacy-policy`}>{t('menu.privacy')}</MenuLink>}
            {native && <MenuLink to={`${l}/pages/cookies`}>{t('menu.cookies')}</MenuLink>}
          </Group>
        </nav>
        <div className="space-y-2 border-t border-slate-200 px-4 py-3">
          <LanguageSelect />
          <p className="text-xs text-slate-500">
            {t('app.version', { version: root.version, build: root.build })}
          </p>
        </div>
      </div>
    </dialog>
  );
}
