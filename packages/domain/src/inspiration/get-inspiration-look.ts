import type { AvailableSlot } from '../availability/available-slot.ts';
import type { AvailabilitySource } from '../booking/list-availability.ts';
import { listAvailability } from '../booking/list-availability.ts';
import { DomainError } from '../errors/domain-error.ts';
import { addLocalDays, localNow } from '../locations/local-now.ts';
import { type InspirationLook, nameLook } from './inspiration-look.ts';
import type { InspirationGallerySource } from './inspiration-ports.ts';

/** How many free starts a look shows, and how far ahead they are looked for. */
export const LOOK_FREE_STARTS = 3;
export const LOOK_SEARCH_DAYS = 14;

export interface InspirationLookDetail extends InspirationLook {
  /** The next free starts of the look's service at its place (with its staff member when known). */
  nextFreeStarts: AvailableSlot[];
}

/**
 * One look with the next free times of its service at its place, from the availability engine (the same
 * use case as the booking page). With the staff member who did it, their times; none of theirs → anyone's.
 */
export async function getInspirationLook(
  deps: { gallery: InspirationGallerySource; availability: AvailabilitySource; now: () => Date },
  query: { id: string; locale: string; fallbackLocale: string },
): Promise<InspirationLookDetail> {
  const record = await deps.gallery.find(query.id);
  if (!record) throw new DomainError('NOT_FOUND', 'no such look', { id: query.id });
  const look = nameLook(record, query.locale, query.fallbackLocale);
  if (!record.offer) return { ...look, nextFreeStarts: [] };
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
  return { ...look, nextFreeStarts: theirs.length > 0 ? theirs : await freeStarts('any') };
}
