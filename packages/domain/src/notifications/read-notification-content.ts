import type {
  ClassSessionParams,
  FormToFillParams,
  NotificationContent,
  NotificationKind,
  NotifiedAppointment,
} from './notification-ports.ts';
import { MAX_NOTIFIED_APPOINTMENTS } from './notified-appointment.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 1000;
const isInstant = (value: unknown): value is string => isText(value) && !Number.isNaN(Date.parse(value));

function readAppointment(value: unknown): NotifiedAppointment | null {
  if (!isRecord(value)) return null;
  const { appointmentId, service, place, startsAt, endsAt, timeZone } = value;
  if (!isText(appointmentId) || !isText(service) || !isText(place) || !isText(timeZone)) return null;
  if (!isInstant(startsAt) || !isInstant(endsAt)) return null;
  return { appointmentId, service, place, startsAt, endsAt, timeZone };
}

function readClassSession(params: Record<string, unknown>): ClassSessionParams | null {
  const { className, place, startsAt, timeZone } = params;
  return isText(className) && isText(place) && isInstant(startsAt) && isText(timeZone)
    ? { className, place, startsAt, timeZone }
    : null;
}

/**
 * A stored row's kind and parameters, checked: a row whose parameters do not fit its kind (or of a kind
 * this version does not know) is read as a `message` with its stored text, never as broken parameters.
 */
export function readNotificationContent(kind: string, params: unknown): NotificationContent {
  const fallback: NotificationContent = { kind: 'message', params: {} };
  if (!isRecord(params)) return fallback;
  switch (kind as NotificationKind) {
    case 'booking-confirmed': {
      const list = Array.isArray(params.appointments) ? params.appointments : [];
      const appointments = list
        .slice(0, MAX_NOTIFIED_APPOINTMENTS)
        .map(readAppointment)
        .filter((a): a is NotifiedAppointment => a !== null);
      return appointments.length > 0 ? { kind: 'booking-confirmed', params: { appointments } } : fallback;
    }
    case 'appointment-rescheduled': {
      const appointment = readAppointment(params.appointment);
      const previousStartsAt = params.previousStartsAt;
      return appointment && isInstant(previousStartsAt)
        ? { kind: 'appointment-rescheduled', params: { appointment, previousStartsAt } }
        : fallback;
    }
    case 'appointment-cancelled': {
      const appointment = readAppointment(params.appointment);
      return appointment ? { kind: 'appointment-cancelled', params: { appointment } } : fallback;
    }
    case 'appointment-reminder': {
      const appointment = readAppointment(params.appointment);
      const { minutesBefore } = params;
      return appointment && typeof minutesBefore === 'number' && Number.isInteger(minutesBefore)
        ? { kind: 'appointment-reminder', params: { appointment, minutesBefore } }
        : fallback;
    }
    case 'review-request': {
      const { service, place } = params;
      return isText(service) && isText(place)
        ? { kind: 'review-request', params: { service, place } }
        : fallback;
    }
    case 'class-spot-given':
    case 'class-session-cancelled': {
      const session = readClassSession(params);
      if (!session) return fallback;
      return kind === 'class-spot-given'
        ? { kind: 'class-spot-given', params: session }
        : { kind: 'class-session-cancelled', params: session };
    }
    case 'class-session-moved': {
      const session = readClassSession(params);
      const { previousStartsAt } = params;
      return session && isInstant(previousStartsAt)
        ? { kind: 'class-session-moved', params: { ...session, previousStartsAt } }
        : fallback;
    }
    case 'class-teacher-changed': {
      const session = readClassSession(params);
      const { teacher } = params;
      return session && isText(teacher)
        ? { kind: 'class-teacher-changed', params: { ...session, teacher } }
        : fallback;
    }
    case 'form-requested':
    case 'form-reminder': {
      const { form, place, dueAt, timeZone } = params;
      const read: FormToFillParams | null =
        isText(form) && isText(place) && isInstant(dueAt) && isText(timeZone)
          ? { form, place, dueAt, timeZone }
          : null;
      if (!read) return fallback;
      return kind === 'form-requested'
        ? { kind: 'form-requested', params: read }
        : { kind: 'form-reminder', params: read };
    }
    case 'appointment-cancelled-by-place': {
      const appointment = readAppointment(params.appointment);
      if (!appointment) return fallback;
      const { reason } = params;
      return {
        kind: 'appointment-cancelled-by-place',
        params: isText(reason) && reason.length > 0 ? { appointment, reason } : { appointment },
      };
    }
    case 'membership-renewed': {
      const { plan, business, validUntil, timeZone, atVenue } = params;
      return isText(plan) &&
        isText(business) &&
        isInstant(validUntil) &&
        isText(timeZone) &&
        typeof atVenue === 'boolean'
        ? { kind: 'membership-renewed', params: { plan, business, validUntil, timeZone, atVenue } }
        : fallback;
    }
    case 'membership-activated': {
      const { plan, business, validUntil, timeZone } = params;
      return isText(plan) && isText(business) && isInstant(validUntil) && isText(timeZone)
        ? { kind: 'membership-activated', params: { plan, business, validUntil, timeZone } }
        : fallback;
    }
    case 'membership-ended': {
      const { plan, business, declined } = params;
      return isText(plan) && isText(business) && typeof declined === 'boolean'
        ? { kind: 'membership-ended', params: { plan, business, declined } }
        : fallback;
    }
    case 'custom-domain-lapsed': {
      const { domain, place } = params;
      return isText(domain) && isText(place)
        ? { kind: 'custom-domain-lapsed', params: { domain, place } }
        : fallback;
    }
    default:
      return fallback;
  }
}
