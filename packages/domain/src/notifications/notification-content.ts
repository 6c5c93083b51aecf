import type { StoredAppointment } from '../appointments/appointment.ts';
import { DomainError } from '../errors/domain-error.ts';
import { appointmentActionPath, sameOriginActionPath } from './action-path.ts';
import type {
  ClassSessionParams,
  FormToFillParams,
  NewNotification,
  NotificationContent,
  NotificationKind,
  NotifiedAppointment,
} from './notification-ports.ts';

/** A booking confirmation names at most this many appointments (a basket holds 10). */
export const MAX_NOTIFIED_APPOINTMENTS = 10;
/** Names longer than this are cut: the parameters of a row stay small. */
const MAX_NAME_LENGTH = 200;

const name = (value: string) => value.slice(0, MAX_NAME_LENGTH);

/** What a notification needs to know of an appointment. */
export type NotifiableAppointment = Pick<StoredAppointment, 'id' | 'startsAt' | 'endsAt'> & {
  service: Pick<StoredAppointment['service'], 'name'>;
  place: Pick<StoredAppointment['place'], 'name' | 'timeZone'>;
};

/** What a notification keeps of an appointment. */
export function notifiedAppointment(a: NotifiableAppointment): NotifiedAppointment {
  return {
    appointmentId: a.id,
    service: name(a.service.name),
    place: name(a.place.name),
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    timeZone: a.place.timeZone,
  };
}

/** Checked on write: a notification only ever leads to a path on our own site. */
function withAction<T extends NotificationContent>(content: T, actionUrl: string): T & { actionUrl: string } {
  const path = sameOriginActionPath(actionUrl);
  if (!path) throw new DomainError('INVALID_INPUT', 'a notification leads to a path on this site only');
  return { ...content, actionUrl: path };
}

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

/** A class session as a notification names it. */
export interface NotifiableClassSession {
  name: string;
  startsAt: Date;
  place: { name: string; slug: string; timeZone: string };
}

const classSessionParams = (session: NotifiableClassSession): ClassSessionParams => ({
  className: name(session.name),
  place: name(session.place.name),
  startsAt: session.startsAt.toISOString(),
  timeZone: session.place.timeZone,
});

/** The place's timetable of classes, where another session can be booked. */
const timetablePath = (locale: string, session: NotifiableClassSession) =>
  `/${locale}/classes?location=${encodeURIComponent(session.place.slug)}`;

/** "A spot opened up for you": the first on a waitlist got the spot someone gave back; opens the place's timetable. */
export function classSpotGivenNotification(session: NotifiableClassSession, locale: string): NewNotification {
  return withAction(
    { kind: 'class-spot-given', params: classSessionParams(session) },
    timetablePath(locale, session),
  );
}

/** "Class cancelled": a session the reader had a spot (or a waitlist place) in will not take place. */
export function classSessionCancelledNotification(
  session: NotifiableClassSession,
  locale: string,
): NewNotification {
  return withAction(
    { kind: 'class-session-cancelled', params: classSessionParams(session) },
    timetablePath(locale, session),
  );
}

/** "Class moved": the session at its new time, and the time it had. */
export function classSessionMovedNotification(
  session: NotifiableClassSession,
  previousStartsAt: Date,
  locale: string,
): NewNotification {
  return withAction(
    {
      kind: 'class-session-moved',
      params: { ...classSessionParams(session), previousStartsAt: previousStartsAt.toISOString() },
    },
    timetablePath(locale, session),
  );
}

/** "The place cancelled your appointment": an apology that leads to the place's booking page (other times). */
export function appointmentCancelledByPlaceNotification(
  cancelled: NotifiableAppointment,
  placeSlug: string,
  locale: string,
): NewNotification {
  return withAction(
    { kind: 'appointment-cancelled-by-place', params: { appointment: notifiedAppointment(cancelled) } },
    `/${locale}/location/${encodeURIComponent(placeSlug)}/book`,
  );
}

/** "How was your visit?": asked once after a completed visit; opens it on My appointments to review it. */
export function reviewRequestNotification(
  visit: { id: string; service: { name: string }; place: { name: string } },
  locale: string,
): NewNotification {
  return withAction(
    { kind: 'review-request', params: { service: name(visit.service.name), place: name(visit.place.name) } },
    appointmentActionPath(locale, visit.id),
  );
}

/** A form response the reader is asked to fill before a visit (issue 19). */
export interface NotifiableFormResponse {
  id: string;
  form: string;
  place: string;
  dueAt: Date;
  timeZone: string;
}

/** The path of a form response to fill. */
export const formResponsePath = (locale: string, responseId: string) =>
  `/${locale}/forms/${encodeURIComponent(responseId)}`;

/**
 * "A form to fill before your visit" (`form-requested`, written with the booking) or its reminder when it is
 * still not filled a while before it is due (`form-reminder`); both open the form.
 */
export function formToFillNotification(
  response: NotifiableFormResponse,
  kind: 'form-requested' | 'form-reminder',
  locale: string,
): NewNotification {
  return withAction(
    {
      kind,
      params: {
        form: name(response.form),
        place: name(response.place),
        dueAt: response.dueAt.toISOString(),
        timeZone: response.timeZone,
      },
    },
    formResponsePath(locale, response.id),
  );
}

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
      return appointment ? { kind: 'appointment-cancelled-by-place', params: { appointment } } : fallback;
    }
    default:
      return fallback;
  }
}
