import { useRouteLoaderData } from 'react-router';

/** Unread notifications of the signed-in user, from the shell layout's loader (fresh on every navigation). */
export function useUnreadNotifications(): number {
  const data = useRouteLoaderData('routes/shell-layout') as { unreadNotifications?: number } | undefined;
  return data?.unreadNotifications ?? 0;
}
