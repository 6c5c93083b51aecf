import { sql } from 'drizzle-orm';
import type { DbTransaction } from '../../client/database.ts';
import { classSessions, locations } from '../../schema/index.ts';
import { preparedRows } from '../prepared-query.ts';

interface LockedSession {
  id: string;
  classId: string;
  startsAt: Date;
  capacity: number;
  bookedCount: number;
  waitlistCapacity: number;
  windowMinutes: number;
}

/**
 * The session's row, locked until the transaction ends: every decision about its spots waits here.
 * A prepared statement: every spot taken or given back starts with it.
 */
export async function lockClassSession(tx: DbTransaction, sessionId: string): Promise<LockedSession | null> {
  const [row] = await preparedRows<LockedSession>(
    tx,
    sql`select s.id, s.class_id as "classId", s.starts_at as "startsAt", s.capacity,
          s.booked_count as "bookedCount", s.waitlist_capacity as "waitlistCapacity",
          l.cancellation_window_minutes as "windowMinutes"
        from ${classSessions} s join ${locations} l on l.id = s.location_id
        -- A session the place cancelled takes no spots and gives none back: it is not there any more.
        where s.id = ${sessionId} and s.cancelled_at is null
        for update of s`,
  );
  return row ? { ...row, startsAt: new Date(row.startsAt) } : null;
}
