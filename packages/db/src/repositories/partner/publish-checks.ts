import { missingForPublish } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import type { DbTransaction } from '../../client/database.ts';
import { resultRows } from '../../client/result-rows.ts';

/**
 * What the set-up still lacks to be public (ADR 038): a place with weekly hours and an active service that an
 * active staff member with working hours performs. For the whole business, or, given a place, for that place
 * alone (ADR 056: a place added later goes public only when it passes the same checks on its own).
 */
export async function missingToPublish(tx: DbTransaction, businessId: string, placeId: string | null = null) {
  const ofPlace = (column: string) =>
    placeId === null ? sql`true` : sql`${sql.raw(column)} = ${placeId}::uuid`;
  const [facts] = resultRows<{ places_with_hours: number; bookable_services: number }>(
    await tx.execute(sql`select
      (select count(*)::int from locations l where l.business_id = ${businessId}::uuid and ${ofPlace('l.id')}
        and l.archived_at is null
        and exists (select 1 from location_opening_hours h where h.location_id = l.id)) as places_with_hours,
      (select count(*)::int from services s where s.business_id = ${businessId}::uuid and s.active
        and ${ofPlace('s.location_id')}
        and exists (select 1 from staff_services ss join staff st on st.id = ss.staff_id and st.active
          and st.business_id = ${businessId}::uuid
          where ss.service_id = s.id
            and exists (select 1 from staff_working_hours w where w.staff_id = st.id))) as bookable_services`),
  );
  return missingForPublish({
    placesWithHours: facts?.places_with_hours ?? 0,
    bookableServices: facts?.bookable_services ?? 0,
  });
}
