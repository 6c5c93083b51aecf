import { type LocalizedNames, localizedName } from '../catalog/localized-name.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { LocationSummary } from '../locations/list-featured-locations.ts';
import type { MediaRef } from '../locations/location-detail.ts';
import { chooseDescription, type Descriptions } from './choose-description.ts';

/** A business as stored, with its places as list cards. */
export interface BusinessRecord {
  slug: string;
  name: string;
  /** The language the business writes in: its description's fallback (ADR 054). */
  locale: string;
  descriptions: Descriptions;
  logo: MediaRef | null;
  /** Its own colour (`#rrggbb`) for its private app and custom domain; null: Kalendo's. */
  themeColor: string | null;
  /** Its private app's name (ADR 051); null: its name. */
  appName: string | null;
  /** Its private app's icon, an uploaded square with the manifest's PNGs; null: its logo. */
  appIcon: MediaRef | null;
  category: { slug: string; names: LocalizedNames } | null;
  locations: LocationSummary[];
}

/** Port implemented by the database layer. */
export interface BusinessDirectory {
  findBySlug(slug: string): Promise<BusinessRecord | null>;
}

export interface BusinessDetail extends Omit<BusinessRecord, 'category' | 'locale' | 'descriptions'> {
  category: { slug: string; name: string } | null;
  /** In the reader's language, else the business's own (ADR 054). */
  description: string;
  /** The language `description` is written in. */
  descriptionLocale: string;
}

/** A business's page (SPEC §3: logo and its locations), its category named in the request language. */
export async function getBusinessDetail(
  deps: { businesses: BusinessDirectory },
  query: { slug: string; locale: string; fallbackLocale: string },
): Promise<BusinessDetail> {
  const record = await deps.businesses.findBySlug(query.slug);
  if (!record) throw new DomainError('NOT_FOUND', 'no such business', { slug: query.slug });
  const { category, locale, descriptions, ...rest } = record;
  const description = chooseDescription(descriptions, query.locale, locale);
  return {
    ...rest,
    description: description.text,
    descriptionLocale: description.locale,
    category: category
      ? {
          slug: category.slug,
          name: localizedName(category.names, category.slug, query.locale, query.fallbackLocale),
        }
      : null,
  };
}
