import type { LocalizedNames } from '../catalog/localized-name.ts';
import type { StartPosition } from '../paging/start-cursor.ts';

/** A look of the Look Book as stored: a photo or short video of a marketplace service done at a place. */
export interface InspirationLookRecord {
  id: string;
  kind: 'photo' | 'video';
  width: number;
  height: number;
  alt: string;
  createdAt: Date;
  /** A video's length in seconds (null for a photo). */
  durationSeconds: number | null;
  /** Two colours of the picture, for a placeholder while it loads (null when unknown). */
  tint: [string, string] | null;
  /** The motif of a generated picture (with `tint` its palette), null for an upload: what its preview is drawn from. */
  motif: string | null;
  /** The languages a video has captions in. */
  captionLanguages: string[];
  service: { slug: string; names: LocalizedNames };
  location: {
    id: string;
    slug: string;
    name: string;
    city: string;
    citySlug: string;
    timeZone: string;
    ratingAverage: number;
    ratingCount: number;
    /** The place's position in degrees (for a distance; not answered). */
    latitude: number;
    longitude: number;
  };
  /** The place's cheapest active service of this type (what "Book this look" books), null when none. */
  offer: {
    serviceId: string;
    priceMinor: number;
    currency: string;
    priceIsFrom: boolean;
    durationMinutes: number;
  } | null;
  /** The staff member who did it, when known. */
  staff: { id: string; name: string } | null;
}

export interface InspirationGalleryQuery {
  serviceSlug?: string;
  citySlug?: string;
  /** Places within `radiusKm` of this point. */
  near?: { lat: number; lng: number; radiusKm: number };
  /** Newest first: the page begins after this look. */
  after?: StartPosition;
  /** Oldest first instead: the looks just newer than this one. */
  before?: StartPosition;
  limit: number;
}

/** A filter choice of the gallery: a service type or a city that has looks. */
export interface InspirationFacet {
  slug: string;
  names: LocalizedNames;
}

/** Port implemented by the database layer. Hidden looks and media of no service or place are never answered. */
export interface InspirationGallerySource {
  list(query: InspirationGalleryQuery): Promise<InspirationLookRecord[]>;
  find(id: string): Promise<InspirationLookRecord | null>;
  /** Service types in catalogue order, cities with the most places first. */
  facets(): Promise<{ services: InspirationFacet[]; cities: InspirationFacet[] }>;
  /** A service type's offer (in a city): how many places, typical prices and length, the best rated places. */
  serviceOffer(
    slug: string,
    citySlug: string | undefined,
    placeLimit: number,
  ): Promise<ServiceOfferRecord | null>;
  /** A visible video look's clip and captions, or null. */
  findVideo(id: string): Promise<InspirationVideo | null>;
}

export interface InspirationVideo {
  storageKey: string;
  durationSeconds: number;
  captions: LocalizedNames;
}

/** A service type as places offer it (in one city, or everywhere), for the Look Book's service collection. */
export interface ServiceOfferRecord {
  service: { slug: string; names: LocalizedNames; typicalDurationMinutes: number };
  placeCount: number;
  /** The middle 80 % of the places' prices in their most common currency, null when no place offers it. */
  priceRange: { lowMinor: number; highMinor: number; currency: string } | null;
  /** The median length of the places' services, null when no place offers it. */
  medianDurationMinutes: number | null;
  places: Array<{
    slug: string;
    name: string;
    city: string;
    ratingAverage: number;
    ratingCount: number;
    priceMinor: number;
    currency: string;
  }>;
}

/** Tiny previews of looks (data URIs) for a blur-up placeholder; null when a look has none. */
export interface LookPreviews {
  of(
    look: Pick<InspirationLookRecord, 'id' | 'width' | 'height' | 'alt' | 'tint' | 'motif'>,
  ): Promise<string | null>;
}
