import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbTransaction } from '../../client/database.ts';
import {
  classes,
  membershipPlanItems,
  membershipPlans,
  memberships,
  services,
  users,
} from '../../schema/index.ts';
import { lockMembership } from '../lock-membership.ts';
import { tellMembershipActivated } from './membership-activated-notice.ts';
import { appendAudit } from './partner-audit.ts';
import { notFound, PartnerRefusal } from './partner-refusal.ts';

/** Most plans of one business and memberships waiting for payment one list shows. */
export const PARTNER_MEMBERSHIP_LIMITS = { plans: 200, pending: 200 } as const;

const DAY_MS = 86_400_000;

export interface PlanFields {
  name: string;
  description: string;
  priceMinor: number;
  currency: string;
  periodDays: number;
  credits: number | null;
  coversEverything: boolean;
  classIds: string[];
  serviceIds: string[];
  startsOnPurchase: boolean;
  autoRenew: boolean;
  maxFreezeDays: number;
  terms: string;
}

interface Actor {
  businessId: string;
  userId: string;
}

async function readPlans(database: Db | DbTransaction, businessId: string, ids?: string[]) {
  const rows = await database
    .select()
    .from(membershipPlans)
    .where(
      and(eq(membershipPlans.businessId, businessId), ids ? inArray(membershipPlans.id, ids) : undefined),
    )
    .orderBy(desc(membershipPlans.active), asc(membershipPlans.name), asc(membershipPlans.id))
    .limit(PARTNER_MEMBERSHIP_LIMITS.plans);
  if (rows.length === 0) return [];
  const items = await database
    .select()
    .from(membershipPlanItems)
    .where(
      inArray(
        membershipPlanItems.planId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map(({ businessId: _business, currency, ...row }) => {
    const mine = items.filter((item) => item.planId === row.id);
    return {
      ...row,
      currency: currency.trim(),
      classIds: mine.flatMap((item) => (item.classId ? [item.classId] : [])),
      serviceIds: mine.flatMap((item) => (item.serviceId ? [item.serviceId] : [])),
    };
  });
}

/** Every id must name a class or an active service of the business; another's is not found. */
async function checkCovered(tx: DbTransaction, businessId: string, fields: PlanFields) {
  const check = async (table: typeof classes | typeof services, ids: string[]) => {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return;
    const [row] = await tx
      .select({ found: count() })
      .from(table)
      .where(and(inArray(table.id, unique), eq(table.businessId, businessId)));
    if ((row?.found ?? 0) !== unique.length) throw notFound();
  };
  await check(classes, fields.classIds);
  await check(services, fields.serviceIds);
}

async function writeItems(tx: DbTransaction, planId: string, fields: PlanFields) {
  await tx.delete(membershipPlanItems).where(eq(membershipPlanItems.planId, planId));
  // A plan that covers everything names nothing in particular.
  if (fields.coversEverything) return;
  const rows = [
    ...[...new Set(fields.classIds)].map((classId) => ({ planId, classId })),
    ...[...new Set(fields.serviceIds)].map((serviceId) => ({ planId, serviceId })),
  ];
  if (rows.length > 0) await tx.insert(membershipPlanItems).values(rows);
}

const planValues = ({ classIds: _classes, serviceIds: _services, ...fields }: PlanFields) => fields;

/**
 * A business's membership plans and the memberships bought to be paid at the venue. A plan is changed for
 * the memberships bought after (a bought one keeps its own credits and period) and retired, never deleted.
 */
export function createPartnerMemberships(db: Db) {
  async function onePlan(tx: DbTransaction, businessId: string, planId: string) {
    const [plan] = await readPlans(tx, businessId, [planId]);
    if (!plan) throw notFound();
    return plan;
  }

  const audit = (
    tx: DbTransaction,
    actor: Actor,
    action: string,
    subjectId: string,
    before: unknown,
    after: unknown,
  ) =>
    appendAudit(tx, {
      businessId: actor.businessId,
      actorUserId: actor.userId,
      action,
      subjectKind: action.startsWith('membership-plan') ? 'membership-plan' : 'membership',
      subjectId,
      before,
      after,
    });

  return {
    listPlans: (businessId: string) => readPlans(db, businessId),

    createPlan: (actor: Actor, fields: PlanFields) =>
      db.transaction(async (tx) => {
        await checkCovered(tx, actor.businessId, fields);
        const [row] = await tx
          .insert(membershipPlans)
          .values({ ...planValues(fields), businessId: actor.businessId })
          .returning({ id: membershipPlans.id });
        if (!row) throw new Error('plan not inserted');
        await writeItems(tx, row.id, fields);
        const created = await onePlan(tx, actor.businessId, row.id);
        await audit(tx, actor, 'membership-plan.create', row.id, null, created);
        return created;
      }),

    updatePlan: (actor: Actor, planId: string, fields: PlanFields) =>
      db.transaction(async (tx) => {
        const before = await onePlan(tx, actor.businessId, planId);
        await checkCovered(tx, actor.businessId, fields);
        await tx
          .update(membershipPlans)
          .set(planValues(fields))
          .where(and(eq(membershipPlans.id, planId), eq(membershipPlans.businessId, actor.businessId)));
        await writeItems(tx, planId, fields);
        const after = await onePlan(tx, actor.businessId, planId);
        await audit(tx, actor, 'membership-plan.update', planId, before, after);
        return after;
      }),

    /** Off sale; memberships already bought keep it. Retiring a retired plan changes nothing. */
    retirePlan: (actor: Actor, planId: string) =>
      db.transaction(async (tx) => {
        const before = await onePlan(tx, actor.businessId, planId);
        if (!before.active) return before;
        await tx.update(membershipPlans).set({ active: false }).where(eq(membershipPlans.id, planId));
        const after = await onePlan(tx, actor.businessId, planId);
        await audit(tx, actor, 'membership-plan.retire', planId, before, after);
        return after;
      }),

    /** Memberships bought to be paid at the venue and not activated yet, oldest first. */
    async listPending(businessId: string) {
      const rows = await db
        .select({
          id: memberships.id,
          planId: memberships.planId,
          planName: membershipPlans.name,
          priceMinor: membershipPlans.priceMinor,
          currency: membershipPlans.currency,
          periodDays: membershipPlans.periodDays,
          credits: memberships.creditsLeft,
          clientName: users.name,
          clientEmail: users.email,
          boughtAt: memberships.createdAt,
        })
        .from(memberships)
        .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
        .innerJoin(users, eq(users.id, memberships.userId))
        .where(and(eq(memberships.businessId, businessId), eq(memberships.status, 'pending')))
        .orderBy(asc(memberships.createdAt), asc(memberships.id))
        .limit(PARTNER_MEMBERSHIP_LIMITS.pending);
      return rows.map((row) => ({
        ...row,
        currency: row.currency.trim(),
        boughtAt: row.boughtAt.toISOString(),
      }));
    },

    /**
     * "Paid at the venue": a pending membership starts now for its plan's full period. Decided under the
     * membership's row lock, so requests sent at once activate it once; one already activated answers as it is.
     */
    activate: (actor: Actor, membershipId: string, now: Date) =>
      db.transaction(async (tx) => {
        const locked = await lockMembership(tx, membershipId);
        if (!locked || locked.membership.businessId !== actor.businessId) throw notFound();
        const { membership, periodDays } = locked;
        const answer = (row: typeof membership) => ({
          id: row.id,
          status: row.status,
          validFrom: row.validFrom.toISOString(),
          validUntil: row.validUntil.toISOString(),
        });
        if (membership.status === 'active' && membership.paymentMethod === 'venue') return answer(membership);
        if (membership.status !== 'pending')
          throw new PartnerRefusal({ kind: 'membership-not-pending', status: membership.status });
        const [row] = await tx
          .update(memberships)
          .set({
            status: 'active',
            validFrom: now,
            validUntil: new Date(now.getTime() + periodDays * DAY_MS),
          })
          .where(eq(memberships.id, membershipId))
          .returning();
        if (!row) throw notFound();
        await audit(tx, actor, 'membership.activate', membershipId, answer(membership), answer(row));
        await tellMembershipActivated(tx, row);
        return answer(row);
      }),
  };
}
