import type { ApiClient } from '../../platform/api-client.ts';
import type { ShellUser } from '../../platform/request-context.ts';

/** Unread notifications of the signed-in user (none for guests). A badge: a failed look-up shows none. */
export async function unreadNotificationCount(api: ApiClient, user: ShellUser | null): Promise<number> {
  if (!user) return 0;
  try {
    return (await api.getUnreadNotificationCount()).count;
  } catch {
    return 0;
  }
}
