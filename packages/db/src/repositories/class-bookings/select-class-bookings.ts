import { eq } from 'drizzle-orm';
import type { PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../client/database.ts';
import { classBookings, classes, classSessions, locations, staff } from '../../schema/index.ts';

/** Which joined tables may be missing from a row: only the teacher (a session may name none). */
type JoinedNullability = {
  class_bookings: 'not-null';
  class_sessions: 'not-null';
  classes: 'not-null';
  locations: 'not-null';
  staff: 'nullable';
};

/**
 * Class bookings with what they are for, joined in one place for every reader: booking → session →
 * class → place → teacher. The caller picks the columns, then adds its own `where`, order and limit.
 */
export function selectClassBookings<TSelection extends SelectedFields>(
  db: Db,
  selection: TSelection,
): PgSelectBase<'class_bookings', TSelection, 'partial', JoinedNullability> {
  const query = db
    .select(selection as SelectedFields)
    .from(classBookings)
    .innerJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .innerJoin(locations, eq(locations.id, classSessions.locationId))
    .leftJoin(staff, eq(staff.id, classSessions.instructorStaffId));
  // Drizzle's types cannot follow joins on a generic selection: the rows are typed here, by the joins above.
  return query as unknown as PgSelectBase<'class_bookings', TSelection, 'partial', JoinedNullability>;
}
