import { useRouteLoaderData } from 'react-router';

type ShellCounts = { unreadNotifications?: number; formsToFill?: number };

/** A badge's count from the shell layout's loader (fresh on every navigation). */
function useShellCount(key: keyof ShellCounts): number {
  const data = useRouteLoaderData('routes/shell-layout') as ShellCounts | undefined;
  return data?.[key] ?? 0;
}

/** Unread notifications of the signed-in user. */
export function useUnreadNotifications(): number {
  return useShellCount('unreadNotifications');
}

/** Forms the signed-in user has to fill (the "My forms" badge). */
export function useFormsToFill(): number {
  return useShellCount('formsToFill');
}
