import type { MyAppointmentDto } from '@kalendo/contracts';
import type { MyAppointment } from '@kalendo/domain';
import { ApiError } from '../errors/api-error.ts';

/** One appointment in the shape of `GET /me/appointments` (also answered by cancel and reschedule). */
export function toDto(a: MyAppointment): MyAppointmentDto {
  return {
    id: a.id,
    status: a.status,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    localStartsAt: a.localStartsAt,
    localEndsAt: a.localEndsAt,
    utcOffset: a.utcOffset,
    priceMinor: a.priceMinor,
    currency: a.currency,
    paidWithMembership: a.paidWithMembership ?? false,
    cancellable: a.cancellable,
    cancellableUntil: a.cancellableUntil.toISOString(),
    reviewable: a.reviewable,
    review: a.review,
    service: a.service,
    staff: a.staff,
    place: {
      id: a.place.id,
      slug: a.place.slug,
      name: a.place.name,
      address: {
        line: a.place.addressLine,
        postalCode: a.place.postalCode,
        city: a.place.city,
        countryCode: a.place.countryCode,
      },
      timeZone: a.place.timeZone,
      geo: { latitude: a.place.latitude, longitude: a.place.longitude },
      cancellationWindowMinutes: a.place.cancellationWindowMinutes,
    },
  };
}

/** Why an own appointment cannot be cancelled or moved: the answers cancel and reschedule share. */
export function refuseAppointmentChange(
  outcome:
    | { kind: 'not-found' }
    | { kind: 'already-cancelled' }
    | { kind: 'window-passed'; appointment: MyAppointment; windowMinutes: number },
): never {
  switch (outcome.kind) {
    case 'not-found':
      throw new ApiError('NOT_FOUND');
    case 'already-cancelled':
      throw new ApiError('ALREADY_CANCELLED', { status: 'cancelled' });
    case 'window-passed':
      throw new ApiError('CANCELLATION_WINDOW_PASSED', {
        cancellationWindowMinutes: outcome.windowMinutes,
        cancellableUntil: outcome.appointment.cancellableUntil.toISOString(),
      });
  }
}
