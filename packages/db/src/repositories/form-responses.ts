import type {
  FormDefinition,
  FormResponseRecord,
  FormResponseSummary,
  FormStore,
  MyFormsList,
} from '@kalendo/domain';
import { and, asc, desc, eq, inArray, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { resultRows } from '../client/result-rows.ts';
import {
  appointments,
  businesses,
  classBookings,
  classes,
  classSessions,
  formResponses,
  forms,
  formVersions,
  locations,
  services,
} from '../schema/index.ts';

/** A point in time, given now or as a prepared query's placeholder (an ISO 8601 string when run). */
type Instant = Date | Placeholder;

const instant = (at: Instant) => sql`${at instanceof Date ? at.toISOString() : at}::timestamptz`;

/**
 * The visit a response belongs to is gone: its appointment began, ended or was cancelled, or its class spot
 * was cancelled or its session began.
 */
const visitGone = (now: Instant) =>
  sql`((${appointments.id} is not null
      and (${appointments.status} <> 'booked' or ${appointments.startsAt} <= ${instant(now)}))
    or (${classBookings.id} is not null and (${classBookings.status} not in ('booked', 'waitlisted')
      or ${classSessions.startsAt} <= ${instant(now)} or ${classSessions.cancelledAt} is not null)))`;

/** A response is expired when it is not done and its visit is gone. */
const expiredAt = (now: Instant) => sql`(${formResponses.state} <> 'done' and ${visitGone(now)})`;

const LISTS: Record<MyFormsList, (now: Instant) => SQL> = {
  todo: (now) => sql`(${formResponses.state} <> 'done' and not ${expiredAt(now)})`,
  done: () => sql`${formResponses.state} = 'done'`,
  expired: expiredAt,
};

const ORDER: Record<MyFormsList, SQL[]> = {
  todo: [sql`${formResponses.dueAt} asc nulls last`, asc(formResponses.createdAt), asc(formResponses.id)],
  done: [desc(formResponses.signedAt), desc(formResponses.id)],
  expired: [sql`coalesce(${appointments.startsAt}, ${classSessions.startsAt}) desc`, desc(formResponses.id)],
};

function summaryColumns(now: Date) {
  return {
    id: formResponses.id,
    formId: formResponses.formId,
    state: sql<FormResponseSummary['state']>`case when ${expiredAt(now)} then 'expired'
      else ${formResponses.state} end`,
    rule: forms.rule,
    definition: formVersions.definition,
    version: formVersions.version,
    businessName: businesses.name,
    dueAt: formResponses.dueAt,
    submittedAt: formResponses.signedAt,
    updatedAt: formResponses.updatedAt,
    answers: formResponses.answers,
    // An appointment, or a class spot named by its class (issue 19).
    appointmentId: sql<string | null>`coalesce(${appointments.id}, ${classBookings.id})`,
    startsAt: sql<Date | null>`coalesce(${appointments.startsAt}, ${classSessions.startsAt})`.mapWith(
      appointments.startsAt,
    ),
    serviceName: sql<string | null>`coalesce(${services.name}, ${classes.name})`,
    placeName: locations.name,
    timeZone: locations.timeZone,
  };
}

function selectResponses(db: Db, now: Date) {
  return db
    .select(summaryColumns(now))
    .from(formResponses)
    .innerJoin(forms, eq(forms.id, formResponses.formId))
    .innerJoin(formVersions, eq(formVersions.id, formResponses.formVersionId))
    .innerJoin(businesses, eq(businesses.id, formResponses.businessId))
    .leftJoin(appointments, eq(appointments.id, formResponses.appointmentId))
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(classBookings, eq(classBookings.id, formResponses.classBookingId))
    .leftJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
    .leftJoin(classes, eq(classes.id, classSessions.classId))
    .leftJoin(
      locations,
      eq(locations.id, sql`coalesce(${appointments.locationId}, ${classSessions.locationId})`),
    );
}

type ResponseRow = Awaited<ReturnType<ReturnType<typeof selectResponses>['execute']>>[number];

function toSummary(row: ResponseRow): FormResponseSummary {
  return {
    id: row.id,
    formId: row.formId,
    state: row.state,
    rule: row.rule,
    title: row.definition.title,
    defaultLanguage: row.definition.defaultLanguage,
    businessName: row.businessName,
    dueAt: row.dueAt,
    submittedAt: row.submittedAt,
    updatedAt: row.updatedAt,
    appointment:
      row.appointmentId && row.startsAt
        ? {
            id: row.appointmentId,
            startsAt: row.startsAt,
            serviceName: row.serviceName ?? '',
            placeName: row.placeName ?? '',
            timeZone: row.timeZone ?? 'UTC',
          }
        : null,
  };
}

const toRecord = (row: ResponseRow): FormResponseRecord => ({
  ...toSummary(row),
  version: row.version,
  definition: row.definition,
  answers: row.answers,
});

/** The user's still-open response (todo or draft, not expired) with this id. */
const openResponse = (userId: string, responseId: string, now: Date) =>
  and(
    eq(formResponses.id, responseId),
    eq(formResponses.userId, userId),
    inArray(formResponses.state, ['todo', 'draft']),
    sql`not exists (select 1 from ${appointments} where ${appointments.id} = ${formResponses.appointmentId}
      and (${appointments.status} <> 'booked' or ${appointments.startsAt} <= ${instant(now)}))`,
    sql`not exists (select 1 from ${classBookings} cb join ${classSessions} cs on cs.id = cb.session_id
      where cb.id = ${formResponses.classBookingId} and (cb.status not in ('booked', 'waitlisted')
        or cs.starts_at <= ${instant(now)} or cs.cancelled_at is not null))`,
  );

/** The latest version of a form. */
const latestVersion = sql`(select v.id from ${formVersions} v where v.form_id = ${forms.id}
  order by v.version desc limit 1)`;

/** The form a service or a class asks, in its latest version (none: empty). */
function askedForms(db: Db, asking: typeof services | typeof classes, id: string) {
  return db
    .select({
      formId: forms.id,
      rule: forms.rule,
      dueHoursBefore: forms.dueHoursBefore,
      validMonths: forms.validMonths,
      version: formVersions.version,
      definition: formVersions.definition,
    })
    .from(asking)
    .innerJoin(forms, and(eq(forms.id, asking.requiredFormId), eq(forms.active, true)))
    .innerJoin(formVersions, eq(formVersions.id, latestVersion))
    .where(eq(asking.id, id));
}

/**
 * The "before booking" forms these services or classes ask, each with the user's completed response not
 * yet used by an appointment or a spot (null: none).
 */
async function askedBeforeBooking(
  db: Db,
  asking: typeof services | typeof classes,
  userId: string,
  ids: string[],
) {
  if (ids.length === 0) return [];
  return db
    .select({
      askingId: asking.id,
      formId: forms.id,
      responseId: sql<string | null>`(select r.id from ${formResponses} r where r.form_id = ${forms.id}
        and r.user_id = ${userId} and r.state = 'done' and r.appointment_id is null
        and r.class_booking_id is null order by r.signed_at desc limit 1)`,
    })
    .from(asking)
    .innerJoin(
      forms,
      and(eq(forms.id, asking.requiredFormId), eq(forms.active, true), eq(forms.rule, 'before-booking')),
    )
    .where(inArray(asking.id, ids));
}

/** Forms and responses (issue 19), every read and write of a response scoped to its user. */
/**
 * How many forms a user has to fill (todo and draft, not expired), at most `limit`, as a scalar subquery
 * (alone or with the shell's other counts).
 */
export function formsToFillCount(
  db: Db,
  input: { userId: string | Placeholder; now: Instant; limit: number | Placeholder },
): SQL {
  const open = db
    .select({ id: formResponses.id })
    .from(formResponses)
    .leftJoin(appointments, eq(appointments.id, formResponses.appointmentId))
    .leftJoin(classBookings, eq(classBookings.id, formResponses.classBookingId))
    .leftJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
    .where(and(eq(formResponses.userId, input.userId), LISTS.todo(input.now)))
    .limit(input.limit);
  return sql`(select count(*)::int from (${open}) open)`;
}

export function createFormResponses(db: Db): FormStore {
  return {
    async listMine({ userId, list, now, limit }) {
      const rows = await selectResponses(db, now)
        .where(and(eq(formResponses.userId, userId), LISTS[list](now)))
        .orderBy(...ORDER[list])
        .limit(limit);
      return rows.map(toSummary);
    },
    async countToFill(input) {
      const result = await db.execute(sql`select ${formsToFillCount(db, input)} as count`);
      return Number(resultRows<{ count: number | string }>(result)[0]?.count ?? 0);
    },
    async findMine({ userId, responseId, now }) {
      const [row] = await selectResponses(db, now).where(
        and(eq(formResponses.id, responseId), eq(formResponses.userId, userId)),
      );
      return row ? toRecord(row) : null;
    },
    async saveDraft({ userId, responseId, answers, now }) {
      const saved = await db
        .update(formResponses)
        .set({ answers, state: 'draft', updatedAt: now })
        .where(openResponse(userId, responseId, now))
        .returning({ id: formResponses.id });
      return saved.length > 0;
    },
    async submit({ userId, responseId, answers, now }) {
      const done = await db
        .update(formResponses)
        .set({ answers, state: 'done', signedAt: now, updatedAt: now })
        .where(openResponse(userId, responseId, now))
        .returning({ id: formResponses.id });
      return done.length > 0;
    },
    listServiceForms: (serviceId) => askedForms(db, services, serviceId),
    listClassForms: (classId) => askedForms(db, classes, classId),
    async openBeforeBooking({ userId, formId }) {
      const unused = and(
        eq(formResponses.formId, formId),
        eq(formResponses.userId, userId),
        isNull(formResponses.appointmentId),
        isNull(formResponses.classBookingId),
      );
      const [existing] = await db
        .select({ id: formResponses.id })
        .from(formResponses)
        .where(unused)
        .orderBy(sql`${formResponses.state} = 'done' desc`, desc(formResponses.updatedAt))
        .limit(1);
      if (existing) return existing.id;
      const created = resultRows<{ id: string }>(
        await db.execute(sql`insert into form_responses (form_id, form_version_id, business_id, user_id)
          select f.id, (select v.id from form_versions v where v.form_id = f.id order by v.version desc limit 1),
            f.business_id, ${userId}
          from forms f where f.id = ${formId} and f.active and f.rule = 'before-booking'
          returning id`),
      )[0];
      return created?.id ?? null;
    },
    async beforeBookingForms({ userId, serviceIds }) {
      const rows = await askedBeforeBooking(db, services, userId, serviceIds);
      return rows.map(({ askingId, ...form }) => ({ serviceId: askingId, ...form }));
    },
    async classBeforeBookingForms({ userId, classIds }) {
      const rows = await askedBeforeBooking(db, classes, userId, classIds);
      return rows.map(({ askingId, ...form }) => ({ classId: askingId, ...form }));
    },
    async publishVersion(formId: string, definition: FormDefinition) {
      const [row] = await db
        .insert(formVersions)
        .values({
          formId,
          definition,
          version: sql`(select coalesce(max(version), 0) + 1 from ${formVersions} where form_id = ${formId})`,
        })
        .returning({ version: formVersions.version });
      return row?.version ?? 0;
    },
  };
}
