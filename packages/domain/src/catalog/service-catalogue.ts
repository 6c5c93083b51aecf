import { type LocalizedNames, localizedName } from './localized-name.ts';

/** One marketplace service type as stored: its category and how many places offer it (active services). */
export interface ServiceTypeRecord {
  category: { slug: string; names: LocalizedNames };
  slug: string;
  names: LocalizedNames;
  placeCount: number;
}

/** Port implemented by the database layer: every service type, categories in their catalogue order. */
export interface ServiceCatalogueSource {
  listServiceTypes(): Promise<ServiceTypeRecord[]>;
}

export interface ServiceCatalogueCategory {
  slug: string;
  name: string;
  services: Array<{ slug: string; name: string; placeCount: number }>;
}

/**
 * The marketplace catalogue in one language: categories keep the source's order, service types are sorted
 * by their name in that language.
 */
export function groupServiceCatalogue(
  records: readonly ServiceTypeRecord[],
  language: { locale: string; fallbackLocale: string },
): ServiceCatalogueCategory[] {
  const name = (names: LocalizedNames, slug: string) =>
    localizedName(names, slug, language.locale, language.fallbackLocale);
  const categories = new Map<string, ServiceCatalogueCategory>();
  for (const record of records) {
    let category = categories.get(record.category.slug);
    if (!category) {
      category = {
        slug: record.category.slug,
        name: name(record.category.names, record.category.slug),
        services: [],
      };
      categories.set(category.slug, category);
    }
    category.services.push({
      slug: record.slug,
      name: name(record.names, record.slug),
      placeCount: record.placeCount,
    });
  }
  const collator = new Intl.Collator(language.locale);
  const grouped = [...categories.values()];
  for (const category of grouped) category.services.sort((a, b) => collator.compare(a.name, b.name));
  return grouped;
}

export async function getServiceCatalogue(
  deps: { catalogue: ServiceCatalogueSource },
  language: { locale: string; fallbackLocale: string },
): Promise<ServiceCatalogueCategory[]> {
  return groupServiceCatalogue(await deps.catalogue.listServiceTypes(), language);
}
