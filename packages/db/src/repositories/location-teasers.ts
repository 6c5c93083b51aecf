import type { ClassSessionTeaser, MembershipPlanTeaser } from '@kalendo/domain';
import { and, asc, count, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { classes, classSessions, membershipPlans } from '../schema/index.ts';
import { sessionOfClassColumns } from './class-bookings/session-with-place.ts';

/** How many upcoming class sessions and membership plans the location page shows. */
export const TEASER_LIMIT = 3;

/** The location's classes: how many, and the next few sessions from `now`. */
export async function loadClassTeaser(
  db: Db,
  locationId: string,
  now: Date,
): Promise<{ count: number; upcoming: ClassSessionTeaser[] }> {
  const [total, sessions] = await Promise.all([
    db.select({ n: count() }).from(classes).where(eq(classes.locationId, locationId)),
    db
      .select(sessionOfClassColumns)
      .from(classSessions)
      .innerJoin(classes, eq(classes.id, classSessions.classId))
      .where(
        and(
          eq(classSessions.locationId, locationId),
          gte(classSessions.startsAt, now),
          isNull(classSessions.cancelledAt),
        ),
      )
      .orderBy(asc(classSessions.startsAt), asc(classSessions.id))
      .limit(TEASER_LIMIT),
  ]);
  return {
    count: Number(total[0]?.n ?? 0),
    upcoming: sessions.map((row) => ({
      id: row.id,
      classId: row.classId,
      name: row.name,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      spotsLeft: Math.max(0, row.capacity - row.bookedCount),
      price: { amountMinor: row.priceMinor, currency: row.currency.trim() },
    })),
  };
}

/** The business's active membership plans: how many, and the cheapest few. */
export async function loadMembershipTeaser(
  db: Db,
  businessId: string,
): Promise<{ count: number; plans: MembershipPlanTeaser[] }> {
  const active = and(eq(membershipPlans.businessId, businessId), eq(membershipPlans.active, true));
  const [total, plans] = await Promise.all([
    db.select({ n: count() }).from(membershipPlans).where(active),
    db
      .select()
      .from(membershipPlans)
      .where(active)
      .orderBy(asc(membershipPlans.priceMinor), asc(membershipPlans.name), asc(membershipPlans.id))
      .limit(TEASER_LIMIT),
  ]);
  return {
    count: Number(total[0]?.n ?? 0),
    plans: plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      description: plan.description,
      price: { amountMinor: plan.priceMinor, currency: plan.currency.trim() },
      periodDays: plan.periodDays,
      credits: plan.credits,
    })),
  };
}
