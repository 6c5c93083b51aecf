import { sql } from 'drizzle-orm';
import type { DbTransaction } from '../../client/database.ts';
import { resultRows } from '../../client/result-rows.ts';

/**
 * `appointments a` booked and still to come, with their place `l` and their start and end on its wall clock
 * (`local.starts`, `local.ends`): what every "outside the time" question starts from (add `and …`).
 */
export const bookedToComeLocally = (now: Date) => sql`appointments a
    join locations l on l.id = a.location_id
    cross join lateral (select a.starts_at at time zone l.time_zone as starts,
      a.ends_at at time zone l.time_zone as ends) local
    where a.status = 'booked' and a.starts_at > ${now.toISOString()}::timestamptz`;

/**
 * Booked future appointments of the place that fall outside its opening hours as they stand in the
 * transaction (a special day replaces the weekly hours of its date), at most 1,000 ids.
 */
export async function bookedOutsideHours(
  tx: DbTransaction,
  placeId: string,
  now: Date,
): Promise<Set<string>> {
  const result = await tx.execute(sql`
    select a.id from ${bookedToComeLocally(now)} and a.location_id = ${placeId}::uuid
      and case
        when exists (select 1 from location_exceptions e where e.location_id = l.id and e.date = local.starts::date)
        then not exists (select 1 from location_exceptions e
          where e.location_id = l.id and e.date = local.starts::date and not e.closed
            and local.starts::time >= e.opens_at and local.ends <= local.starts::date + e.closes_at)
        else not exists (select 1 from location_opening_hours h
          where h.location_id = l.id and h.weekday = extract(isodow from local.starts)
            and local.starts::time >= h.opens_at and local.ends <= local.starts::date + h.closes_at)
      end
    limit 1000`);
  return new Set(resultRows<{ id: string }>(result).map((row) => row.id));
}
