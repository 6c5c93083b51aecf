import { sql } from 'drizzle-orm';
import type { DbTransaction } from '../../client/database.ts';
import { resultRows } from '../../client/result-rows.ts';
import { bookedToComeLocally } from './booked-outside-hours.ts';
import { appendAudit } from './partner-audit.ts';
import { type AffectedAppointmentRecord, PartnerRefusal } from './partner-refusal.ts';

/** How many affected appointments a refusal names one by one (the contracts' `AFFECTED_LIST_LIMIT`). */
const NAMED_LIMIT = 50;

export type { AffectedAppointmentRecord } from './partner-refusal.ts';

/** The first appointments of `ids` by start, with what the partner recognises them by. */
export async function describeAffected(
  tx: DbTransaction,
  ids: string[],
): Promise<AffectedAppointmentRecord[]> {
  if (ids.length === 0) return [];
  const result = await tx.execute(sql`
    select a.id, a.starts_at, a.ends_at, s.name as service_name, st.name as staff_name,
      coalesce(a.client_name, u.name, '') as client_name, l.time_zone
    from appointments a
    join services s on s.id = a.service_id
    join staff st on st.id = a.staff_id
    join locations l on l.id = a.location_id
    left join users u on u.id = a.user_id
    where a.id = any(${`{${ids.join(',')}}`}::uuid[])
    order by a.starts_at, a.id
    limit ${NAMED_LIMIT}`);
  return resultRows<{
    id: string;
    starts_at: string | Date;
    ends_at: string | Date;
    service_name: string;
    staff_name: string;
    client_name: string;
    time_zone: string;
  }>(result).map((row) => ({
    id: row.id,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    serviceName: row.service_name,
    staffName: row.staff_name,
    clientName: row.client_name,
    timeZone: row.time_zone,
  }));
}

export interface KeptBookings {
  businessId: string;
  actorUserId: string;
  subjectKind: 'place' | 'service' | 'staff';
  subjectId: string;
}

/**
 * The one rule for a change that leaves booked appointments behind (ADR 046): unconfirmed, it is refused
 * with how many and which (thrown inside the change's transaction, so nothing of it stays); confirmed, it
 * goes ahead, every booking stays as it was, and the audit log names the appointments kept.
 */
export async function refuseUnlessKept(
  tx: DbTransaction,
  affected: string[],
  keepBookings: boolean,
  audit: KeptBookings,
): Promise<void> {
  if (affected.length === 0) return;
  if (!keepBookings)
    throw new PartnerRefusal({
      kind: 'bookings-affected',
      count: affected.length,
      appointments: await describeAffected(tx, affected),
    });
  await appendAudit(tx, { ...audit, action: 'bookings.kept', after: { appointmentIds: affected } });
}

/** Booked appointments still to come of a service or a staff member (at most 1,000 ids). */
export async function futureBookedOf(
  tx: DbTransaction,
  column: 'service_id' | 'staff_id',
  id: string,
  now: Date,
): Promise<string[]> {
  const result = await tx.execute(sql`
    select a.id from appointments a
    where a.${sql.raw(column)} = ${id}::uuid and a.status = 'booked' and a.starts_at > ${now.toISOString()}::timestamptz
    order by a.starts_at limit 1000`);
  return resultRows<{ id: string }>(result).map((row) => row.id);
}

/**
 * Booked future appointments of the staff member outside their time as it stands in the transaction: not
 * inside one working range of the weekday, or overlapping a break or a time off (at most 1,000 ids).
 */
export async function bookedOutsideStaffTime(
  tx: DbTransaction,
  staffId: string,
  now: Date,
): Promise<Set<string>> {
  const result = await tx.execute(sql`
    select a.id from ${bookedToComeLocally(now)} and a.staff_id = ${staffId}::uuid
      and (
        not exists (select 1 from staff_working_hours w
          where w.staff_id = a.staff_id and w.weekday = extract(isodow from local.starts)
            and local.starts::time >= w.starts_at and local.ends <= local.starts::date + w.ends_at)
        or exists (select 1 from staff_breaks b
          where b.staff_id = a.staff_id and b.weekday = extract(isodow from local.starts)
            and local.starts < local.starts::date + b.ends_at and local.ends > local.starts::date + b.starts_at)
        or exists (select 1 from staff_time_off t
          where t.staff_id = a.staff_id and t.starts_at < a.ends_at and t.ends_at > a.starts_at)
      )
    limit 1000`);
  return new Set(resultRows<{ id: string }>(result).map((row) => row.id));
}

/** Ids in `after` that were not in `before`: appointments a change would newly leave outside the time. */
export function newlyOutside(before: Set<string>, after: Set<string>): string[] {
  return [...after].filter((id) => !before.has(id));
}

/**
 * Runs `change` and measures, by `outside`, which booked appointments it newly leaves outside their time;
 * then refuses or keeps them (`refuseUnlessKept`).
 */
export async function guardBookings(
  tx: DbTransaction,
  outside: () => Promise<Set<string>>,
  change: () => Promise<void>,
  keepBookings: boolean,
  audit: KeptBookings,
): Promise<void> {
  const before = await outside();
  await change();
  await refuseUnlessKept(tx, newlyOutside(before, await outside()), keepBookings, audit);
}
