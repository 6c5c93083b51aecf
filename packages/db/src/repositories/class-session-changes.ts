import {
  type ClassSessionChangeOutcome,
  type ClassSessionChanges,
  classSessionCancelledNotification,
  classSessionMovedNotification,
  classTeacherChangedNotification,
  type NotifiableClassSession,
} from '@kalendo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { classBookings, classes, classSessions, locations, staff, users } from '../schema/index.ts';
import { giveClassCreditBack } from './membership-credits.ts';
import { enqueueNotification } from './notifications.ts';
import { teacherGuarded } from './partner/teacher-busy.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const ACTIVE = ['booked', 'waitlisted'] as const;

/** The business's session with what a notification names, locked until the transaction ends. */
async function lockBusinessSession(tx: Tx, businessId: string, sessionId: string) {
  const [row] = await tx
    .select({
      startsAt: classSessions.startsAt,
      endsAt: classSessions.endsAt,
      cancelledAt: classSessions.cancelledAt,
      staffId: classSessions.instructorStaffId,
      name: classes.name,
      place: { name: locations.name, slug: locations.slug, timeZone: locations.timeZone },
    })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .innerJoin(locations, eq(locations.id, classSessions.locationId))
    .where(and(eq(classSessions.id, sessionId), eq(classes.businessId, businessId)))
    .for('update', { of: classSessions });
  return row ?? null;
}

/** Everyone with a spot or a waitlist place in the session, with their language. */
function holders(tx: Tx, sessionId: string) {
  return tx
    .select({
      bookingId: classBookings.id,
      userId: classBookings.userId,
      status: classBookings.status,
      membershipId: classBookings.membershipId,
      locale: users.locale,
    })
    .from(classBookings)
    .innerJoin(users, eq(users.id, classBookings.userId))
    .where(and(eq(classBookings.sessionId, sessionId), inArray(classBookings.status, [...ACTIVE])));
}

/**
 * Cancels a business's session inside the caller's transaction: off the timetable, every spot and waitlist
 * place released (a pass's credit given back), each holder told. The partner API's cancel (with its audit row)
 * and the place's cancellation of a session share it.
 */
export async function cancelClassSessionIn(
  tx: Tx,
  { businessId, sessionId, now }: { businessId: string; sessionId: string; now: Date },
): Promise<ClassSessionChangeOutcome> {
  const session = await lockBusinessSession(tx, businessId, sessionId);
  if (!session) return { kind: 'not-found' };
  if (session.cancelledAt) return { kind: 'already-cancelled' };
  if (session.startsAt.getTime() <= now.getTime()) return { kind: 'started' };
  const told = await holders(tx, sessionId);
  await tx
    .update(classSessions)
    .set({ cancelledAt: now, bookedCount: 0 })
    .where(eq(classSessions.id, sessionId));
  await tx
    .update(classBookings)
    .set({ status: 'cancelled' })
    .where(and(eq(classBookings.sessionId, sessionId), inArray(classBookings.status, [...ACTIVE])));
  for (const holder of told) {
    // A spot paid by a pass gets its credit back; a waitlist place had spent none.
    if (holder.status === 'booked' && holder.membershipId)
      await giveClassCreditBack(tx, holder.membershipId, holder.bookingId);
    await enqueueNotification(
      tx,
      holder.userId,
      classSessionCancelledNotification(session satisfies NotifiableClassSession, holder.locale),
    );
  }
  return { kind: 'cancelled', told: told.length };
}

/** Moves a business's session to `startsAt` (as long as before) inside the caller's transaction; holders told. */
export async function moveClassSessionIn(
  tx: Tx,
  {
    businessId,
    sessionId,
    startsAt,
    now,
  }: { businessId: string; sessionId: string; startsAt: Date; now: Date },
): Promise<ClassSessionChangeOutcome> {
  const session = await lockBusinessSession(tx, businessId, sessionId);
  if (!session) return { kind: 'not-found' };
  if (session.cancelledAt) return { kind: 'already-cancelled' };
  if (session.startsAt.getTime() <= now.getTime()) return { kind: 'started' };
  if (session.startsAt.getTime() === startsAt.getTime()) return { kind: 'moved', told: 0 };
  const endsAt = new Date(startsAt.getTime() + session.endsAt.getTime() - session.startsAt.getTime());
  await tx.update(classSessions).set({ startsAt, endsAt }).where(eq(classSessions.id, sessionId));
  const told = await holders(tx, sessionId);
  for (const holder of told)
    await enqueueNotification(
      tx,
      holder.userId,
      classSessionMovedNotification({ ...session, startsAt }, session.startsAt, holder.locale),
    );
  return { kind: 'moved', told: told.length };
}

/** What became of a new teacher for a session: a refusal of a session's change, or done (or already so). */
export type TeacherAssignment =
  | Exclude<ClassSessionChangeOutcome, { kind: 'cancelled' | 'moved' }>
  | { kind: 'assigned'; told: number }
  | { kind: 'unchanged' };

/**
 * A new teacher for a business's session inside the caller's transaction (ADR 057); its holders told.
 * Migration 0035's trigger refuses a teacher busy then (another session or an appointment) with its own
 * SQLSTATE, under a lock on the staff member's row; the caller turns it into its refusal.
 */
export async function assignClassSessionTeacherIn(
  tx: Tx,
  {
    businessId,
    sessionId,
    staffId,
    now,
  }: { businessId: string; sessionId: string; staffId: string; now: Date },
): Promise<TeacherAssignment> {
  const session = await lockBusinessSession(tx, businessId, sessionId);
  if (!session) return { kind: 'not-found' };
  if (session.cancelledAt) return { kind: 'already-cancelled' };
  if (session.startsAt.getTime() <= now.getTime()) return { kind: 'started' };
  if (session.staffId === staffId) return { kind: 'unchanged' };
  await tx.update(classSessions).set({ instructorStaffId: staffId }).where(eq(classSessions.id, sessionId));
  const [teacher] = await tx.select({ name: staff.name }).from(staff).where(eq(staff.id, staffId));
  const told = await holders(tx, sessionId);
  for (const holder of told)
    await enqueueNotification(
      tx,
      holder.userId,
      classTeacherChangedNotification(session, teacher?.name ?? '', holder.locale),
    );
  return { kind: 'assigned', told: told.length };
}

/**
 * A place's cancellations and moves of its class sessions, each told to the clients in the same transaction.
 * A move onto its teacher's other session or appointment is refused as the partner API's (`teacher-busy`).
 */
export function createClassSessionChanges(db: Db): ClassSessionChanges {
  return {
    cancel: ({ businessId, sessionId, now }) =>
      db.transaction((tx) => cancelClassSessionIn(tx, { businessId, sessionId, now })),

    move: ({ businessId, sessionId, startsAt, now }) =>
      teacherGuarded(() =>
        db.transaction((tx) => moveClassSessionIn(tx, { businessId, sessionId, startsAt, now })),
      ),
  };
}
