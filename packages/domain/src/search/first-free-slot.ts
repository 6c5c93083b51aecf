import { type AvailabilitySource, listAvailability } from '../booking/list-availability.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { SlotWindow } from './location-search.ts';

/** Services of one place checked at most per search result (variants of one service type). */
const MAX_SERVICES_PER_PLACE = 4;

/**
 * The earliest free start (UTC instant) of any of the services at the place, on the window's local date,
 * starting at or after `from` and before `to` (local wall clock), as the availability engine computes it;
 * null when there is none.
 */
export async function firstFreeSlot(
  deps: { availability: AvailabilitySource; now: () => Date },
  place: { slug: string; serviceIds: string[] },
  window: SlotWindow,
): Promise<string | null> {
  let earliest: string | null = null;
  for (const serviceId of place.serviceIds.slice(0, MAX_SERVICES_PER_PLACE)) {
    let slots: Awaited<ReturnType<typeof listAvailability>>['slots'];
    try {
      ({ slots } = await listAvailability(deps, {
        locationSlug: place.slug,
        serviceId,
        staffId: 'any',
        from: window.date,
        to: window.date,
      }));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') continue;
      throw error;
    }
    const fitting = slots.find((slot) => {
      const time = slot.localStart.slice(11, 16);
      return slot.localStart.startsWith(window.date) && time >= window.from && time < window.to;
    });
    if (fitting && (earliest === null || Date.parse(fitting.start) < Date.parse(earliest))) {
      earliest = fitting.start;
    }
  }
  return earliest;
}
