import { localizedName } from '../catalog/localized-name.ts';
import type { InspirationLookRecord } from './inspiration-ports.ts';

/** A look as the API answers it: its service named in the reader's language. */
export interface InspirationLook extends Omit<InspirationLookRecord, 'service' | 'createdAt' | 'location'> {
  createdAt: string;
  service: { slug: string; name: string };
  location: Omit<InspirationLookRecord['location'], 'latitude' | 'longitude'>;
}

export function nameLook(
  record: InspirationLookRecord,
  locale: string,
  fallbackLocale: string,
): InspirationLook {
  const { service, createdAt, location, ...look } = record;
  const { latitude: _latitude, longitude: _longitude, ...place } = location;
  return {
    ...look,
    location: place,
    createdAt: createdAt.toISOString(),
    service: { slug: service.slug, name: localizedName(service.names, service.slug, locale, fallbackLocale) },
  };
}
