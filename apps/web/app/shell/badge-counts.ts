import type { ShellSummary } from '@kalendo/contracts';
import type { ApiClient } from '../lib/api-client.ts';
import type { ShellUser } from '../lib/request-context.ts';
import { readGuestBasket } from '../shared/basket/guest-basket.ts';

/** The shell's badges: the basket, unread notifications and forms to fill. */
export interface ShellBadges {
  basketCount: number;
  unreadNotifications: number;
  formsToFill: number;
}

const NO_BADGES: ShellBadges = { basketCount: 0, unreadNotifications: 0, formsToFill: 0 };

/** A guest's badges: what the basket cookie holds (guests have no notifications nor forms). */
export async function guestBadges(request: Request): Promise<ShellBadges> {
  return { ...NO_BADGES, basketCount: (await readGuestBasket(request)).length };
}

/** The badges of the signed-in user's shell summary (`GET /me/shell`). */
export function badgesOf(summary: ShellSummary): ShellBadges {
  const { basketCount, unreadNotifications, formsToFill } = summary;
  return { basketCount, unreadNotifications, formsToFill };
}

/**
 * The shell's badges for its loader: the basket cookie's count for a guest; for a signed-in user one read
 * of the shell summary. The counts are badges: a failed look-up shows none rather than failing the page.
 */
export async function shellBadges(
  api: ApiClient,
  user: ShellUser | null,
  request: Request,
): Promise<ShellBadges> {
  if (!user) return guestBadges(request);
  try {
    const summary = await api.getShellSummary();
    return summary ? badgesOf(summary) : NO_BADGES;
  } catch {
    return NO_BADGES;
  }
}
