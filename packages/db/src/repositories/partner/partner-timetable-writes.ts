import { type ClassSessionChangeOutcome, planClassSessions } from '@kalendo/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import { classes, classSessions, locations } from '../../schema/index.ts';
import {
  assignClassSessionTeacherIn,
  cancelClassSessionIn,
  moveClassSessionIn,
  type TeacherAssignment,
} from '../class-session-changes.ts';
import { appendAudit } from './partner-audit.ts';
import { notFound, PartnerRefusal } from './partner-refusal.ts';
import {
  countPlaceStaff,
  readClassTypes,
  readSessionPeople,
  readTimetableSessions,
} from './partner-timetable.ts';
import { teacherGuarded } from './teacher-busy.ts';

export interface ClassTypeFields {
  placeId: string;
  name: string;
  description: string;
  durationMinutes: number;
  priceMinor: number;
  currency: string;
  defaultCapacity: number;
  level: 'all' | 'beginner' | 'intermediate' | 'advanced';
}

export interface NewClassSessions {
  classId: string;
  staffId: string | null;
  /** The first session's day and time on the place's clock; `weeks` sessions in all, one a week. */
  date: string;
  time: string;
  weeks: number;
  /** The class's own when absent. */
  durationMinutes?: number | undefined;
  capacity?: number | undefined;
  waitlistCapacity: number;
}

export interface SessionPatch {
  startsAt?: string | undefined;
  capacity?: number | undefined;
  waitlistCapacity?: number | undefined;
}

interface Actor {
  businessId: string;
  userId: string;
}

/** A refused change of a session as the partner API answers it. */
function refusalOf(outcome: ClassSessionChangeOutcome | TeacherAssignment): PartnerRefusal | null {
  if (outcome.kind === 'not-found') return notFound();
  if (outcome.kind === 'already-cancelled') return new PartnerRefusal({ kind: 'class-already-cancelled' });
  if (outcome.kind === 'started') return new PartnerRefusal({ kind: 'class-started' });
  return null;
}

/** A business's class types and timetable: scoped by business, each write audited in its transaction. */
export function createPartnerTimetable(db: Db) {
  async function sessionOf(tx: DbTransaction, businessId: string, sessionId: string) {
    const [session] = await readTimetableSessions(tx, businessId, { ids: [sessionId] });
    if (!session) throw notFound();
    return session;
  }

  return {
    listClasses: (businessId: string) => readClassTypes(db, businessId),
    /** A place's sessions in a range; another business's place is not found. */
    async listSessions(businessId: string, range: { placeId: string; from: Date; to: Date }) {
      const [place] = await db
        .select({ id: locations.id })
        .from(locations)
        .where(and(eq(locations.id, range.placeId), eq(locations.businessId, businessId)));
      if (!place) throw notFound();
      return readTimetableSessions(db, businessId, range);
    },
    sessionPeople: (businessId: string, sessionId: string) => readSessionPeople(db, businessId, sessionId),

    async createClass({ businessId, userId }: Actor, fields: ClassTypeFields) {
      return db.transaction(async (tx) => {
        const [place] = await tx
          .select({ id: locations.id })
          .from(locations)
          .where(and(eq(locations.id, fields.placeId), eq(locations.businessId, businessId)));
        if (!place) throw notFound();
        const { placeId, ...rest } = fields;
        const [row] = await tx
          .insert(classes)
          .values({ ...rest, businessId, locationId: placeId })
          .returning({ id: classes.id });
        if (!row) throw new Error('class not inserted');
        const [created] = await readClassTypes(tx, businessId, [row.id]);
        await appendAudit(tx, {
          businessId,
          actorUserId: userId,
          action: 'class.create',
          subjectKind: 'class',
          subjectId: row.id,
          after: created,
        });
        return created as NonNullable<typeof created>;
      });
    },

    /** One session or a weekly series of it, all or none (a refused week refuses the series). */
    async createSessions({ businessId, userId }: Actor, input: NewClassSessions, now: Date) {
      return teacherGuarded(() =>
        db.transaction(async (tx) => {
          const [found] = await tx
            .select({
              placeId: classes.locationId,
              durationMinutes: classes.durationMinutes,
              defaultCapacity: classes.defaultCapacity,
              timeZone: locations.timeZone,
            })
            .from(classes)
            .innerJoin(locations, eq(locations.id, classes.locationId))
            .where(and(eq(classes.id, input.classId), eq(classes.businessId, businessId)));
          if (!found) throw notFound();
          if (input.staffId && (await countPlaceStaff(tx, businessId, found.placeId, input.staffId)) === 0)
            throw notFound();
          const plan = planClassSessions({
            date: input.date,
            time: input.time,
            timeZone: found.timeZone,
            durationMinutes: input.durationMinutes ?? found.durationMinutes,
            weeks: input.weeks,
            now,
          });
          if (plan.kind === 'refused')
            throw plan.reason === 'start-in-past'
              ? new PartnerRefusal({ kind: 'start-in-past' })
              : new PartnerRefusal({ kind: 'invalid-field', field: 'time', message: 'no-such-time' });
          const rows = await tx
            .insert(classSessions)
            .values(
              plan.sessions.map((session) => ({
                ...session,
                classId: input.classId,
                locationId: found.placeId,
                instructorStaffId: input.staffId,
                capacity: input.capacity ?? found.defaultCapacity,
                waitlistCapacity: input.waitlistCapacity,
              })),
            )
            .returning({ id: classSessions.id });
          const created = await readTimetableSessions(tx, businessId, { ids: rows.map((row) => row.id) });
          for (const session of created)
            await appendAudit(tx, {
              businessId,
              actorUserId: userId,
              action: 'class-session.create',
              subjectKind: 'class-session',
              subjectId: session.id,
              after: session,
            });
          return created;
        }),
      );
    },

    /**
     * A new start (its holders told, as a place's move), capacity or waitlist size. Capacity never goes below
     * the spots taken: the update is guarded by the booked count it reads under the row lock.
     */
    async updateSession({ businessId, userId }: Actor, sessionId: string, patch: SessionPatch, now: Date) {
      return teacherGuarded(() =>
        db.transaction(async (tx) => {
          const before = await sessionOf(tx, businessId, sessionId);
          if (patch.startsAt !== undefined) {
            const startsAt = new Date(patch.startsAt);
            if (startsAt.getTime() <= now.getTime()) throw new PartnerRefusal({ kind: 'start-in-past' });
            const refused = refusalOf(await moveClassSessionIn(tx, { businessId, sessionId, startsAt, now }));
            if (refused) throw refused;
          } else {
            const refused = refusalOf(
              before.cancelledAt
                ? { kind: 'already-cancelled' }
                : Date.parse(before.startsAt) <= now.getTime()
                  ? { kind: 'started' }
                  : { kind: 'moved', told: 0 },
            );
            if (refused) throw refused;
          }
          if (patch.capacity !== undefined || patch.waitlistCapacity !== undefined) {
            const capacity = patch.capacity ?? before.capacity;
            const changed = await tx
              .update(classSessions)
              .set({ capacity, waitlistCapacity: patch.waitlistCapacity ?? before.waitlistCapacity })
              .where(
                and(eq(classSessions.id, sessionId), gte(sql`${capacity}::int`, classSessions.bookedCount)),
              )
              .returning({ id: classSessions.id });
            if (changed.length === 0) {
              const [row] = await tx
                .select({ booked: classSessions.bookedCount })
                .from(classSessions)
                .where(eq(classSessions.id, sessionId));
              throw new PartnerRefusal({ kind: 'capacity-below-booked', booked: row?.booked ?? 0 });
            }
          }
          const after = await sessionOf(tx, businessId, sessionId);
          await appendAudit(tx, {
            businessId,
            actorUserId: userId,
            action: 'class-session.update',
            subjectKind: 'class-session',
            subjectId: sessionId,
            before,
            after,
          });
          return after;
        }),
      );
    },

    /**
     * Another of the place's staff teaches the session (ADR 057): refused when they teach another session or
     * have an appointment then (the database's trigger decides, under a lock on their row). Audited.
     */
    async assignTeacher({ businessId, userId }: Actor, sessionId: string, staffId: string, now: Date) {
      return teacherGuarded(() =>
        db.transaction(async (tx) => {
          const before = await sessionOf(tx, businessId, sessionId);
          if ((await countPlaceStaff(tx, businessId, before.placeId, staffId)) === 0) throw notFound();
          const outcome = await assignClassSessionTeacherIn(tx, { businessId, sessionId, staffId, now });
          const refused = refusalOf(outcome);
          if (refused) throw refused;
          if (outcome.kind === 'unchanged') return before;
          const after = await sessionOf(tx, businessId, sessionId);
          await appendAudit(tx, {
            businessId,
            actorUserId: userId,
            action: 'class-session.teacher',
            subjectKind: 'class-session',
            subjectId: sessionId,
            before,
            after: { ...after, told: outcome.kind === 'assigned' ? outcome.told : 0 },
          });
          return after;
        }),
      );
    },

    /** Off the timetable with its reason: spots released, credits given back, holders told (the place's cancel). */
    async cancelSession({ businessId, userId }: Actor, sessionId: string, reason: string, now: Date) {
      return db.transaction(async (tx) => {
        const before = await sessionOf(tx, businessId, sessionId);
        const outcome = await cancelClassSessionIn(tx, { businessId, sessionId, now });
        const refused = refusalOf(outcome);
        if (refused) throw refused;
        const after = await sessionOf(tx, businessId, sessionId);
        await appendAudit(tx, {
          businessId,
          actorUserId: userId,
          action: 'class-session.cancel',
          subjectKind: 'class-session',
          subjectId: sessionId,
          before,
          after: { ...after, reason, told: outcome.kind === 'cancelled' ? outcome.told : 0 },
        });
        return after;
      });
    },
  };
}
