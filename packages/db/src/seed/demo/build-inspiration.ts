import { MARKETPLACE_SERVICE_LIST } from '../catalog/marketplace-services.ts';
import type { LocationPlan, SeedContext } from './seed-context.ts';

/** Inspiration photos: for each marketplace service, one or two locations that offer it show their work. */
export function buildInspiration(ctx: SeedContext, locations: LocationPlan[]): void {
  for (const def of MARKETPLACE_SERVICE_LIST) {
    const offering = locations.filter((location) =>
      location.services.some((s) => s.marketplaceSlug === def.slug),
    );
    for (const location of ctx.random.sample(offering, ctx.random.int(1, 2))) {
      const service = location.services.find((s) => s.marketplaceSlug === def.slug);
      const [a, b] = location.palette;
      const label = service?.name.replace(/ \(.*\)$/, '') ?? def.slug;
      ctx.data.media.push({
        id: ctx.random.uuid(),
        kind: 'photo',
        businessId: location.businessId,
        locationId: location.id,
        marketplaceServiceId: ctx.marketplaceServiceIds.get(def.slug) ?? null,
        artwork: { palette: ctx.random.chance(0.5) ? [a, b] : [b, a], motif: def.category, label },
        width: 800,
        height: 1000,
        alt: `${label} – ${location.name}`,
        position: 100 + ctx.random.int(0, 99),
      });
    }
  }
}
