import { CATEGORY_OFFERINGS } from '../catalog/category-offerings.ts';
import { MARKETPLACE_SERVICE_LIST, type MarketplaceServiceDef } from '../catalog/marketplace-services.ts';
import { CATALOG_TEXT } from '../catalog-text/catalog-names.ts';
import { localPrice } from '../local-price.ts';
import type { LocationPlan, SeedContext, ServicePlan } from './seed-context.ts';

const DEFS = new Map(MARKETPLACE_SERVICE_LIST.map((def) => [def.slug as string, def]));
const MIN_SERVICES = 5;
const MAX_SERVICES = 15;

/** Which marketplace services a location offers: the usual ones first, at least two groups. */
function chooseOfferings(ctx: SeedContext, location: LocationPlan): MarketplaceServiceDef[] {
  const all = CATEGORY_OFFERINGS[location.business.category].map(
    (slug) => DEFS.get(slug) as MarketplaceServiceDef,
  );
  const chosen = all.filter((_, index) => index < 3 || ctx.random.chance(0.8));
  const count = (defs: MarketplaceServiceDef[]) =>
    defs.reduce((sum, def) => sum + (def.variants?.length ?? 1), 0);
  const groups = (defs: MarketplaceServiceDef[]) => new Set(defs.map((def) => def.group)).size;
  for (const def of all) {
    if (count(chosen) >= MIN_SERVICES && groups(chosen) >= 2) break;
    if (!chosen.includes(def)) chosen.push(def);
  }
  return chosen.sort((a, b) => all.indexOf(a) - all.indexOf(b));
}

/** Service categories and services of one location, priced in its currency. */
export function buildServices(
  ctx: SeedContext,
  location: LocationPlan,
  formId: string | null,
): ServicePlan[] {
  const text = CATALOG_TEXT[location.language];
  const groupIds = new Map<string, string>();
  const plans: ServicePlan[] = [];
  for (const def of chooseOfferings(ctx, location)) {
    let groupId = groupIds.get(def.group);
    if (!groupId) {
      groupId = ctx.random.uuid();
      groupIds.set(def.group, groupId);
      ctx.data.serviceCategories.push({
        id: groupId,
        businessId: location.businessId,
        locationId: location.id,
        slug: def.group,
        name: text.groups[def.group],
        position: groupIds.size - 1,
      });
    }
    const basePrice = localPrice(def.price, location.city, ctx.random);
    for (const minutes of def.variants ?? [def.minutes]) {
      if (plans.length >= MAX_SERVICES) break;
      const label = def.variants ? ` (${location.pack.minutes(minutes)})` : '';
      const scaled = (basePrice * (minutes / def.minutes) ** 0.85) / location.city.priceStep;
      const plan: ServicePlan = {
        id: ctx.random.uuid(),
        marketplaceSlug: def.slug,
        name: `${text.services[def.slug as keyof typeof text.services]}${label}`,
        durationMinutes: minutes,
        priceMinor: Math.round(scaled) * location.city.priceStep,
        bufferBeforeMinutes: def.bufferBefore ?? 0,
        bufferAfterMinutes: def.bufferAfter ?? 0,
        requiredFormId: def.form && formId ? formId : null,
        staffIds: [],
      };
      plans.push(plan);
      ctx.data.services.push({
        id: plan.id,
        businessId: location.businessId,
        locationId: location.id,
        serviceCategoryId: groupId,
        marketplaceServiceId: ctx.marketplaceServiceIds.get(def.slug) ?? null,
        name: plan.name,
        durationMinutes: plan.durationMinutes,
        priceMinor: plan.priceMinor,
        priceIsFrom: def.from ?? false,
        currency: location.currency,
        bufferBeforeMinutes: plan.bufferBeforeMinutes,
        bufferAfterMinutes: plan.bufferAfterMinutes,
        requiredFormId: plan.requiredFormId,
        position: plans.length - 1,
      });
    }
  }
  return plans;
}
