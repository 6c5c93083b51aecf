import { useRouteLoaderData } from 'react-router';
import { usePersonal } from '../lib/personal-overlay.ts';

type ShellCounts = { unreadNotifications?: number; formsToFill?: number };

/** A badge's count from the shell layout's loader (fresh on every navigation), or the page's overlay (ADR 040). */
function useShellCount(key: keyof ShellCounts): number {
  const data = useRouteLoaderData('routes/shell-layout') as ShellCounts | undefined;
  return usePersonal(data, (overlay) => overlay[key], data?.[key] ?? 0);
}

/** Unread notifications of the signed-in user. */
export function useUnreadNotifications(): number {
  return useShellCount('unreadNotifications');
}

/** Forms the signed-in user has to fill (the "My forms" badge). */
export function useFormsToFill(): number {
  return useShellCount('formsToFill');
}
