import type { MembershipPlan, MembershipPlanSource, PlanCoverage, PlanQuery } from '@kalendo/domain';
import { and, asc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import {
  businesses,
  categories,
  classes,
  locations,
  membershipPlanItems,
  membershipPlans,
  services,
} from '../schema/index.ts';
import { isPublishedBusiness } from './published-business.ts';

/** A plan card names at most this many of the business's places. */
const PLACES_PER_PLAN = 3;

type PlanRow = typeof membershipPlans.$inferSelect & { businessSlug: string; businessName: string };

const planColumns = {
  plan: membershipPlans,
  businessSlug: businesses.slug,
  businessName: businesses.name,
};

function filtersOf(query: Omit<PlanQuery, 'limit'>): SQL[] {
  // A draft business sells nothing (ADR 038).
  const where: SQL[] = [eq(membershipPlans.active, true), isPublishedBusiness];
  if (query.citySlug)
    where.push(
      sql`exists (select 1 from ${locations} where ${locations.businessId} = ${membershipPlans.businessId} and ${locations.citySlug} = ${query.citySlug})`,
    );
  if (query.locationSlug)
    where.push(
      sql`${membershipPlans.businessId} = (select ${locations.businessId} from ${locations} where ${locations.slug} = ${query.locationSlug})`,
    );
  if (query.businessSlug) where.push(eq(businesses.slug, query.businessSlug));
  if (query.categorySlug)
    where.push(
      sql`${businesses.categoryId} = (select ${categories.id} from ${categories} where ${categories.slug} = ${query.categorySlug})`,
    );
  const { after } = query;
  if (after) {
    const samePrice = and(
      eq(businesses.name, after.businessName),
      eq(membershipPlans.priceMinor, after.priceMinor),
    );
    where.push(
      or(
        gt(businesses.name, after.businessName),
        and(eq(businesses.name, after.businessName), gt(membershipPlans.priceMinor, after.priceMinor)),
        and(samePrice, gt(membershipPlans.id, after.id)),
      ) as SQL,
    );
  }
  return where;
}

/** What each plan covers, and where each business is, for a page of plans in two queries. */
async function completePlans(db: Db, rows: PlanRow[]): Promise<MembershipPlan[]> {
  if (rows.length === 0) return [];
  const planIds = rows.map((row) => row.id);
  const businessIds = [...new Set(rows.map((row) => row.businessId))];
  const [items, places] = await Promise.all([
    db
      .select({
        planId: membershipPlanItems.planId,
        classId: classes.id,
        className: classes.name,
        serviceId: services.id,
        serviceName: services.name,
      })
      .from(membershipPlanItems)
      .leftJoin(classes, eq(classes.id, membershipPlanItems.classId))
      .leftJoin(services, eq(services.id, membershipPlanItems.serviceId))
      .where(inArray(membershipPlanItems.planId, planIds))
      .orderBy(asc(classes.name), asc(services.name)),
    db
      .select({
        businessId: locations.businessId,
        slug: locations.slug,
        name: locations.name,
        city: locations.city,
        citySlug: locations.citySlug,
      })
      .from(locations)
      .where(inArray(locations.businessId, businessIds))
      .orderBy(asc(locations.name), asc(locations.id)),
  ]);
  return rows.map((row) => {
    const coverage: PlanCoverage = { everything: row.coversEverything, classes: [], services: [] };
    for (const item of items) {
      if (item.planId !== row.id) continue;
      if (item.classId && item.className) coverage.classes.push({ id: item.classId, name: item.className });
      if (item.serviceId && item.serviceName)
        coverage.services.push({ id: item.serviceId, name: item.serviceName });
    }
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      price: { amountMinor: row.priceMinor, currency: row.currency.trim() },
      periodDays: row.periodDays,
      credits: row.credits,
      startsOnPurchase: row.startsOnPurchase,
      autoRenew: row.autoRenew,
      maxFreezeDays: row.maxFreezeDays,
      terms: row.terms,
      coverage,
      business: { id: row.businessId, slug: row.businessSlug, name: row.businessName },
      places: places
        .filter((place) => place.businessId === row.businessId)
        .slice(0, PLACES_PER_PLAN)
        .map(({ businessId: _business, ...place }) => place),
    };
  });
}

/** Plans by id, on sale or not any more (a member's membership keeps showing its plan). */
export async function plansById(db: Db, planIds: string[]): Promise<Map<string, MembershipPlan>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select(planColumns)
    .from(membershipPlans)
    .innerJoin(businesses, eq(businesses.id, membershipPlans.businessId))
    .where(inArray(membershipPlans.id, planIds));
  const plans = await completePlans(
    db,
    rows.map(({ plan, ...business }) => ({ ...plan, ...business })),
  );
  return new Map(plans.map((plan) => [plan.id, plan]));
}

/** Plans on sale, by business name, then price (keyset paged), with what they cover and where. */
export function createMembershipPlans(db: Db): MembershipPlanSource {
  return {
    async list(query) {
      const rows = await db
        .select(planColumns)
        .from(membershipPlans)
        .innerJoin(businesses, eq(businesses.id, membershipPlans.businessId))
        .where(and(...filtersOf(query)))
        .orderBy(asc(businesses.name), asc(membershipPlans.priceMinor), asc(membershipPlans.id))
        .limit(query.limit);
      return completePlans(
        db,
        rows.map(({ plan, ...business }) => ({ ...plan, ...business })),
      );
    },

    async find(planId) {
      const rows = await db
        .select(planColumns)
        .from(membershipPlans)
        .innerJoin(businesses, eq(businesses.id, membershipPlans.businessId))
        .where(and(eq(membershipPlans.id, planId), eq(membershipPlans.active, true), isPublishedBusiness));
      const [plan] = await completePlans(
        db,
        rows.map(({ plan, ...business }) => ({ ...plan, ...business })),
      );
      return plan ?? null;
    },
  };
}
