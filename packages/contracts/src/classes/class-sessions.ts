import { z } from '@hono/zod-openapi';
import { MoneySchema } from '../locations/location-summary.ts';

const instant = z.string().openapi({ example: '2026-12-01T17:30:00.000Z' });
const uuid = (name: string) =>
  z.uuid().openapi({ param: { name, in: 'path' }, example: '0b9f3c52-6d2a-4a8e-9a55-1f1f6f0c2b7e' });

/** Any uuid: one that names no session (or booking) is a 404. */
export const ClassSessionIdParamsSchema = z.object({ id: uuid('id') });
export const ClassBookingIdParamsSchema = z.object({ id: uuid('id') });

/** One occurrence of a class, as its page shows it. */
export const ClassSessionSchema = z
  .object({
    id: z.uuid(),
    classId: z.uuid(),
    name: z.string(),
    description: z.string(),
    level: z
      .enum(['all', 'beginner', 'intermediate', 'advanced'])
      .openapi({ description: '`all`: every level' }),
    whatToBring: z.string(),
    startsAt: instant,
    endsAt: instant,
    durationMinutes: z.number().int(),
    capacity: z.number().int(),
    spotsLeft: z.number().int().openapi({ description: '"3 of 12 left"; 0 when full' }),
    waitlist: z.object({
      capacity: z.number().int().openapi({ description: 'Places on the waitlist; 0: the class has none' }),
      waiting: z.number().int(),
    }),
    price: MoneySchema,
    instructor: z.object({ name: z.string() }).nullable(),
    place: z.object({
      slug: z.string(),
      name: z.string(),
      city: z.string(),
      timeZone: z.string(),
      cancellationWindowMinutes: z.number().int(),
    }),
  })
  .openapi('ClassSession');

export const ClassBookingInputSchema = z
  .object({
    sessionId: z.uuid(),
    membershipId: z
      .uuid()
      .optional()
      .openapi({ description: 'Pay with this membership: a credit is spent with the spot' }),
  })
  .strict()
  .openapi('ClassBookingInput');

/** The caller's spot in a session, or place on its waitlist. */
export const ClassBookingSchema = z
  .object({
    id: z.uuid(),
    sessionId: z.uuid(),
    status: z.enum(['booked', 'waitlisted', 'cancelled', 'attended']),
    waitlistPosition: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'On the waitlist: 1 is next in line; null otherwise' }),
    membershipId: z
      .uuid()
      .nullable()
      .openapi({ description: 'The membership that pays for the spot; null: paid at the venue' }),
  })
  .openapi('ClassBooking');

export const ClassCancellationSchema = z
  .object({
    booking: ClassBookingSchema,
    spotPassedOn: z
      .boolean()
      .openapi({ description: 'The freed spot went to the first on the waitlist, in the same transaction' }),
  })
  .openapi('ClassCancellation');

export type ClassSession = z.infer<typeof ClassSessionSchema>;
export type ClassBooking = z.infer<typeof ClassBookingSchema>;

const slug = (name: string) =>
  z
    .string()
    .min(1)
    .max(120)
    .optional()
    .openapi({ param: { name, in: 'query' } });

/** The timetable's filters; every one optional, all in the places' own time zones. */
export const ClassTimetableQuerySchema = z.object({
  city: slug('city'),
  category: slug('category'),
  location: slug('location'),
  business: slug('business'),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional()
    .openapi({ param: { name: 'date', in: 'query' }, example: '2026-12-01' }),
  timeOfDay: z
    .enum(['morning', 'afternoon', 'evening'])
    .optional()
    .openapi({ param: { name: 'timeOfDay', in: 'query' } }),
  level: z
    .enum(['beginner', 'intermediate', 'advanced'])
    .optional()
    .openapi({
      param: { name: 'level', in: 'query' },
      description: 'Classes of this level, and those for every level',
    }),
  freeOnly: z
    .enum(['true', 'false'])
    .optional()
    .openapi({ param: { name: 'freeOnly', in: 'query' }, description: 'Only sessions with a spot free' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(50)
    .default(20)
    .openapi({ param: { name: 'limit', in: 'query' } }),
  cursor: z
    .string()
    .max(200)
    .optional()
    .openapi({ param: { name: 'cursor', in: 'query' } }),
});

export const ClassTimetablePageSchema = z
  .object({ items: z.array(ClassSessionSchema), nextCursor: z.string().nullable() })
  .openapi('ClassTimetablePage');

export type ClassTimetablePage = z.infer<typeof ClassTimetablePageSchema>;

/** The caller's spots and waitlist places in sessions not yet started, soonest first. */
export const MyClassBookingsSchema = z
  .object({ items: z.array(z.object({ booking: ClassBookingSchema, session: ClassSessionSchema })) })
  .openapi('MyClassBookings');

export type MyClassBookings = z.infer<typeof MyClassBookingsSchema>;
