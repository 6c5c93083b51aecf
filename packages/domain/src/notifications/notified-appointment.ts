import type { StoredAppointment } from '../appointments/appointment.ts';
import type { NotifiedAppointment } from './notification-ports.ts';

/** A booking confirmation names at most this many appointments (a basket holds 10). */
export const MAX_NOTIFIED_APPOINTMENTS = 10;
/** Names longer than this are cut: the parameters of a row stay small. */
const MAX_NAME_LENGTH = 200;
/** A place's reason (a cancellation's) is kept whole: the partner API takes at most 500 characters. */
const MAX_REASON_LENGTH = 500;

/** A name as a notification keeps it. */
export const cappedName = (value: string) => value.slice(0, MAX_NAME_LENGTH);

/** A place's reason as a notification keeps it. */
export const cappedReason = (value: string) => value.slice(0, MAX_REASON_LENGTH);

/** What a notification needs to know of an appointment. */
export type NotifiableAppointment = Pick<StoredAppointment, 'id' | 'startsAt' | 'endsAt'> & {
  service: Pick<StoredAppointment['service'], 'name'>;
  place: Pick<StoredAppointment['place'], 'name' | 'timeZone'>;
};

/** What a notification keeps of an appointment. */
export function notifiedAppointment(a: NotifiableAppointment): NotifiedAppointment {
  return {
    appointmentId: a.id,
    service: cappedName(a.service.name),
    place: cappedName(a.place.name),
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    timeZone: a.place.timeZone,
  };
}
