import type { StartPosition } from '@kalendo/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../client/database.ts';
import { resultRows } from '../../client/result-rows.ts';
import { iso } from './partner-calendar.ts';

/** Entries of the activity log one page answers. */
export const AUDIT_PAGE = 50;

/** One entry of a business's activity log as the reader shows it (ADR 038, 043). */
export interface AuditEntryRecord {
  id: string;
  at: string;
  actorName: string | null;
  action: string;
  subject: { kind: string; id: string; name: string | null };
  /** For an appointment: its service, client and (for a move) where it was and went, (a cancel) why. */
  appointment: {
    serviceName: string | null;
    clientName: string | null;
    startsAt: string | null;
    movedFrom: string | null;
    movedTo: string | null;
    reason: string | null;
  } | null;
  /** For a member or an invitation (ADR 049): the role it had, or was given. */
  member: { role: string | null } | null;
  /** The place the entry concerns (a place, or its service, staff member, class or appointment), if any. */
  placeId: string | null;
}

/** An instant kept in an entry's JSON, formatted like every other instant of the API. */
const jsonInstant = (path: ReturnType<typeof sql>) => iso(sql`(${path})::timestamptz`);

/** When an entry was made, to the millisecond the API writes (a cursor carries no more). */
const atMs = sql`date_trunc('milliseconds', e.created_at)`;

/**
 * The activity of a business, newest first, a page at a time (`after`: the last entry of the page before).
 * The subject is named as it is now (a retired service keeps its name; a subject gone leaves `name` null);
 * the entry's own before/after JSON is not sent: only what a line of the log says.
 */
export async function listPartnerAudit(
  db: Db,
  input: { businessId: string; after: StartPosition | null },
): Promise<{ items: AuditEntryRecord[]; next: StartPosition | null }> {
  const { businessId, after } = input;
  const earlier = after
    ? sql`and (${atMs}, e.id) < (${after.startsAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : sql``;
  const rows = resultRows<{ entry: AuditEntryRecord }>(
    await db.execute(sql`
      select json_build_object('id', e.id, 'at', ${iso(sql`e.created_at`)}, 'actorName', actor.name,
        'action', e.action,
        'subject', json_build_object('kind', e.subject_kind, 'id', e.subject_id,
          'name', case e.subject_kind
            when 'business' then (select b.name from businesses b where b.id = e.subject_id)
            when 'place' then (select l.name from locations l where l.id = e.subject_id)
            when 'service' then (select s.name from services s where s.id = e.subject_id)
            when 'staff' then (select st.name from staff st where st.id = e.subject_id)
            -- A member or an invitation is named as the entry recorded them: they may have left since.
            when 'member' then coalesce(e.after ->> 'name', e.before ->> 'name')
            when 'invitation' then coalesce(e.after ->> 'email', e.before ->> 'email')
          end),
        'placeId', case e.subject_kind
            when 'place' then (select l.id from locations l where l.id = e.subject_id)
            when 'appointment' then a.location_id
            when 'service' then (select s.location_id from services s where s.id = e.subject_id)
            when 'staff' then (select st.location_id from staff st where st.id = e.subject_id)
            when 'class' then (select c.location_id from classes c where c.id = e.subject_id)
            when 'class-session' then (select cs.location_id from class_sessions cs where cs.id = e.subject_id)
          end,
        'member', case when e.subject_kind in ('member', 'invitation') then json_build_object(
          'role', coalesce(e.after ->> 'role', e.before ->> 'role')) end,
        'appointment', case when e.subject_kind = 'appointment' then json_build_object(
          'serviceName', sv.name, 'clientName', coalesce(a.client_name, client.name),
          'startsAt', ${iso(sql`a.starts_at`)},
          'movedFrom', ${jsonInstant(sql`e.before ->> 'startsAt'`)},
          'movedTo', ${jsonInstant(sql`e.after ->> 'startsAt'`)},
          'reason', case when e.action = 'appointment.cancel' then e.after ->> 'reason' end) end
      ) as entry
      from partner_audit_log e
      left join users actor on actor.id = e.actor_user_id
      left join appointments a on e.subject_kind = 'appointment' and a.id = e.subject_id
        and a.business_id = e.business_id
      left join services sv on sv.id = a.service_id
      left join users client on client.id = a.user_id
      where e.business_id = ${businessId}::uuid ${earlier}
      order by ${atMs} desc, e.id desc
      limit ${AUDIT_PAGE + 1}`),
  );
  const items = rows.slice(0, AUDIT_PAGE).map((row) => row.entry);
  const last = rows.length > AUDIT_PAGE ? items.at(-1) : undefined;
  return { items, next: last ? { startsAt: new Date(last.at), id: last.id } : null };
}
