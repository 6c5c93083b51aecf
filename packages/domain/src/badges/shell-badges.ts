import { FORMS_TO_FILL_COUNT_CAP } from '../forms/my-forms.ts';
import { UNREAD_COUNT_CAP } from '../notifications/my-notifications.ts';

/** The badges the app's shell shows a signed-in user on every page. */
export interface ShellBadgeCounts {
  basketCount: number;
  unreadNotifications: number;
  formsToFill: number;
}

/** Counts the three badges together (one read where the store can), each up to its cap. */
export interface ShellBadgeStore {
  count(input: { userId: string; now: Date; unreadCap: number; formsCap: number }): Promise<ShellBadgeCounts>;
}

export interface ShellBadgeDeps {
  shellBadges: ShellBadgeStore;
  now: () => Date;
}

/**
 * The shell's badges of a user, counted as their own endpoints count them: items in the basket, unread
 * notifications up to `UNREAD_COUNT_CAP`, forms to fill up to `FORMS_TO_FILL_COUNT_CAP`.
 */
export function countShellBadges(deps: ShellBadgeDeps, userId: string): Promise<ShellBadgeCounts> {
  return deps.shellBadges.count({
    userId,
    now: deps.now(),
    unreadCap: UNREAD_COUNT_CAP,
    formsCap: FORMS_TO_FILL_COUNT_CAP,
  });
}
