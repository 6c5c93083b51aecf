import { z } from '@hono/zod-openapi';
import { boundedInstant } from '../dates/bounded-dates.ts';

export const BookingItemInputSchema = z.object({
  locationSlug: z.string().regex(/^[a-z0-9-]{1,120}$/),
  serviceId: z.uuid(),
  staffId: z.union([z.literal('any'), z.uuid()]),
  start: boundedInstant.openapi({ example: '2026-11-23T08:00:00Z' }),
});

/** Pay with one of the caller's memberships: a credit for each item its plan covers, spent at booking. */
const membershipIdInput = z
  .uuid()
  .optional()
  .openapi({
    description:
      'Pay with this membership of the caller: a credit for each item its plan covers, spent in the booking’s ' +
      'transaction and given back when the appointment is cancelled in time; the other items are paid at the venue',
  });

export const CreateBookingInputSchema = z
  .object({ items: z.array(BookingItemInputSchema).min(1).max(10), membershipId: membershipIdInput })
  .openapi('CreateBookingInput');

/** The optional body of a basket checkout. */
export const BasketCheckoutInputSchema = z
  .object({ membershipId: membershipIdInput })
  .strict()
  .openapi('BasketCheckoutInput');

/** When a booked visit takes place, what it costs and whether a membership paid for it. */
const bookedVisitFields = {
  startsAt: z.string(),
  endsAt: z.string(),
  priceMinor: z.number().int(),
  currency: z.string(),
  membershipId: z
    .uuid()
    .nullable()
    .openapi({ description: 'The membership that paid for the visit; null: paid at the venue' }),
};

export const BookedAppointmentSchema = z
  .object({ id: z.uuid(), serviceId: z.uuid(), staffId: z.uuid(), ...bookedVisitFields })
  .openapi('BookedAppointment');

export const BookedClassSpotSchema = z
  .object({
    id: z.uuid().openapi({ description: 'The class booking' }),
    sessionId: z.uuid(),
    ...bookedVisitFields,
  })
  .openapi('BookedClassSpot');

export const BookingSchema = z
  .object({
    bookingId: z.uuid(),
    appointments: z.array(BookedAppointmentSchema),
    classSpots: z
      .array(BookedClassSpotSchema)
      .openapi({ description: 'The class spots taken by a basket checkout (empty otherwise)' }),
  })
  .openapi('Booking');

export const IdempotencyHeaderSchema = z.object({
  'idempotency-key': z
    .string()
    .min(8)
    .max(255)
    .openapi({ param: { name: 'idempotency-key', in: 'header' }, example: 'b3a1c6e2-checkout-1' }),
});

export type CreateBookingInput = z.infer<typeof CreateBookingInputSchema>;
export type Booking = z.infer<typeof BookingSchema>;
