import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { sessions, users } from '../schema/index.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/**
 * The session a token names and its user, in one query (better-auth's adapter asks twice). Prepared once
 * per database: Drizzle builds the query text once, and PostgreSQL parses and plans it once per connection.
 * Every request that needs a user runs it (ADR 037).
 */
export function createAuthSessions(db: Db) {
  const byToken = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .prepare('auth_session_by_token');
  return {
    async findWithUser(token: string): Promise<{ session: SessionRow; user: UserRow } | null> {
      const [row] = await byToken.execute({ token });
      return row ?? null;
    },
  };
}
