import type { PartnerRole } from '@kalendo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../client/database.ts';
import { resultRows } from '../../client/result-rows.ts';
import { preparedRows } from '../prepared-query.ts';

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

/** One appointment as the grid draws it (ADR 050): indexes into `staff` and `services`, minutes from `from`. */
export interface CalendarBlockRecord {
  id: string;
  staff: number;
  service: number;
  start: number;
  minutes: number;
  status: CalendarAppointmentRecord['status'];
  arrived: boolean;
  client: string;
}

export interface PartnerCalendarRecord {
  place: { id: string; name: string; timeZone: string; currency: string };
  from: Instant;
  to: Instant;
  /** The one staff member whose column this is (a staff-role member's own, whatever was asked); null: all. */
  column: string | null;
  staff: CalendarStaffRecord[];
  services: Array<{ id: string; name: string }>;
  appointments: CalendarBlockRecord[];
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
  /** Only if it is this staff member's (a staff-role member's own column). */
  column?: string,
): Promise<CalendarAppointmentRecord | null> {
  const result = await db.execute(sql`
    select ${calendarAppointmentJson} as appointment
    from appointments a
    join services sv on sv.id = a.service_id
    left join users u on u.id = a.user_id
    where a.id = ${appointmentId}::uuid and a.business_id = ${businessId}::uuid
      ${column ? sql`and a.staff_id = ${column}::uuid` : sql``}`);
  return resultRows<{ appointment: CalendarAppointmentRecord }>(result)[0]?.appointment ?? null;
}

/**
 * The staff column a viewer reads: a staff-role member always their own (whatever they asked for; one not
 * yet linked to a staff row, `NO_STAFF`), anyone else the one asked for or the whole place (null).
 */
export async function viewerColumn(
  db: Db,
  businessId: string,
  viewer: CalendarViewer,
  asked: string | null,
): Promise<string | null> {
  if (viewer.role !== 'staff') return asked;
  const [member] = await preparedRows<{ staff_id: string | null }>(
    db,
    sql`select staff_id from business_members
      where business_id = ${businessId}::uuid and user_id = ${viewer.userId}`,
  );
  return member?.staff_id ?? NO_STAFF;
}

interface BlockRow {
  id: string;
  staff_id: string;
  service_id: string;
  service_name: string;
  start: number;
  minutes: number;
  status: CalendarBlockRecord['status'];
  arrived: boolean;
  client: string;
}

/**
 * The calendar of a place between two instants (issue 22, ADR 042, lean since ADR 050), in two statements
 * run side by side, each read by an index:
 * - the place and what is small: its staff members (active ones, and retired ones with appointments in the
 *   range) with their weekly hours, breaks and time off in the range, and its class sessions overlapping the
 *   range, built as JSON by the database;
 * - the appointments (any status) overlapping the range as plain rows, no JSON and no formatted instants:
 *   a start in minutes from `from`, a length in minutes, the staff member and service by id (made indexes
 *   here), the client's name. Appointments last at most a day, so the scan starts a day before `from`.
 * The viewer's column (`viewerColumn`) narrows both. Null when the business has no such place.
 */
export async function readPartnerCalendar(
  db: Db,
  input: { businessId: string; placeId: string; from: Date; to: Date; column: string | null },
): Promise<PartnerCalendarRecord | null> {
  const { businessId, placeId, from, to, column } = input;
  const fromText = from.toISOString();
  const toText = to.toISOString();
  const inColumn = (staffColumn: SQL) => (column ? sql`${staffColumn} = ${column}::uuid` : sql`true`);
  const weekly = (table: string, staffColumn: SQL) => sql`(select coalesce(json_agg(json_build_object(
      'weekday', w.weekday, 'start', to_char(w.starts_at, 'HH24:MI'), 'end', to_char(w.ends_at, 'HH24:MI'))
      order by w.weekday, w.starts_at), '[]') from ${sql.identifier(table)} w where w.staff_id = ${staffColumn})`;
  const inRange = (table: SQL) => sql`${table}.location_id = ${placeId}::uuid
    and ${table}.starts_at >= ${fromText}::timestamptz - interval '1 day'
    and ${table}.starts_at < ${toText}::timestamptz and ${table}.ends_at > ${fromText}::timestamptz`;
  // Prepared statements: the server plans each read once per connection, not per call.
  const [[head], rows] = await Promise.all([
    preparedRows<{
      place: PartnerCalendarRecord['place'];
      staff: CalendarStaffRecord[];
      sessions: CalendarClassSessionRecord[];
      more_sessions: boolean;
    }>(
      db,
      sql`
      with shown_sessions as (
        select cs.*, c.name as class_name
        from class_sessions cs
        join classes c on c.id = cs.class_id
        where ${inRange(sql`cs`)} and ${inColumn(sql`cs.instructor_staff_id`)}
        order by cs.starts_at, cs.id
        limit ${CALENDAR_LIMITS.classSessions + 1}
      )
      select json_build_object('id', l.id, 'name', l.name, 'timeZone', l.time_zone, 'currency', l.currency)
          as place,
        (select coalesce(json_agg(json_build_object(
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
          where s.location_id = l.id and s.business_id = l.business_id and ${inColumn(sql`s.id`)}
            and (s.active or exists (select 1 from appointments x where ${inRange(sql`x`)}
              and x.staff_id = s.id))) as staff,
        (select coalesce(json_agg(json_build_object(
            'id', cs.id, 'className', cs.class_name, 'instructorStaffId', cs.instructor_staff_id,
            'startsAt', ${iso(sql`cs.starts_at`)}, 'endsAt', ${iso(sql`cs.ends_at`)},
            'capacity', cs.capacity, 'bookedCount', cs.booked_count, 'cancelled', cs.cancelled_at is not null)
            order by cs.starts_at, cs.id), '[]')
          from (select * from shown_sessions limit ${CALENDAR_LIMITS.classSessions}) cs) as sessions,
        (select count(*) from shown_sessions) > ${CALENDAR_LIMITS.classSessions} as more_sessions
      from locations l
      where l.id = ${placeId}::uuid and l.business_id = ${businessId}::uuid`,
    ),
    preparedRows<BlockRow>(
      db,
      sql`
      select a.id, a.staff_id, a.service_id, sv.name as service_name,
        floor(date_part('epoch', a.starts_at - ${fromText}::timestamptz) / 60)::int4 as start,
        ceil(date_part('epoch', a.ends_at - a.starts_at) / 60)::int4 as minutes,
        a.status, a.arrived_at is not null as arrived, coalesce(a.client_name, u.name, '') as client
      from appointments a
      join services sv on sv.id = a.service_id
      left join users u on u.id = a.user_id
      where ${inRange(sql`a`)} and a.business_id = ${businessId}::uuid and ${inColumn(sql`a.staff_id`)}
      order by a.starts_at, a.id
      limit ${CALENDAR_LIMITS.appointments + 1}`,
    ),
  ]);
  if (!head) return null;
  const staffIndex = new Map(head.staff.map((member, index) => [member.id, index]));
  const services: PartnerCalendarRecord['services'] = [];
  const serviceIndex = new Map<string, number>();
  const shown = rows.length > CALENDAR_LIMITS.appointments ? rows.slice(0, -1) : rows;
  const appointments = shown.map((row): CalendarBlockRecord => {
    let service = serviceIndex.get(row.service_id);
    if (service === undefined) {
      service = services.push({ id: row.service_id, name: row.service_name }) - 1;
      serviceIndex.set(row.service_id, service);
    }
    return {
      id: row.id,
      staff: staffIndex.get(row.staff_id) ?? -1,
      service,
      start: row.start,
      minutes: row.minutes,
      status: row.status,
      arrived: row.arrived,
      client: row.client,
    };
  });
  return {
    place: head.place,
    from: fromText,
    to: toText,
    column: column === NO_STAFF ? null : column,
    staff: head.staff,
    services,
    appointments,
    classSessions: head.sessions,
    truncated: rows.length > CALENDAR_LIMITS.appointments || head.more_sessions,
  };
}
