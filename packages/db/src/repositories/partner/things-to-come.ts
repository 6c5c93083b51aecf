import type { ToCome } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import type { DbTransaction } from '../../client/database.ts';
import { resultRows } from '../../client/result-rows.ts';

/** Booked appointments not over yet and class sessions not cancelled nor over, at the place or of the staff member. */
export async function toComeAt(
  tx: DbTransaction,
  column: 'location_id' | 'staff_id',
  id: string,
  now: Date,
): Promise<ToCome> {
  const sessionColumn = column === 'staff_id' ? 'instructor_staff_id' : 'location_id';
  const [row] = resultRows<{ appointments: number; sessions: number }>(
    await tx.execute(sql`select
      (select count(*)::int from appointments a where a.${sql.raw(column)} = ${id}::uuid
        and a.status = 'booked' and a.ends_at > ${now.toISOString()}::timestamptz) as appointments,
      (select count(*)::int from class_sessions c where c.${sql.raw(sessionColumn)} = ${id}::uuid
        and c.cancelled_at is null and c.ends_at > ${now.toISOString()}::timestamptz) as sessions`),
  );
  return { appointments: Number(row?.appointments ?? 0), sessions: Number(row?.sessions ?? 0) };
}
