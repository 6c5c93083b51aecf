import type { ApiClient } from '../lib/api-client.ts';
import type { ShellUser } from '../lib/request-context.ts';
import { readGuestBasket } from '../shared/basket/guest-basket.ts';

/**
 * How many items the basket holds: the account's basket when signed in, the basket cookie for guests. The
 * count is a badge: a failed look-up shows none rather than failing the page.
 */
async function basketCount(api: ApiClient, user: ShellUser | null, request: Request): Promise<number> {
  if (!user) return (await readGuestBasket(request)).length;
  try {
    return (await api.getBasketCount()).count;
  } catch {
    return 0;
  }
}

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

/** The shell's badges: the basket, unread notifications and forms to fill (the shell's loader, a page's overlay). */
export async function shellBadges(api: ApiClient, user: ShellUser | null, request: Request) {
  const [count, unreadNotifications, formsToFill] = await Promise.all([
    basketCount(api, user, request),
    unreadNotificationCount(api, user),
    formsToFillCount(api, user),
  ]);
  return { basketCount: count, unreadNotifications, formsToFill };
}
