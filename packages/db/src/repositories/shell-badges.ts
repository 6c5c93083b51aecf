import type { ShellBadgeStore } from '@kalendo/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { users } from '../schema/index.ts';
import { basketCount } from './basket-store.ts';
import { formsToFillCount } from './form-responses.ts';
import { unreadCount } from './notifications.ts';

const userId = sql.placeholder('userId');

/**
 * The shell's three badges in one statement: the same subqueries the basket, the notifications and the
 * forms count with on their own, so the counts agree (issue 14: one read for every signed-in page).
 * Prepared once per database, like the session look-up it follows (ADR 037): Drizzle builds the text once.
 */
export function createShellBadges(db: Db): ShellBadgeStore {
  const counts = db
    .select({
      basket: sql<number>`${basketCount(userId)}`,
      unread: sql<number>`${unreadCount(userId, sql.placeholder('unreadCap'))}`,
      forms: sql<number>`${formsToFillCount(db, { userId, now: sql.placeholder('now'), limit: sql.placeholder('formsCap') })}`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('shell_badges');
  return {
    async count({ userId, now, unreadCap, formsCap }) {
      const [row] = await counts.execute({ userId, now: now.toISOString(), unreadCap, formsCap });
      return {
        basketCount: Number(row?.basket ?? 0),
        unreadNotifications: Number(row?.unread ?? 0),
        formsToFill: Number(row?.forms ?? 0),
      };
    },
  };
}
