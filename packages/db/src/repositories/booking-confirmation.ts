import type { NewNotification, StoredAppointment } from '@kalendo/domain';
import type { OutgoingEmail } from './outbox.ts';

/** The email and in-app notification that confirm a booking, composed in the user's language. */
export interface BookingConfirmation {
  email: OutgoingEmail;
  /** Rendered in the reader's language when read (kind and parameters). */
  notification: NewNotification;
}

/** Composes the confirmation of the booked appointments for the signed-in user (bound by the caller). */
export type ComposeBookingConfirmation = (appointments: StoredAppointment[]) => BookingConfirmation;
