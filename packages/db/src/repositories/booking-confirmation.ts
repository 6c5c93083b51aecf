import type { StoredAppointment } from '@kalendo/domain';
import type { OutgoingEmail } from './outbox.ts';

/** The email and in-app notification that confirm a booking, composed in the user's language. */
export interface BookingConfirmation {
  email: OutgoingEmail;
  notification: { title: string; body: string; actionUrl: string };
}

/** Composes the confirmation of the booked appointments for the signed-in user (bound by the caller). */
export type ComposeBookingConfirmation = (appointments: StoredAppointment[]) => BookingConfirmation;
