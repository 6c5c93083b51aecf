import type { ClassSessionDetail, ClassTimetableQuery, ClassTimetableSource } from '@kalendo/domain';
import { and, asc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { businesses, categories, classes, classSessions, locations } from '../schema/index.ts';
import { sessionColumns, sessionDetailOf } from './class-bookings/class-session-columns.ts';
import { selectSessionsWithPlace } from './class-bookings/session-with-place.ts';
import { isPublicPlace } from './published-business.ts';

/** The session's start on its place's wall clock. */
const localStart = sql`(${classSessions.startsAt} at time zone ${locations.timeZone})`;

const TIME_OF_DAY: Record<NonNullable<ClassTimetableQuery['timeOfDay']>, SQL> = {
  morning: sql`extract(hour from ${localStart}) < 12`,
  afternoon: sql`extract(hour from ${localStart}) between 12 and 16`,
  evening: sql`extract(hour from ${localStart}) >= 17`,
};

/** Upcoming class sessions, soonest first, filtered on the places' own clocks. */
export function createClassTimetable(db: Db): ClassTimetableSource {
  return {
    async list(query): Promise<ClassSessionDetail[]> {
      // A session the place cancelled is off the timetable, as is every session of a draft business (ADR 038).
      const conditions: SQL[] = [
        gt(classSessions.startsAt, query.now),
        isNull(classSessions.cancelledAt),
        isPublicPlace,
      ];
      if (query.citySlug) conditions.push(eq(locations.citySlug, query.citySlug));
      if (query.categorySlug) conditions.push(eq(categories.slug, query.categorySlug));
      if (query.locationSlug) conditions.push(eq(locations.slug, query.locationSlug));
      if (query.businessSlug) conditions.push(eq(businesses.slug, query.businessSlug));
      if (query.date)
        conditions.push(
          sql`${localStart}::date = ${query.date}::date`,
          // The same day in UTC, widened by the farthest time zones: the start index reads only that day.
          sql`${classSessions.startsAt} >= ${query.date}::date - interval '14 hours'`,
          sql`${classSessions.startsAt} < ${query.date}::date + interval '38 hours'`,
        );
      if (query.timeOfDay) conditions.push(TIME_OF_DAY[query.timeOfDay]);
      if (query.freeOnly) conditions.push(lt(classSessions.bookedCount, classSessions.capacity));
      if (query.level) conditions.push(inArray(classes.level, ['all', query.level]));
      if (query.after) {
        const { startsAt, id } = query.after;
        const next = or(
          gt(classSessions.startsAt, startsAt),
          and(eq(classSessions.startsAt, startsAt), gt(classSessions.id, id)),
        );
        if (next) conditions.push(next);
      }
      const rows = await selectSessionsWithPlace(db, sessionColumns)
        .leftJoin(categories, eq(categories.id, businesses.categoryId))
        .where(and(...conditions))
        .orderBy(asc(classSessions.startsAt), asc(classSessions.id))
        .limit(query.limit);
      return rows.map(sessionDetailOf);
    },
  };
}
