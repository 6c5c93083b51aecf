import type { LocationDirectory, LocationSummary } from '@kalendo/domain';
import { and, asc, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../client/database.ts';
import { businesses, locations, media, services } from '../schema/index.ts';

export function createLocationDirectory(db: Db): LocationDirectory {
  return {
    async listFeatured({ citySlug, limit }) {
      const cheapest = db
        .selectDistinctOn([services.locationId], {
          locationId: services.locationId,
          amountMinor: services.priceMinor,
          currency: services.currency,
        })
        .from(services)
        .where(and(eq(services.active, true), gt(services.priceMinor, 0)))
        .orderBy(services.locationId, asc(services.priceMinor))
        .as('cheapest');
      const cover = db
        .selectDistinctOn([media.locationId], {
          locationId: media.locationId,
          id: media.id,
          width: media.width,
          height: media.height,
          alt: media.alt,
        })
        .from(media)
        .where(and(eq(media.kind, 'photo'), isNull(media.marketplaceServiceId)))
        .orderBy(media.locationId, asc(media.position), asc(media.id))
        .as('cover');
      const rows = await db
        .select({
          location: locations,
          businessName: businesses.name,
          cheapest: { amountMinor: cheapest.amountMinor, currency: cheapest.currency },
          cover: { id: cover.id, width: cover.width, height: cover.height, alt: cover.alt },
        })
        .from(locations)
        .innerJoin(businesses, eq(businesses.id, locations.businessId))
        .leftJoin(cheapest, eq(cheapest.locationId, locations.id))
        .leftJoin(cover, eq(cover.locationId, locations.id))
        .where(citySlug ? eq(locations.citySlug, citySlug) : undefined)
        .orderBy(desc(locations.ratingAverage), desc(locations.ratingCount), asc(locations.slug))
        .limit(limit);
      return rows.map((row): LocationSummary => toSummary(row));
    },
  };
}

function toSummary(row: {
  location: typeof locations.$inferSelect;
  businessName: string;
  cheapest: { amountMinor: number | null; currency: string | null } | null;
  cover: { id: string | null; width: number | null; height: number | null; alt: string | null } | null;
}): LocationSummary {
  const { location, cheapest, cover } = row;
  return {
    id: location.id,
    slug: location.slug,
    name: location.name,
    businessName: row.businessName,
    city: location.city,
    citySlug: location.citySlug,
    addressLine: location.addressLine,
    timeZone: location.timeZone,
    rating: { average: Number(location.ratingAverage), count: location.ratingCount },
    priceFrom:
      cheapest?.amountMinor != null && cheapest.currency
        ? { amountMinor: cheapest.amountMinor, currency: cheapest.currency }
        : null,
    photo:
      cover?.id != null
        ? { id: cover.id, width: cover.width ?? 0, height: cover.height ?? 0, alt: cover.alt ?? '' }
        : null,
  };
}
