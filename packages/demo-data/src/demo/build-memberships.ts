import { localPrice } from '../local-price.ts';
import type { ClassPlan } from './build-classes.ts';
import type { LocationPlan, SeedContext } from './seed-context.ts';

/** Services a class pass also covers (drop-in group sessions booked like appointments). */
const GROUP_SERVICES = new Set(['yoga-class', 'pilates', 'hiit-class', 'salsa-class', 'bachata-class']);
const CREDITS = 10;

export interface PlanIds {
  creditsPlanId: string;
  unlimitedPlanId: string;
  credits: number;
}

/**
 * A studio business sells a 10-class pass (covering its classes and drop-in group services), an
 * unlimited monthly membership that renews and can be paused, and a free trial class that starts at once.
 */
export function buildMemberships(ctx: SeedContext, locations: LocationPlan[], classes: ClassPlan[]): PlanIds {
  const [first] = locations;
  if (!first) throw new Error('A business without locations has no memberships');
  const { pack, city } = first;
  const step = city.priceStep;
  const dropIn = Math.max(...classes.map((plan) => plan.priceMinor));
  const creditsPlanId = ctx.random.uuid();
  const unlimitedPlanId = ctx.random.uuid();
  const trialPlanId = ctx.random.uuid();
  ctx.data.membershipPlans.push(
    {
      id: creditsPlanId,
      businessId: first.businessId,
      name: pack.plans.credits(CREDITS),
      description: pack.plans.creditsDescription,
      priceMinor: Math.round((dropIn * CREDITS * 0.8) / step) * step,
      currency: city.currency,
      periodDays: 60,
      credits: CREDITS,
      maxFreezeDays: 7,
      terms: pack.plans.terms,
    },
    {
      id: unlimitedPlanId,
      businessId: first.businessId,
      name: pack.plans.unlimited,
      description: pack.plans.unlimitedDescription,
      priceMinor: localPrice(8900, city, ctx.random),
      currency: city.currency,
      periodDays: 30,
      credits: null,
      coversEverything: true,
      autoRenew: true,
      maxFreezeDays: 14,
      terms: pack.plans.terms,
    },
    {
      id: trialPlanId,
      businessId: first.businessId,
      name: pack.plans.trial,
      description: pack.plans.trialDescription,
      priceMinor: 0,
      currency: city.currency,
      periodDays: 7,
      credits: 1,
      startsOnPurchase: true,
    },
  );
  for (const plan of classes) {
    ctx.data.membershipPlanItems.push({ id: ctx.random.uuid(), planId: creditsPlanId, classId: plan.id });
    ctx.data.membershipPlanItems.push({ id: ctx.random.uuid(), planId: trialPlanId, classId: plan.id });
  }
  for (const service of locations.flatMap((location) => location.services)) {
    if (!GROUP_SERVICES.has(service.marketplaceSlug)) continue;
    ctx.data.membershipPlanItems.push({
      id: ctx.random.uuid(),
      planId: creditsPlanId,
      serviceId: service.id,
    });
  }
  return { creditsPlanId, unlimitedPlanId, credits: CREDITS };
}
