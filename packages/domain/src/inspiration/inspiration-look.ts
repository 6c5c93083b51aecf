import { localizedName } from '../catalog/localized-name.ts';
import type { InspirationLookRecord, LookPreviews } from './inspiration-ports.ts';

/** A look as the API answers it: its service named in the reader's language. */
export interface InspirationLook
  extends Omit<InspirationLookRecord, 'service' | 'createdAt' | 'location' | 'motif'> {
  createdAt: string;
  /** A tiny version of the picture (data URI), drawn blurred while it loads; null when there is none. */
  preview: string | null;
  service: { slug: string; name: string };
  location: Omit<InspirationLookRecord['location'], 'latitude' | 'longitude'>;
}

export function nameLook(
  record: InspirationLookRecord,
  locale: string,
  fallbackLocale: string,
  preview: string | null = null,
): InspirationLook {
  const { service, createdAt, location, motif: _motif, ...look } = record;
  const { latitude: _latitude, longitude: _longitude, ...place } = location;
  return {
    ...look,
    location: place,
    preview,
    createdAt: createdAt.toISOString(),
    service: { slug: service.slug, name: localizedName(service.names, service.slug, locale, fallbackLocale) },
  };
}

/** The looks named, each with its preview when `previews` draws them (all at once). */
export async function nameLooks(
  records: InspirationLookRecord[],
  locale: string,
  fallbackLocale: string,
  previews?: LookPreviews,
): Promise<InspirationLook[]> {
  const drawn = await Promise.all(records.map((record) => previews?.of(record) ?? null));
  return records.map((record, index) => nameLook(record, locale, fallbackLocale, drawn[index] ?? null));
}
