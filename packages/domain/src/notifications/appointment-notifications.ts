import { DomainError } from '../errors/domain-error.ts';
import { appointmentActionPath } from './action-path.ts';
import { withAction } from './notification-action.ts';
import type { NewNotification, NotifiedAppointment } from './notification-ports.ts';
import {
  cappedName,
  cappedReason,
  MAX_NOTIFIED_APPOINTMENTS,
  type NotifiableAppointment,
  notifiedAppointment,
} from './notified-appointment.ts';

/** "Booking confirmed": the booked appointments; tapping it opens the first one on My appointments. */
export function bookingConfirmedNotification(
  appointments: readonly NotifiableAppointment[],
  locale: string,
): NewNotification {
  const first = appointments[0];
  if (!first) throw new DomainError('INVALID_INPUT', 'a booking has at least one appointment');
  return withAction(
    {
      kind: 'booking-confirmed',
      params: { appointments: appointments.slice(0, MAX_NOTIFIED_APPOINTMENTS).map(notifiedAppointment) },
    },
    appointmentActionPath(locale, first.id),
  );
}

/** "Appointment moved": the appointment at its new time, and the time it had. */
export function appointmentRescheduledNotification(
  moved: NotifiableAppointment,
  previousStartsAt: Date,
  locale: string,
): NewNotification {
  return withAction(
    {
      kind: 'appointment-rescheduled',
      params: { appointment: notifiedAppointment(moved), previousStartsAt: previousStartsAt.toISOString() },
    },
    appointmentActionPath(locale, moved.id),
  );
}

/** "Appointment cancelled" (by its owner). */
export function appointmentCancelledNotification(
  cancelled: NotifiableAppointment,
  locale: string,
): NewNotification {
  return withAction(
    { kind: 'appointment-cancelled', params: { appointment: notifiedAppointment(cancelled) } },
    appointmentActionPath(locale, cancelled.id),
  );
}

/** "Your appointment is soon": a reminder planned `minutesBefore` its start; opens it on My appointments. */
export function appointmentReminderNotification(
  appointment: NotifiedAppointment,
  minutesBefore: number,
  locale: string,
): NewNotification {
  return withAction(
    { kind: 'appointment-reminder', params: { appointment, minutesBefore } },
    appointmentActionPath(locale, appointment.appointmentId),
  );
}

/**
 * "The place cancelled your appointment": an apology that leads to the place's booking page (other times),
 * with the reason the place gave.
 */
export function appointmentCancelledByPlaceNotification(
  cancelled: NotifiableAppointment,
  placeSlug: string,
  locale: string,
  reason: string,
): NewNotification {
  return withAction(
    {
      kind: 'appointment-cancelled-by-place',
      params: { appointment: notifiedAppointment(cancelled), reason: cappedReason(reason) },
    },
    `/${locale}/location/${encodeURIComponent(placeSlug)}/book`,
  );
}

/** "How was your visit?": asked once after a completed visit; opens it on My appointments to review it. */
export function reviewRequestNotification(
  visit: { id: string; service: { name: string }; place: { name: string } },
  locale: string,
): NewNotification {
  return withAction(
    {
      kind: 'review-request',
      params: { service: cappedName(visit.service.name), place: cappedName(visit.place.name) },
    },
    appointmentActionPath(locale, visit.id),
  );
}
