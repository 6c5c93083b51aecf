import type { InstantString } from '../availability/availability-query.ts';
import type { AvailableSlot } from '../availability/available-slot.ts';
import { computeAvailableSlots } from '../availability/compute-available-slots.ts';
import { DomainError } from '../errors/domain-error.ts';
import type { AvailabilityContext, AvailabilitySource } from './list-availability.ts';

/** One item of a basket or a checkout: a service at a place, a staff member or `'any'`, a start. */
export interface BookingItemRequest {
  locationSlug: string;
  serviceId: string;
  /** A staff member's id or `'any'`. */
  staffId: string;
  start: InstantString;
}

/** How many free starts are offered instead of a taken one. */
export const MAX_ALTERNATIVES = 3;

/** What live availability says about one item right now. */
export type BookingItemCheck =
  | { status: 'available'; slot: AvailableSlot }
  /** The time is not free (taken, past, outside hours); `alternatives` are the nearest free starts. */
  | { status: 'unavailable'; alternatives: InstantString[] }
  /** The place or the service does not exist or cannot be booked any more. */
  | { status: 'gone' };

/** A check that also hands over what was loaded for a free item (checkout books from it). */
export type LoadedItemCheck<Context extends AvailabilityContext> =
  | Exclude<BookingItemCheck, { status: 'available' }>
  | { status: 'available'; slot: AvailableSlot; context: Context };

const DAY_MS = 86_400_000;
/**
 * Starts before this much before now (every start looked at around them is past) or after this much ahead
 * (beyond any booking horizon) are never free and have no free neighbours: answered without a look-up.
 */
const PAST_REACH_MS = 3 * DAY_MS;
const FUTURE_REACH_MS = 5 * 366 * DAY_MS;

/** The free starts closest to `start` (either side), in time order. */
function nearestStarts(slots: readonly AvailableSlot[], start: number): InstantString[] {
  return slots
    .map((slot) => ({ slot, distance: Math.abs(Date.parse(slot.start) - start) }))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, MAX_ALTERNATIVES)
    .map(({ slot }) => slot.start)
    .sort();
}

/**
 * Checks one item against live availability (the same staff choice), at `deps.now()`. The one check shared
 * by checkout and the basket (the basket looks up the service first; checkout answers `gone` as not found).
 * A start that is not an instant is an `INVALID_INPUT` naming item `index`.
 */
export async function checkBookingItem<Context extends AvailabilityContext>(
  deps: { availability: AvailabilitySource<Context>; now: () => Date },
  item: BookingItemRequest,
  index = 0,
): Promise<LoadedItemCheck<Context>> {
  const start = Date.parse(item.start);
  if (Number.isNaN(start)) throw new DomainError('INVALID_INPUT', 'start is not an instant', { item: index });
  const now = deps.now();
  if (start < now.getTime() - PAST_REACH_MS || start > now.getTime() + FUTURE_REACH_MS)
    return { status: 'unavailable', alternatives: [] };
  const day = new Date(start).toISOString().slice(0, 10);
  const context = await deps.availability.load({ ...item, from: day, to: day });
  if (!context) return { status: 'gone' };
  // The local day can differ from the UTC day: look one day either side.
  const around = (offset: number) => new Date(start + offset * DAY_MS).toISOString().slice(0, 10);
  const slots = computeAvailableSlots({
    ...context,
    range: { from: around(-1), to: around(1) },
    now: now.toISOString(),
    staffId: item.staffId,
  });
  const slot = slots.find((candidate) => Date.parse(candidate.start) === start);
  return slot
    ? { status: 'available', slot, context }
    : { status: 'unavailable', alternatives: nearestStarts(slots, start) };
}
