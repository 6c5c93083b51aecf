import type {
  AnswerValue,
  ClientKey,
  ClientPosition,
  FormDefinition,
  PartnerRole,
  StartPosition,
} from '@kalendo/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../client/database.ts';
import { resultRows } from '../../client/result-rows.ts';
import { listPartnerAudit } from './partner-audit-read.ts';
import { iso, NO_STAFF } from './partner-calendar.ts';

/** Bounds of the clients of a business (SECURITY.md: every list has one). */
export const CLIENT_LIMITS = { page: 30, visits: 100, forms: 30 } as const;

type Instant = string;

export interface ClientSummaryRecord {
  key: string;
  kind: 'account' | 'walk-in';
  name: string;
  email: string | null;
  phone: string | null;
  visitCount: number;
  lastVisitAt: Instant | null;
  nextVisitAt: Instant | null;
}

export interface ClientVisitRecord {
  kind: 'appointment' | 'class';
  id: string;
  startsAt: Instant;
  endsAt: Instant;
  serviceName: string;
  staffName: string | null;
  placeName: string;
  /** An appointment's status, or a class spot's. */
  status: 'booked' | 'cancelled' | 'completed' | 'no_show' | 'waitlisted' | 'attended';
}

export interface ClientFormRecord {
  id: string;
  formName: string;
  signedAt: Instant | null;
  definition: FormDefinition;
  answers: Record<string, AnswerValue>;
}

/** Who reads the clients: a staff-role member sees only the clients of their own appointments (ADR 043). */
export interface ClientsViewer {
  userId: string;
  role: PartnerRole;
}

/**
 * A walk-in is the same client when the place gave the same phone digits, or, without a phone, the same name
 * (any case, trimmed); an account is its user (ADR 043). `a` is the appointment.
 */
const walkInHash = sql`md5(coalesce(nullif(regexp_replace(a.client_phone, '[^0-9]', '', 'g'), ''),
  'name:' || lower(btrim(a.client_name))))`;
const clientKeyOf = sql`case when a.client_name is not null then 'w-' || ${walkInHash} else 'a-' || a.user_id end`;

/** The appointments of a client (by key) at the business: an account's own bookings, or the walk-in's. */
const appointmentOfClient = (key: ClientKey) =>
  key.kind === 'account'
    ? sql`a.user_id = ${key.userId} and a.client_name is null`
    : sql`a.client_name is not null and ${walkInHash} = ${key.hash}`;

/** The staff row a staff-role viewer is (none linked: a row nobody is); null for owners and managers. */
async function ownStaffId(db: Db, businessId: string, viewer: ClientsViewer): Promise<string | null> {
  if (viewer.role !== 'staff') return null;
  const rows = resultRows<{ staff_id: string | null }>(
    await db.execute(sql`select staff_id from business_members
      where business_id = ${businessId}::uuid and user_id = ${viewer.userId}`),
  );
  return rows[0]?.staff_id ?? NO_STAFF;
}

/**
 * Every visit of every client of the business as rows (client key, name, e-mail, phone, start, status):
 * appointments (an account's or a named walk-in's) and class spots. A staff member's view holds only their
 * own appointments; `only` narrows it to one client.
 */
function visitRows(businessId: string, staffId: string | null, only: ClientKey | null) {
  const staffAppointments = staffId ? sql`and a.staff_id = ${staffId}::uuid` : sql``;
  const oneClient = only ? sql`and ${appointmentOfClient(only)}` : sql``;
  const classRows =
    staffId || only?.kind === 'walk-in'
      ? sql``
      : sql`union all
      select 'a-' || cb.user_id, u.name, u.email, null, cs.starts_at,
        case cb.status when 'attended' then 'completed' when 'waitlisted' then 'cancelled' else cb.status::text end
      from class_bookings cb
      join class_sessions cs on cs.id = cb.session_id
      join classes c on c.id = cs.class_id
      join users u on u.id = cb.user_id
      where c.business_id = ${businessId}::uuid ${only?.kind === 'account' ? sql`and cb.user_id = ${only.userId}` : sql``}`;
  return sql`
    select ${clientKeyOf} as client_key, coalesce(a.client_name, u.name, '') as name, u.email as email,
      a.client_phone as phone, a.starts_at, a.status::text as status
    from appointments a
    left join users u on u.id = a.user_id
    where a.business_id = ${businessId}::uuid and (a.client_name is not null or a.user_id is not null)
      ${staffAppointments} ${oneClient}
    ${classRows}`;
}

/**
 * The clients of those visits, one row each: the latest name and phone the place gave, the visits that took
 * place (started before `now`, neither cancelled nor a no-show), the last of them and the next booked one.
 */
function clientRows(visits: SQL, now: Date) {
  const at = now.toISOString();
  const visited = sql`v.starts_at < ${at}::timestamptz and v.status in ('booked', 'completed')`;
  const upcoming = sql`v.starts_at >= ${at}::timestamptz and v.status = 'booked'`;
  return sql`
    select v.client_key as key, (array_agg(v.name order by v.starts_at desc))[1] as name,
      max(v.email) as email,
      (array_agg(v.phone order by v.starts_at desc) filter (where v.phone is not null))[1] as phone,
      (count(*) filter (where ${visited}))::int as visit_count,
      max(v.starts_at) filter (where ${visited}) as last_visit,
      min(v.starts_at) filter (where ${upcoming}) as next_visit
    from (${visits}) v (client_key, name, email, phone, starts_at, status)
    group by v.client_key`;
}

const summaryJson = sql`json_build_object('key', c.key,
  'kind', case when c.key like 'w-%' then 'walk-in' else 'account' end,
  'name', c.name, 'email', c.email, 'phone', c.phone, 'visitCount', c.visit_count,
  'lastVisitAt', ${iso(sql`c.last_visit`)}, 'nextVisitAt', ${iso(sql`c.next_visit`)})`;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The clients of a business by name (ADR 043), a page at a time, optionally found by name, e-mail or phone. */
export async function listPartnerClients(
  db: Db,
  input: {
    businessId: string;
    viewer: ClientsViewer;
    now: Date;
    search: { text: string; digits: string | null } | null;
    after: ClientPosition | null;
  },
): Promise<{ items: ClientSummaryRecord[]; next: ClientPosition | null }> {
  const { businessId, search, after } = input;
  const staffId = await ownStaffId(db, businessId, input.viewer);
  const found = search
    ? sql`and (c.name ilike ${likePattern(search.text)} or c.email ilike ${likePattern(search.text)}
        ${search.digits ? sql`or regexp_replace(coalesce(c.phone, ''), '[^0-9]', '', 'g') like ${likePattern(search.digits)}` : sql``})`
    : sql``;
  const later = after ? sql`and (lower(c.name), c.key) > (${after.name}, ${after.key})` : sql``;
  const rows = resultRows<{ client: ClientSummaryRecord; sort_name: string }>(
    await db.execute(sql`
      select ${summaryJson} as client, lower(c.name) as sort_name
      from (${clientRows(visitRows(businessId, staffId, null), input.now)}) c
      where true ${found} ${later}
      order by lower(c.name), c.key
      limit ${CLIENT_LIMITS.page + 1}`),
  );
  const items = rows.slice(0, CLIENT_LIMITS.page);
  const last = rows.length > CLIENT_LIMITS.page ? items.at(-1) : undefined;
  return {
    items: items.map((row) => row.client),
    next: last ? { name: last.sort_name, key: last.client.key } : null,
  };
}

/** When a visit starts, to the millisecond the API writes (a cursor carries no more). */
const visitStartMs = sql`date_trunc('milliseconds', v.starts_at)`;

/**
 * One client of the business with a page of their visits (newest first; `before`: the last visit of the page
 * before) and the forms they filled for it, or null when the viewer may not see them (another business's, or
 * a staff member's who never had an appointment with them). A staff member sees only their own appointments
 * with the client and the forms of those.
 */
export async function readPartnerClient(
  db: Db,
  input: {
    businessId: string;
    viewer: ClientsViewer;
    now: Date;
    key: ClientKey;
    before: StartPosition | null;
  },
): Promise<{
  client: ClientSummaryRecord;
  visits: ClientVisitRecord[];
  visitsNext: StartPosition | null;
  forms: ClientFormRecord[];
} | null> {
  const { businessId, key, before } = input;
  const staffId = await ownStaffId(db, businessId, input.viewer);
  const [summary] = resultRows<{ client: ClientSummaryRecord }>(
    await db.execute(sql`select ${summaryJson} as client
      from (${clientRows(visitRows(businessId, staffId, key), input.now)}) c`),
  );
  if (!summary) return null;
  const staffAppointments = staffId ? sql`and a.staff_id = ${staffId}::uuid` : sql``;
  const theirAppointments = sql`select a.id from appointments a
    where a.business_id = ${businessId}::uuid and ${appointmentOfClient(key)} ${staffAppointments}`;
  const classVisits =
    key.kind === 'account' && !staffId
      ? sql`union all
        select json_build_object('kind', 'class', 'id', cb.id, 'startsAt', ${iso(sql`cs.starts_at`)},
          'endsAt', ${iso(sql`cs.ends_at`)}, 'serviceName', c.name, 'staffName', st.name, 'placeName', l.name,
          'status', cb.status::text), cs.starts_at, cb.id
        from class_bookings cb
        join class_sessions cs on cs.id = cb.session_id
        join classes c on c.id = cs.class_id
        join locations l on l.id = cs.location_id
        left join staff st on st.id = cs.instructor_staff_id
        where c.business_id = ${businessId}::uuid and cb.user_id = ${key.userId}`
      : sql``;
  const earlier = before
    ? sql`where (${visitStartMs}, v.id) < (${before.startsAt.toISOString()}::timestamptz, ${before.id}::uuid)`
    : sql``;
  const visitRowsOfPage = resultRows<{ visit: ClientVisitRecord }>(
    await db.execute(sql`
      select visit from (
        select json_build_object('kind', 'appointment', 'id', a.id, 'startsAt', ${iso(sql`a.starts_at`)},
          'endsAt', ${iso(sql`a.ends_at`)}, 'serviceName', sv.name, 'staffName', st.name, 'placeName', l.name,
          'status', a.status::text) as visit, a.starts_at, a.id
        from appointments a
        join services sv on sv.id = a.service_id
        join staff st on st.id = a.staff_id
        join locations l on l.id = a.location_id
        where a.id in (${theirAppointments})
        ${classVisits}
      ) v ${earlier}
      order by ${visitStartMs} desc, v.id desc
      limit ${CLIENT_LIMITS.visits + 1}`),
  );
  const visits = visitRowsOfPage.slice(0, CLIENT_LIMITS.visits).map((row) => row.visit);
  const last = visitRowsOfPage.length > CLIENT_LIMITS.visits ? visits.at(-1) : undefined;
  // The forms of their appointments (and, for an account seen by an owner or manager, every form they
  // signed for the business: class spots and once-per-client forms too).
  const ownForms = key.kind === 'account' && !staffId ? sql`or fr.user_id = ${key.userId}` : sql``;
  const forms = resultRows<{ form: ClientFormRecord }>(
    await db.execute(sql`
      select json_build_object('id', fr.id, 'formName', f.name, 'signedAt', ${iso(sql`fr.signed_at`)},
        'definition', fv.definition, 'answers', fr.answers) as form
      from form_responses fr
      join forms f on f.id = fr.form_id
      join form_versions fv on fv.id = fr.form_version_id
      where fr.business_id = ${businessId}::uuid and fr.state = 'done'
        and (fr.appointment_id in (${theirAppointments}) ${ownForms})
      order by fr.signed_at desc nulls last, fr.id
      limit ${CLIENT_LIMITS.forms}`),
  ).map((row) => row.form);
  return {
    client: summary.client,
    visits,
    visitsNext: last ? { startsAt: new Date(last.startsAt), id: last.id } : null,
    forms,
  };
}

/** What the partner portal reads about people (ADR 043): the clients of a business and its activity log. */
export function createPartnerClients(db: Db) {
  return {
    list: (input: Parameters<typeof listPartnerClients>[1]) => listPartnerClients(db, input),
    read: (input: Parameters<typeof readPartnerClient>[1]) => readPartnerClient(db, input),
    activity: (input: Parameters<typeof listPartnerAudit>[1]) => listPartnerAudit(db, input),
  };
}
