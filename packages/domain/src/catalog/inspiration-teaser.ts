import { type LocalizedNames, localizedName } from './localized-name.ts';

/** An inspiration photo as stored: a marketplace service's work at a place. */
export interface InspirationPhotoRecord {
  id: string;
  width: number;
  height: number;
  alt: string;
  service: { slug: string; names: LocalizedNames };
  location: { slug: string; name: string };
}

/** Port implemented by the database layer: recent inspiration photos, at most one per service type. */
export interface InspirationSource {
  listTeaser(limit: number): Promise<InspirationPhotoRecord[]>;
}

export interface InspirationPhoto extends Omit<InspirationPhotoRecord, 'service'> {
  service: { slug: string; name: string };
}

function named(record: InspirationPhotoRecord, locale: string, fallbackLocale: string): InspirationPhoto {
  const { service, ...photo } = record;
  return {
    ...photo,
    service: { slug: service.slug, name: localizedName(service.names, service.slug, locale, fallbackLocale) },
  };
}

/** A row of inspiration photos for a landing page, each service named in the reader's language. */
export async function listInspirationTeaser(
  deps: { inspiration: InspirationSource },
  query: { limit: number; locale: string; fallbackLocale: string },
): Promise<InspirationPhoto[]> {
  const records = await deps.inspiration.listTeaser(query.limit);
  return records.map((record) => named(record, query.locale, query.fallbackLocale));
}
