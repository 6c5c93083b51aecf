import { eq } from 'drizzle-orm';
import type { PgSelect, PgSelectBase, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../client/database.ts';
import { businesses, classes, classSessions, locations, staff } from '../../schema/index.ts';

/**
 * A session's times and spots with its class's name and price: all a query needs that joins the session with
 * its class only (a place's teaser of its next sessions), and the first part of `sessionWithPlaceColumns`.
 */
export const sessionOfClassColumns = {
  id: classSessions.id,
  classId: classes.id,
  name: classes.name,
  startsAt: classSessions.startsAt,
  endsAt: classSessions.endsAt,
  capacity: classSessions.capacity,
  bookedCount: classSessions.bookedCount,
  priceMinor: classes.priceMinor,
  currency: classes.currency,
};

/**
 * What every reader of a class session takes from the join below: the session's times and spots, its class's
 * name and price, its teacher and its place. Each reader adds its own columns beside these.
 */
export const sessionWithPlaceColumns = {
  ...sessionOfClassColumns,
  instructorId: staff.id,
  instructorName: staff.name,
  place: {
    id: locations.id,
    slug: locations.slug,
    name: locations.name,
    city: locations.city,
    citySlug: locations.citySlug,
    timeZone: locations.timeZone,
    cancellationWindowMinutes: locations.cancellationWindowMinutes,
  },
};

/** Which joined tables may be missing from a row: only the teacher (a session may name none). */
export type SessionNullability = {
  class_sessions: 'not-null';
  classes: 'not-null';
  locations: 'not-null';
  businesses: 'not-null';
  staff: 'nullable';
};

/**
 * The one join of a session with what it is, onto a query that reads `class_sessions`: session → class →
 * place → business → teacher.
 */
export function joinSessionWithPlace<TQuery extends PgSelect>(query: TQuery) {
  return query
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .innerJoin(locations, eq(locations.id, classSessions.locationId))
    .innerJoin(businesses, eq(businesses.id, locations.businessId))
    .leftJoin(staff, eq(staff.id, classSessions.instructorStaffId));
}

/** Class sessions with their class, place, business and teacher; the caller adds `where`, order and limit. */
export function selectSessionsWithPlace<TSelection extends SelectedFields>(
  db: Db,
  selection: TSelection,
): PgSelectBase<'class_sessions', TSelection, 'partial', SessionNullability> {
  const query = joinSessionWithPlace(
    db
      .select(selection as SelectedFields)
      .from(classSessions)
      .$dynamic(),
  );
  // Drizzle's types cannot follow joins on a generic selection: the rows are typed here, by the joins above.
  return query as unknown as PgSelectBase<'class_sessions', TSelection, 'partial', SessionNullability>;
}
