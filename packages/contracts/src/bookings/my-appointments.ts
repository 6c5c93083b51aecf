import { z } from '@hono/zod-openapi';
import { ClassBookingSchema, ClassSessionSchema } from '../classes/class-sessions.ts';

export const MyAppointmentsQuerySchema = z.object({
  when: z
    .enum(['upcoming', 'past'])
    .default('upcoming')
    .openapi({ param: { name: 'when', in: 'query' } }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(20)
    .openapi({ param: { name: 'limit', in: 'query' } }),
  cursor: z
    .string()
    .max(200)
    .optional()
    .openapi({ param: { name: 'cursor', in: 'query' } }),
});

export const AppointmentIdParamsSchema = z.object({
  id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }),
});

export const MyAppointmentSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(['booked', 'cancelled', 'completed', 'no_show']),
    startsAt: z.string().openapi({ description: 'UTC instant', example: '2026-11-23T14:00:00.000Z' }),
    endsAt: z.string(),
    localStartsAt: z.string().openapi({
      description: "Wall clock at the place, in the place's time zone",
      example: '2026-11-23T16:00',
    }),
    localEndsAt: z.string(),
    utcOffset: z.string().openapi({ example: '+02:00' }),
    priceMinor: z.number().int().openapi({ description: 'Price snapshot taken when booked' }),
    currency: z.string(),
    paidWithMembership: z
      .boolean()
      .openapi({ description: 'Paid with a membership’s credit: nothing to pay at the venue' }),
    cancellable: z.boolean(),
    cancellableUntil: z
      .string()
      .openapi({ description: 'Cancelling is accepted strictly before this instant (start − window)' }),
    reviewable: z.boolean().openapi({ description: 'Completed and not reviewed yet' }),
    review: z
      .object({ id: z.uuid(), rating: z.number().int(), body: z.string() })
      .nullable()
      .openapi({ description: "The user's review of this visit" }),
    service: z.object({ id: z.uuid(), name: z.string() }),
    staff: z.object({ id: z.uuid(), name: z.string() }),
    place: z.object({
      id: z.uuid(),
      slug: z.string(),
      name: z.string(),
      address: z.object({
        line: z.string(),
        postalCode: z.string(),
        city: z.string(),
        countryCode: z.string(),
      }),
      timeZone: z.string(),
      geo: z.object({ latitude: z.number(), longitude: z.number() }),
      cancellationWindowMinutes: z.number().int(),
    }),
  })
  .openapi('MyAppointment');

export const MyAppointmentPageSchema = z
  .object({ items: z.array(MyAppointmentSchema), nextCursor: z.string().nullable() })
  .openapi('MyAppointmentPage');

export const BookingIdParamsSchema = z.object({
  id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }),
});

export const MyBookingSchema = z
  .object({
    bookingId: z.uuid(),
    appointments: z.array(MyAppointmentSchema),
    classSpots: z
      .array(z.object({ booking: ClassBookingSchema, session: ClassSessionSchema }))
      .openapi({ description: 'The class spots the booking took (a basket checkout), soonest first' }),
  })
  .openapi('MyBooking');

export type MyAppointmentDto = z.infer<typeof MyAppointmentSchema>;
export type MyBooking = z.infer<typeof MyBookingSchema>;
export type MyAppointmentPage = z.infer<typeof MyAppointmentPageSchema>;
