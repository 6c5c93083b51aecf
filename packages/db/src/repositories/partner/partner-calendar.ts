import type { PartnerRole } from '@kalendo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../client/database.ts';
import { resultRows } from '../../client/result-rows.ts';
import { preparedRows } from '../prepared-query.ts';
import { notFound } from './partner-refusal.ts';

/** Most appointments and class sessions one calendar read answers (`truncated` says when there were more). */
export const CALENDAR_LIMITS = { appointments: 5000, classSessions: 1000 } as const;

type Instant = string;
interface WeeklyRange {
  weekday: number;
  start: string;
  end: string;
}

export interface CalendarStaffRecord {
  id: string;
  name: string;
  title: string;
  active: boolean;
  workingHours: WeeklyRange[];
  breaks: WeeklyRange[];
  timeOff: Array<{ startsAt: Instant; endsAt: Instant }>;
}

export interface CalendarAppointmentRecord {
  id: string;
  status: 'booked' | 'cancelled' | 'completed' | 'no_show';
  arrivedAt: Instant | null;
  staffId: string;
  service: { id: string; name: string };
  client: { kind: 'account' | 'walk-in'; name: string; phone: string | null };
  startsAt: Instant;
  endsAt: Instant;
  busyStartsAt: Instant;
  busyEndsAt: Instant;
  priceMinor: number;
  currency: string;
  notes: string;
}

export interface CalendarClassSessionRecord {
  id: string;
  className: string;
  instructorStaffId: string | null;
  startsAt: Instant;
  endsAt: Instant;
  capacity: number;
  bookedCount: number;
  cancelled: boolean;
}

export interface PartnerCalendarRecord {
  place: { id: string; name: string; timeZone: string; currency: string };
  from: Instant;
  to: Instant;
  staff: CalendarStaffRecord[];
  appointments: CalendarAppointmentRecord[];
  classSessions: CalendarClassSessionRecord[];
  truncated: boolean;
}

/** Who reads the calendar: a staff-role member sees only their own column (ADR 042). */
export interface CalendarViewer {
  userId: string;
  role: PartnerRole;
}

/** An instant as the API writes it (`2026-11-23T09:00:00.000Z`), formatted by the database. */
export const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** No staff row: a staff-role member not yet linked to one sees no column. */
export const NO_STAFF = '00000000-0000-0000-0000-000000000000';

/**
 * One appointment of the calendar as JSON: the client is an account's name or the walk-in the place named.
 * `a` is the appointment, `sv` its service, `u` its client's account (left joined).
 */
export const calendarAppointmentJson = sql`json_build_object(
  'id', a.id, 'status', a.status, 'arrivedAt', ${iso(sql`a.arrived_at`)}, 'staffId', a.staff_id,
  'service', json_build_object('id', sv.id, 'name', sv.name),
  'client', json_build_object(
    'kind', case when a.client_name is not null then 'walk-in' else 'account' end,
    'name', coalesce(a.client_name, u.name, ''), 'phone', a.client_phone),
  'startsAt', ${iso(sql`a.starts_at`)}, 'endsAt', ${iso(sql`a.ends_at`)},
  'busyStartsAt', ${iso(sql`a.busy_starts_at`)}, 'busyEndsAt', ${iso(sql`a.busy_ends_at`)},
  'priceMinor', a.price_minor, 'currency', a.currency, 'notes', a.notes)`;

/** One appointment of the business as the calendar shows it; null when the business has none with this id. */
export async function readCalendarAppointment(
  db: Db,
  businessId: string,
  appointmentId: string,
): Promise<CalendarAppointmentRecord | null> {
  const result = await db.execute(sql`
    select ${calendarAppointmentJson} as appointment
    from appointments a
    join services sv on sv.id = a.service_id
    left join users u on u.id = a.user_id
    where a.id = ${appointmentId}::uuid and a.business_id = ${businessId}::uuid`);
  return resultRows<{ appointment: CalendarAppointmentRecord }>(result)[0]?.appointment ?? null;
}

/**
 * The calendar of a place between two instants (issue 22, ADR 042), in two statements: the place of the
 * business and whose column the viewer may see, then everything the grid draws, each part read by an index
 * (appointments and class sessions by place and start, the staff's hours by staff member):
 * - the staff members of the place (active ones, and retired ones with appointments in the range), their
 *   weekly working hours and breaks, and their time off in the range;
 * - every appointment (any status) that overlaps the range; appointments last at most a day, so the scan
 *   starts a day before `from`;
 * - every class session that overlaps the range, with its booked count and capacity.
 * A staff-role member sees only their own staff column and the classes they teach; asking for another's is
 * refused (`forbidden-column`). The answer is the JSON text of a `PartnerCalendarRecord`, as the database
 * wrote it.
 */
export async function readPartnerCalendar(
  db: Db,
  input: {
    businessId: string;
    placeId: string;
    from: Date;
    to: Date;
    staffId?: string | undefined;
    viewer: CalendarViewer;
  },
): Promise<{ json: string } | 'forbidden-column'> {
  const { businessId, placeId, from, to, viewer } = input;
  const [found] = await preparedRows<{
    place: PartnerCalendarRecord['place'];
    member_staff_id: string | null;
  }>(
    db,
    sql`
    select json_build_object('id', l.id, 'name', l.name, 'timeZone', l.time_zone, 'currency', l.currency)
        as place,
      (select coalesce(m.staff_id, ${NO_STAFF}::uuid) from business_members m
        where m.business_id = l.business_id and m.user_id = ${viewer.userId}) as member_staff_id
    from locations l
    where l.id = ${placeId}::uuid and l.business_id = ${businessId}::uuid`,
  );
  if (!found) throw notFound();
  let column = input.staffId ?? null;
  if (viewer.role === 'staff') {
    const own = found.member_staff_id ?? NO_STAFF;
    if (column && column !== own) return 'forbidden-column';
    column = own;
  }
  const fromText = from.toISOString();
  const toText = to.toISOString();
  const inColumn = (staffColumn: SQL) => (column ? sql`${staffColumn} = ${column}::uuid` : sql`true`);
  const weekly = (table: string, staffColumn: SQL) => sql`(select coalesce(json_agg(json_build_object(
      'weekday', w.weekday, 'start', to_char(w.starts_at, 'HH24:MI'), 'end', to_char(w.ends_at, 'HH24:MI'))
      order by w.weekday, w.starts_at), '[]') from ${sql.identifier(table)} w where w.staff_id = ${staffColumn})`;
  // Prepared statements: the server plans this read (and the one above) once per connection, not per call.
  const [written] = await preparedRows<{ body: string }>(
    db,
    sql`
    with shown_appointments as (
      select a.*, sv.name as service_name, sv.id as sv_id
      from appointments a
      join services sv on sv.id = a.service_id
      where a.location_id = ${placeId}::uuid
        and a.starts_at >= ${fromText}::timestamptz - interval '1 day' and a.starts_at < ${toText}::timestamptz
        and a.ends_at > ${fromText}::timestamptz and ${inColumn(sql`a.staff_id`)}
      order by a.starts_at, a.id
      limit ${CALENDAR_LIMITS.appointments + 1}
    ), shown_sessions as (
      select cs.*, c.name as class_name
      from class_sessions cs
      join classes c on c.id = cs.class_id
      where cs.location_id = ${placeId}::uuid
        and cs.starts_at >= ${fromText}::timestamptz - interval '1 day' and cs.starts_at < ${toText}::timestamptz
        and cs.ends_at > ${fromText}::timestamptz and ${inColumn(sql`cs.instructor_staff_id`)}
      order by cs.starts_at, cs.id
      limit ${CALENDAR_LIMITS.classSessions + 1}
    )
    select json_build_object(
      'place', ${JSON.stringify(found.place)}::json,
      'from', ${fromText}::text,
      'to', ${toText}::text,
      'staff', (select coalesce(json_agg(json_build_object(
          'id', s.id, 'name', s.name, 'title', s.title, 'active', s.active,
          'workingHours', ${weekly('staff_working_hours', sql`s.id`)},
          'breaks', ${weekly('staff_breaks', sql`s.id`)},
          'timeOff', (select coalesce(json_agg(json_build_object(
              'startsAt', ${iso(sql`o.starts_at`)}, 'endsAt', ${iso(sql`o.ends_at`)}) order by o.starts_at), '[]')
            from staff_time_off o
            where o.staff_id = s.id and o.starts_at < ${toText}::timestamptz
              and o.ends_at > ${fromText}::timestamptz))
          order by s.name, s.id), '[]')
        from staff s
        where s.location_id = ${placeId}::uuid and s.business_id = ${businessId}::uuid and ${inColumn(sql`s.id`)}
          and (s.active or exists (select 1 from shown_appointments x where x.staff_id = s.id))),
      'appointments', (select coalesce(json_agg(${calendarAppointmentJson} order by a.starts_at, a.id), '[]')
        from (select * from shown_appointments limit ${CALENDAR_LIMITS.appointments}) a
        join lateral (select a.sv_id as id, a.service_name as name) sv on true
        left join users u on u.id = a.user_id),
      'classSessions', (select coalesce(json_agg(json_build_object(
          'id', cs.id, 'className', cs.class_name, 'instructorStaffId', cs.instructor_staff_id,
          'startsAt', ${iso(sql`cs.starts_at`)}, 'endsAt', ${iso(sql`cs.ends_at`)},
          'capacity', cs.capacity, 'bookedCount', cs.booked_count, 'cancelled', cs.cancelled_at is not null)
          order by cs.starts_at, cs.id), '[]')
        from (select * from shown_sessions limit ${CALENDAR_LIMITS.classSessions}) cs),
      'truncated', (select count(*) from shown_appointments) > ${CALENDAR_LIMITS.appointments}
        or (select count(*) from shown_sessions) > ${CALENDAR_LIMITS.classSessions}
    )::text as body`,
  );
  // The answer as the database wrote it: two thousand appointments are not parsed to be written again.
  return { json: written?.body ?? '{}' };
}
