import type { ApiClient } from '../lib/api-client.ts';
import type { ShellUser } from '../lib/request-context.ts';

/** A count the shell shows as a badge (none for guests): a failed look-up shows none. */
async function badgeCount(user: ShellUser | null, read: () => Promise<{ count: number }>): Promise<number> {
  if (!user) return 0;
  try {
    return (await read()).count;
  } catch {
    return 0;
  }
}

/** Unread notifications of the signed-in user (none for guests). */
export function unreadNotificationCount(api: ApiClient, user: ShellUser | null): Promise<number> {
  return badgeCount(user, () => api.getUnreadNotificationCount());
}

/** Forms the signed-in user has to fill (issue 19; none for guests). */
export function formsToFillCount(api: ApiClient, user: ShellUser | null): Promise<number> {
  return badgeCount(user, () => api.getFormsToFillCount());
}
