import { localizedName } from '../catalog/localized-name.ts';
import { DomainError } from '../errors/domain-error.ts';
import { decodeStartCursor, encodeStartCursor } from '../paging/start-cursor.ts';
import { type InspirationLook, nameLooks } from './inspiration-look.ts';
import type { InspirationGalleryQuery, InspirationGallerySource, LookPreviews } from './inspiration-ports.ts';

export const MAX_GALLERY_PAGE = 48;
export const DEFAULT_GALLERY_PAGE = 24;
/** "Near me" reaches this far (km) around the point. */
export const NEAR_RADIUS_KM = 25;

export interface GalleryInput {
  serviceSlug?: string;
  citySlug?: string;
  near?: { lat: number; lng: number };
  cursor?: string;
  limit?: number;
  locale: string;
  fallbackLocale: string;
}

/** One page of the Look Book, newest first (keyset on the look's creation instant, then id). */
export async function listInspirationGallery(
  deps: { gallery: InspirationGallerySource; previews?: LookPreviews },
  input: GalleryInput,
): Promise<{ items: InspirationLook[]; nextCursor: string | null }> {
  const limit = Math.min(Math.max(input.limit ?? DEFAULT_GALLERY_PAGE, 1), MAX_GALLERY_PAGE);
  if (input.near && (Math.abs(input.near.lat) > 90 || Math.abs(input.near.lng) > 180))
    throw new DomainError('INVALID_INPUT', 'near is not a point on Earth', { field: 'near' });
  const query: InspirationGalleryQuery = { limit: limit + 1 };
  if (input.serviceSlug) query.serviceSlug = input.serviceSlug;
  if (input.citySlug) query.citySlug = input.citySlug;
  if (input.near) query.near = { ...input.near, radiusKm: NEAR_RADIUS_KM };
  // The start-order cursor of appointments and sessions: here the position is the look's creation instant.
  if (input.cursor) query.after = decodeStartCursor(input.cursor);
  const rows = await deps.gallery.list(query);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: await nameLooks(page, input.locale, input.fallbackLocale, deps.previews),
    nextCursor:
      rows.length > limit && last ? encodeStartCursor({ startsAt: last.createdAt, id: last.id }) : null,
  };
}

/** The gallery's filter chips: service types and cities that have looks, named in the reader's language. */
export async function listInspirationFilters(
  deps: { gallery: InspirationGallerySource },
  input: { locale: string; fallbackLocale: string },
) {
  const { services, cities } = await deps.gallery.facets();
  const named = (facet: (typeof services)[number]) => ({
    slug: facet.slug,
    name: localizedName(facet.names, facet.slug, input.locale, input.fallbackLocale),
  });
  return { services: services.map(named), cities: cities.map(named) };
}
