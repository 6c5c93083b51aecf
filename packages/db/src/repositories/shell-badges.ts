import type { ShellBadgeStore } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';
import { basketCount } from './basket-store.ts';
import { formsToFillCount } from './form-responses.ts';
import { unreadCount } from './notifications.ts';

type Counted = number | string;

/**
 * The shell's three badges in one statement: the same subqueries the basket, the notifications and the
 * forms count with on their own, so the counts agree (issue 14: one read for every signed-in page).
 */
export function createShellBadges(db: Db): ShellBadgeStore {
  return {
    async count({ userId, now, unreadCap, formsCap }) {
      const result = await db.execute(sql`select
        ${basketCount(userId)} as basket,
        ${unreadCount(userId, unreadCap)} as unread,
        ${formsToFillCount(db, { userId, now, limit: formsCap })} as forms`);
      const row = resultRows<{ basket: Counted; unread: Counted; forms: Counted }>(result)[0];
      return {
        basketCount: Number(row?.basket ?? 0),
        unreadNotifications: Number(row?.unread ?? 0),
        formsToFill: Number(row?.forms ?? 0),
      };
    },
  };
}
