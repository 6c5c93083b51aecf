import { type HoursAtPlace, outsideHoursOf } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import type { DbTransaction } from '../../client/database.ts';
import { resultRows } from '../../client/result-rows.ts';
import { PartnerRefusal } from './partner-refusal.ts';

/** Weekly ranges of a table (`weekday`, `start_col`, `end_col`) as `HH:MM` JSON. */
const weeklyJson = (table: string, start: string, end: string, owner: string, id: ReturnType<typeof sql>) =>
  sql`(select coalesce(json_agg(json_build_object('weekday', w.weekday,
      'start', to_char(w.${sql.raw(start)}, 'HH24:MI'), 'end', to_char(w.${sql.raw(end)}, 'HH24:MI'))), '[]')
    from ${sql.identifier(table)} w where w.${sql.raw(owner)} = ${id})`;

/**
 * The hours a visit of a staff member at a place is held against (ADR 050), as they stand in the
 * transaction: the place's weekly hours and its special day on the visit's local date, the staff member's
 * working hours, breaks and time off touching the visit.
 */
async function hoursAtPlace(
  tx: DbTransaction,
  placeId: string,
  staffId: string,
  visit: { startsAt: Date; endsAt: Date },
): Promise<HoursAtPlace | null> {
  const start = visit.startsAt.toISOString();
  const staff = sql`${staffId}::uuid`;
  const result = await tx.execute(sql`
    select l.time_zone,
      ${weeklyJson('location_opening_hours', 'opens_at', 'closes_at', 'location_id', sql`l.id`)} as place_weekly,
      (select json_agg(json_build_object('start', to_char(e.opens_at, 'HH24:MI'),
          'end', to_char(e.closes_at, 'HH24:MI'), 'closed', e.closed))
        from location_exceptions e
        where e.location_id = l.id and e.date = (${start}::timestamptz at time zone l.time_zone)::date)
        as special_day,
      ${weeklyJson('staff_working_hours', 'starts_at', 'ends_at', 'staff_id', staff)} as working,
      ${weeklyJson('staff_breaks', 'starts_at', 'ends_at', 'staff_id', staff)} as breaks,
      (select coalesce(json_agg(json_build_object('startsAt', o.starts_at, 'endsAt', o.ends_at)), '[]')
        from staff_time_off o
        where o.staff_id = ${staff} and o.starts_at < ${visit.endsAt.toISOString()}::timestamptz
          and o.ends_at > ${start}::timestamptz) as time_off
    from locations l where l.id = ${placeId}::uuid`);
  const [row] = resultRows<{
    time_zone: string;
    place_weekly: HoursAtPlace['placeWeekly'];
    special_day: Array<{ start: string | null; end: string | null; closed: boolean }> | null;
    working: HoursAtPlace['staffWorking'];
    breaks: HoursAtPlace['staffBreaks'];
    time_off: Array<{ startsAt: string; endsAt: string }>;
  }>(result);
  if (!row) return null;
  return {
    timeZone: row.time_zone,
    placeWeekly: row.place_weekly,
    placeSpecialDay:
      row.special_day?.flatMap((day) =>
        day.closed || !day.start || !day.end ? [] : [{ start: day.start, end: day.end }],
      ) ?? null,
    staffWorking: row.working,
    staffBreaks: row.breaks,
    staffTimeOff: row.time_off.map((off) => ({
      startsAt: new Date(off.startsAt),
      endsAt: new Date(off.endsAt),
    })),
  };
}

/**
 * Refuses a visit the place books outside the hours (`outside-hours` with the reasons) unless the partner
 * confirmed it (`bookAnyway`): the place may squeeze a client in, but not without being told (ADR 050).
 */
export async function refuseOutsideHoursUnlessConfirmed(
  tx: DbTransaction,
  visit: { placeId: string; staffId: string; startsAt: Date; endsAt: Date; bookAnyway: boolean },
) {
  if (visit.bookAnyway) return;
  const hours = await hoursAtPlace(tx, visit.placeId, visit.staffId, visit);
  if (!hours) return;
  const reasons = outsideHoursOf(visit, hours);
  if (reasons.length > 0) throw new PartnerRefusal({ kind: 'outside-hours', reasons });
}
