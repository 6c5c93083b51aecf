import { eq } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../client/database.ts';
import { classBookings, classSessions } from '../../schema/index.ts';
import { joinSessionWithPlace, type SessionNullability } from './session-with-place.ts';

/** Which joined tables may be missing from a row: the session's (only its teacher); never the booking. */
type JoinedNullability = SessionNullability & { class_bookings: 'not-null' };

/**
 * Class bookings with what they are for, joined in one place for every reader: booking → session, then the
 * session's own join (class → place → business → teacher). The caller picks the columns, then adds its own
 * `where`, order and limit.
 */
export function selectClassBookings<TSelection extends SelectedFields>(
  db: Db,
  selection: TSelection,
): PgSelectBase<'class_bookings', TSelection, 'partial', JoinedNullability> {
  const query = joinSessionWithPlace(
    db
      .select(selection as SelectedFields)
      .from(classBookings)
      .innerJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
      .$dynamic(),
  );
  // Drizzle's types cannot follow joins on a generic selection: the rows are typed here, by the joins above.
  return query as unknown as PgSelectBase<'class_bookings', TSelection, 'partial', JoinedNullability>;
}
