import type { AvailableSlot } from '../availability/available-slot.ts';
import type { AvailabilitySource } from '../booking/list-availability.ts';
import { listAvailability } from '../booking/list-availability.ts';
import { DomainError } from '../errors/domain-error.ts';
import { greatCircleKm } from '../locations/great-circle-km.ts';
import { addLocalDays, localNow } from '../locations/local-now.ts';
import { type InspirationLook, nameLook } from './inspiration-look.ts';
import type {
  InspirationGalleryQuery,
  InspirationGallerySource,
  InspirationLookRecord,
  LookPreviews,
} from './inspiration-ports.ts';
import { NEAR_RADIUS_KM } from './list-inspiration-gallery.ts';

/** How many free starts a look shows, and how far ahead they are looked for. */
export const LOOK_FREE_STARTS = 3;
export const LOOK_SEARCH_DAYS = 14;

export interface InspirationLookDetail extends InspirationLook {
  /** The next free starts of the look's service at its place (with its staff member when known). */
  nextFreeStarts: AvailableSlot[];
  /** The looks before and after this one in the gallery of the same filters (newest first). */
  previousId: string | null;
  nextId: string | null;
  /** From the point the gallery was opened near (`near`) to the place, in kilometres; null without one. */
  distanceKm: number | null;
}

/** The gallery a look was opened from: its neighbours are that gallery's. */
export type LookNeighbourFilters = Pick<InspirationGalleryQuery, 'serviceSlug' | 'citySlug' | 'near'>;

/**
 * One look with the next free times of its service at its place, from the availability engine (the same
 * use case as the booking page). With the staff member who did it, their times; none of theirs → anyone's.
 */
export async function getInspirationLook(
  deps: {
    gallery: InspirationGallerySource;
    availability: AvailabilitySource;
    now: () => Date;
    previews?: LookPreviews;
  },
  query: {
    id: string;
    locale: string;
    fallbackLocale: string;
    within?: Omit<LookNeighbourFilters, 'near'> & { near?: { lat: number; lng: number } };
  },
): Promise<InspirationLookDetail> {
  const record = await deps.gallery.find(query.id);
  if (!record) throw new DomainError('NOT_FOUND', 'no such look', { id: query.id });
  const look = nameLook(
    record,
    query.locale,
    query.fallbackLocale,
    (await deps.previews?.of(record)) ?? null,
  );
  const { near, ...within } = query.within ?? {};
  const filters: LookNeighbourFilters = {
    ...within,
    ...(near ? { near: { ...near, radiusKm: NEAR_RADIUS_KM } } : {}),
  };
  const position = { startsAt: record.createdAt, id: record.id };
  const [[newer], [older], nextFreeStarts] = await Promise.all([
    deps.gallery.list({ ...filters, before: position, limit: 1 }),
    deps.gallery.list({ ...filters, after: position, limit: 1 }),
    record.offer ? freeStartsOf(deps, record) : [],
  ]);
  const place = { lat: record.location.latitude, lng: record.location.longitude };
  return {
    ...look,
    nextFreeStarts,
    previousId: newer?.id ?? null,
    nextId: older?.id ?? null,
    distanceKm: near ? Math.round(greatCircleKm(near, place) * 100) / 100 : null,
  };
}

async function freeStartsOf(
  deps: { availability: AvailabilitySource; now: () => Date },
  record: InspirationLookRecord,
): Promise<AvailableSlot[]> {
  const from = localNow(deps.now(), record.location.timeZone).date;
  const freeStarts = async (staffId: string) => {
    const { slots } = await listAvailability(deps, {
      locationSlug: record.location.slug,
      serviceId: record.offer?.serviceId ?? '',
      staffId,
      from,
      to: addLocalDays(from, LOOK_SEARCH_DAYS - 1),
    });
    return slots.slice(0, LOOK_FREE_STARTS);
  };
  const theirs = record.staff ? await freeStarts(record.staff.id) : [];
  return theirs.length > 0 ? theirs : freeStarts('any');
}
