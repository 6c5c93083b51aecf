import { localizedName } from '../catalog/localized-name.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { InspirationGallerySource, ServiceOfferRecord } from './inspiration-ports.ts';

/** How many places a service collection names. */
export const SERVICE_COLLECTION_PLACES = 6;

export interface InspirationService extends Omit<ServiceOfferRecord, 'service'> {
  service: { slug: string; name: string; typicalDurationMinutes: number };
}

/** The Look Book's collection of one service type: its name in the reader's language and how places offer it. */
export async function getInspirationService(
  deps: { gallery: InspirationGallerySource },
  query: { slug: string; citySlug?: string; locale: string; fallbackLocale: string },
): Promise<InspirationService> {
  const record = await deps.gallery.serviceOffer(query.slug, query.citySlug, SERVICE_COLLECTION_PLACES);
  if (!record) throw new DomainError('NOT_FOUND', 'no such service type', { slug: query.slug });
  const { service, ...offer } = record;
  return {
    ...offer,
    service: {
      slug: service.slug,
      name: localizedName(service.names, service.slug, query.locale, query.fallbackLocale),
      typicalDurationMinutes: service.typicalDurationMinutes,
    },
  };
}
