import type { CategorySlug } from '../catalog/categories.ts';
import type { MarketplaceServiceSlug } from '../catalog/marketplace-services.ts';
import type { ServiceGroupSlug } from '../catalog/service-groups.ts';

/** The marketplace catalogue in one language, as a native speaker would label it. */
export interface CatalogText {
  categories: Record<CategorySlug, string>;
  groups: Record<ServiceGroupSlug, string>;
  services: Record<MarketplaceServiceSlug, string>;
}
