import type { NewNotification, StoredAppointment } from '@kalendo/domain';
import type { OutgoingEmail } from './outbox.ts';

/** The email and in-app notification that confirm a booking, composed in the user's language. */
export interface BookingConfirmation {
  email: OutgoingEmail;
  /** Rendered in the reader's language when read (kind and parameters). */
  notification: NewNotification;
  /** The reader's language: the links of the notifications written with the booking (forms to fill). */
  locale: string;
}

/** Composes the confirmation of the booked appointments for the signed-in user (bound by the caller). */
export type ComposeBookingConfirmation = (appointments: StoredAppointment[]) => BookingConfirmation;
