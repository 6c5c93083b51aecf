import { CATEGORY_SLUGS } from '../catalog/categories.ts';
import { MARKETPLACE_SERVICE_LIST } from '../catalog/marketplace-services.ts';
import { catalogNames } from '../catalog-text/catalog-names.ts';
import type { SeedContext } from './seed-context.ts';

/** Marketplace categories and marketplace services, named in every language. */
export function buildCatalog(ctx: SeedContext): void {
  CATEGORY_SLUGS.forEach((slug, position) => {
    const id = ctx.random.uuid();
    ctx.categoryIds.set(slug, id);
    ctx.data.categories.push({ id, slug, position, names: catalogNames((text) => text.categories[slug]) });
  });
  for (const service of MARKETPLACE_SERVICE_LIST) {
    const id = ctx.random.uuid();
    ctx.marketplaceServiceIds.set(service.slug, id);
    ctx.data.marketplaceServices.push({
      id,
      slug: service.slug,
      categoryId: ctx.categoryIds.get(service.category) ?? '',
      names: catalogNames((text) => text.services[service.slug]),
      typicalDurationMinutes: service.minutes,
    });
  }
}
