import type { StoredAppointment } from '../appointments/appointment.ts';
import type { AvailabilityQuery, LocalDate } from '../availability/availability-query.ts';
import type { AvailableSlot } from '../availability/available-slot.ts';
import { computeAvailableSlots } from '../availability/compute-available-slots.ts';
import { DomainError } from '../errors/domain-error.ts';

/** The longest stretch one availability request may ask for (a month view). */
export const MAX_AVAILABILITY_DAYS = 31;

export interface AvailabilityRequest {
  locationSlug: string;
  serviceId: string;
  /** A staff member's id or `'any'`. */
  staffId: string;
  from: LocalDate;
  to: LocalDate;
}

/** Everything about a location, service and its staff that availability depends on, for a stretch of days. */
export type AvailabilityContext = Omit<AvailabilityQuery, 'now' | 'range' | 'staffId'>;

/** What booking an offer takes besides availability: the place, the service's price and the staff names. */
export interface OfferDetails {
  businessId: string;
  place: StoredAppointment['place'];
  service: { id: string; name: string; priceMinor: number; currency: string };
  /** Names of the staff members of `staff`, by id. */
  staffNames: Record<string, string>;
}

/** An availability context with the offer's details, as the database source loads it (in one query). */
export type BookableAvailability = AvailabilityContext & { offer: OfferDetails };

/** Port implemented by the database layer: null when the location or the service does not exist. */
export interface AvailabilitySource<Context extends AvailabilityContext = AvailabilityContext> {
  load(request: AvailabilityRequest): Promise<Context | null>;
}

function daysBetween(from: LocalDate, to: LocalDate): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** Free start times of a service at a location, for one staff member or "any", in the location's zone. */
export async function listAvailability(
  deps: { availability: AvailabilitySource; now: () => Date },
  request: AvailabilityRequest,
): Promise<{ timeZone: string; slots: AvailableSlot[] }> {
  const span = daysBetween(request.from, request.to);
  if (!(span >= 0 && span < MAX_AVAILABILITY_DAYS)) {
    throw new DomainError('INVALID_INPUT', `from..to must be 1 to ${MAX_AVAILABILITY_DAYS} days`, {
      field: 'to',
    });
  }
  const context = await deps.availability.load(request);
  if (!context) throw new DomainError('NOT_FOUND', 'no such location or service');
  const slots = computeAvailableSlots({
    ...context,
    range: { from: request.from, to: request.to },
    now: deps.now().toISOString(),
    staffId: request.staffId,
  });
  return { timeZone: context.timeZone, slots };
}
