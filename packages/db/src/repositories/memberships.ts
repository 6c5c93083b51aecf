import {
  type CreditMove,
  freezeExtensionMs,
  type MembershipChangeOutcome,
  type MembershipRecord,
  type MembershipStore,
  membershipAt,
} from '@kalendo/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../client/sql-state.ts';
import {
  appointments,
  classBookings,
  classes,
  classSessions,
  membershipCreditMoves,
  memberships,
  services,
} from '../schema/index.ts';
import { lockMembership } from './lock-membership.ts';
import { plansById } from './membership-plans.ts';

type Row = typeof memberships.$inferSelect;

const DAY_MS = 86_400_000;
/** The usage history shows this many moves of each membership, newest first. */
const HISTORY_PER_MEMBERSHIP = 20;

export function membershipRecordOf(row: Row): MembershipRecord {
  return {
    id: row.id,
    userId: row.userId,
    planId: row.planId,
    businessId: row.businessId,
    status: row.status,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    creditsLeft: row.creditsLeft,
    paymentMethod: row.paymentMethod,
    paymentReference: row.paymentReference,
    frozenAt: row.frozenAt,
    cancelledAt: row.cancelledAt,
    autoRenew: row.autoRenew,
    createdAt: row.createdAt,
  };
}

/** One change of a member's own membership, decided on its locked row. */
async function change(
  db: Db,
  input: { membershipId: string; userId?: string; now: Date },
  decide: (
    locked: NonNullable<Awaited<ReturnType<typeof lockMembership>>>,
  ) => Partial<typeof memberships.$inferInsert> | { refused: MembershipChangeOutcome & { kind: 'refused' } },
): Promise<MembershipChangeOutcome> {
  return db.transaction(async (tx) => {
    const locked = await lockMembership(tx, input.membershipId, input.userId);
    if (!locked) return { kind: 'not-found' };
    const decision = decide(locked);
    if ('refused' in decision) return decision.refused;
    const [row] = await tx
      .update(memberships)
      .set(decision)
      .where(eq(memberships.id, input.membershipId))
      .returning();
    return { kind: 'changed', membership: membershipRecordOf(row as Row) };
  });
}

const refuse = (reason: Extract<MembershipChangeOutcome, { kind: 'refused' }>['reason']) => ({
  refused: { kind: 'refused' as const, reason },
});

/** A pending membership starts at `now` for its plan's full period; any other is left as it is. */
const startPending =
  (now: Date) =>
  ({ membership, periodDays }: NonNullable<Awaited<ReturnType<typeof lockMembership>>>) =>
    membership.status !== 'pending'
      ? refuse('not-active')
      : {
          status: 'active' as const,
          validFrom: now,
          validUntil: new Date(now.getTime() + periodDays * DAY_MS),
        };

/** Members' memberships on PostgreSQL (and PGlite). */
export function createMemberships(db: Db): MembershipStore {
  return {
    async create({ userId, plan, status, paymentMethod, paymentReference, purchaseKey, now }) {
      const bought = async () => {
        if (purchaseKey === null) return null;
        const [row] = await db
          .select()
          .from(memberships)
          .where(and(eq(memberships.userId, userId), eq(memberships.purchaseKey, purchaseKey)));
        return row ?? null;
      };
      const replay = (row: Row) =>
        row.planId === plan.id
          ? { kind: 'replayed' as const, membership: membershipRecordOf(row) }
          : { kind: 'key-reused' as const };
      const earlier = await bought();
      if (earlier) return replay(earlier);
      try {
        const [row] = await db
          .insert(memberships)
          .values({
            userId,
            planId: plan.id,
            businessId: plan.business.id,
            status,
            validFrom: now,
            validUntil: new Date(now.getTime() + plan.periodDays * DAY_MS),
            creditsLeft: plan.credits,
            paymentMethod,
            paymentReference,
            purchaseKey,
            // A plan that renews does so unless the member turns it off (ADR 035).
            autoRenew: plan.autoRenew,
          })
          .returning();
        return { kind: 'created', membership: membershipRecordOf(row as Row) };
      } catch (error) {
        // The same key sent twice at once: the first insert won, this one answers it.
        const first = sqlStateOf(error) === UNIQUE_VIOLATION ? await bought() : null;
        if (first) return replay(first);
        throw error;
      }
    },

    async listMine({ userId, limit }) {
      const rows = await db
        .select()
        .from(memberships)
        .where(eq(memberships.userId, userId))
        .orderBy(desc(memberships.createdAt), desc(memberships.id))
        .limit(limit);
      if (rows.length === 0) return [];
      const ids = rows.map((row) => row.id);
      const [plans, moves] = await Promise.all([
        plansById(db, [...new Set(rows.map((row) => row.planId))]),
        db
          .select({
            membershipId: membershipCreditMoves.membershipId,
            change: membershipCreditMoves.change,
            reason: membershipCreditMoves.reason,
            at: membershipCreditMoves.createdAt,
            className: sql<string | null>`coalesce(${classes.name}, ${services.name})`,
            sessionStartsAt:
              sql<Date | null>`coalesce(${classSessions.startsAt}, ${appointments.startsAt})`.mapWith(
                classSessions.startsAt,
              ),
            rank: sql<number>`row_number() over (partition by ${membershipCreditMoves.membershipId} order by ${membershipCreditMoves.createdAt} desc, ${membershipCreditMoves.id} desc)`,
          })
          .from(membershipCreditMoves)
          .leftJoin(classBookings, eq(classBookings.id, membershipCreditMoves.classBookingId))
          .leftJoin(classSessions, eq(classSessions.id, classBookings.sessionId))
          .leftJoin(classes, eq(classes.id, classSessions.classId))
          .leftJoin(appointments, eq(appointments.id, membershipCreditMoves.appointmentId))
          .leftJoin(services, eq(services.id, appointments.serviceId))
          .where(inArray(membershipCreditMoves.membershipId, ids))
          .orderBy(desc(membershipCreditMoves.createdAt), desc(membershipCreditMoves.id)),
      ]);
      return rows.flatMap((row) => {
        const plan = plans.get(row.planId);
        if (!plan) return [];
        const history: CreditMove[] = moves
          .filter((move) => move.membershipId === row.id && Number(move.rank) <= HISTORY_PER_MEMBERSHIP)
          .map(({ change, reason, at, className, sessionStartsAt }) => ({
            change,
            reason,
            at,
            className,
            sessionStartsAt,
          }));
        return [{ membership: membershipRecordOf(row), plan, history }];
      });
    },

    cancel: ({ userId, membershipId, now }) =>
      change(db, { userId, membershipId, now }, ({ membership }) =>
        membership.status === 'cancelled'
          ? refuse('already-cancelled')
          : { status: 'cancelled', cancelledAt: now, frozenAt: null },
      ),

    freeze: ({ userId, membershipId, now }) =>
      change(db, { userId, membershipId, now }, ({ membership, maxFreezeDays }) => {
        if (maxFreezeDays === 0) return refuse('not-freezable');
        const { status } = membershipAt(membership, maxFreezeDays, now);
        if (status === 'expired') return refuse('expired');
        if (status !== 'active' || membership.status === 'frozen') return refuse('not-active');
        return { status: 'frozen', frozenAt: now };
      }),

    unfreeze: ({ userId, membershipId, now }) =>
      change(db, { userId, membershipId, now }, ({ membership, maxFreezeDays }) => {
        if (membership.status !== 'frozen' || !membership.frozenAt) return refuse('not-frozen');
        const pushed = freezeExtensionMs(membership.frozenAt, maxFreezeDays, now);
        return {
          status: 'active',
          frozenAt: null,
          validUntil: new Date(membership.validUntil.getTime() + pushed),
        };
      }),

    async visitsUsed(membershipId) {
      const [row] = await db
        .select({ used: sql<number>`coalesce(-sum(${membershipCreditMoves.change}), 0)::int` })
        .from(membershipCreditMoves)
        .where(eq(membershipCreditMoves.membershipId, membershipId));
      return Math.max(0, Number(row?.used ?? 0));
    },

    setAutoRenew: ({ userId, membershipId, autoRenew, now }) =>
      change(db, { userId, membershipId, now }, ({ membership, maxFreezeDays, planRenews }) => {
        if (!planRenews) return refuse('not-renewable');
        if (membership.status === 'cancelled') return refuse('already-cancelled');
        if (membershipAt(membership, maxFreezeDays, now).status === 'expired') return refuse('expired');
        return { autoRenew };
      }),

    activate: ({ membershipId, now }) => change(db, { membershipId, now }, startPending(now)),

    async activateByPayment({ paymentReference, now }) {
      const [paid] = await db
        .select({ id: memberships.id })
        .from(memberships)
        .where(eq(memberships.paymentReference, paymentReference));
      if (!paid) return { kind: 'not-found' };
      return change(db, { membershipId: paid.id, now }, startPending(now));
    },
  };
}
