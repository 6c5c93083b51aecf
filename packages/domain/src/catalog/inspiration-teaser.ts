import type { LookPreviews } from '../inspiration/inspiration-ports.ts';
import { type LocalizedNames, localizedName } from './localized-name.ts';

/** An inspiration photo as stored: a marketplace service's work at a place. */
export interface InspirationPhotoRecord {
  id: string;
  width: number;
  height: number;
  alt: string;
  /** Two colours of the picture (null when unknown), with `motif` what its preview is drawn from. */
  tint: [string, string] | null;
  /** The motif of a generated picture, null for an upload. */
  motif: string | null;
  service: { slug: string; names: LocalizedNames };
  location: { slug: string; name: string };
}

/** Port implemented by the database layer: recent inspiration photos, at most one per service type. */
export interface InspirationSource {
  listTeaser(limit: number): Promise<InspirationPhotoRecord[]>;
}

export interface InspirationPhoto extends Omit<InspirationPhotoRecord, 'service' | 'motif'> {
  /** A tiny version of the picture (data URI), drawn blurred while it loads; null when there is none. */
  preview: string | null;
  service: { slug: string; name: string };
}

function named(
  record: InspirationPhotoRecord,
  locale: string,
  fallbackLocale: string,
  preview: string | null,
): InspirationPhoto {
  const { service, motif: _motif, ...photo } = record;
  return {
    ...photo,
    preview,
    service: { slug: service.slug, name: localizedName(service.names, service.slug, locale, fallbackLocale) },
  };
}

/**
 * A row of inspiration photos for a landing page, each service named in the reader's language, each with
 * its preview when `previews` draws them (the Look Book's blur-up).
 */
export async function listInspirationTeaser(
  deps: { inspiration: InspirationSource; previews?: LookPreviews },
  query: { limit: number; locale: string; fallbackLocale: string },
): Promise<InspirationPhoto[]> {
  const records = await deps.inspiration.listTeaser(query.limit);
  const drawn = await Promise.all(records.map((record) => deps.previews?.of(record) ?? null));
  return records.map((record, index) =>
    named(record, query.locale, query.fallbackLocale, drawn[index] ?? null),
  );
}
