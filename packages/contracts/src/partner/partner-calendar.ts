import { z } from '@hono/zod-openapi';
import { boundedInstant } from '../dates/bounded-dates.ts';
import { BusinessIdParamsSchema, requiredText } from './partner-fields.ts';

/** Limits of the partner calendar (issue 22, ADR 042). */
export const PARTNER_CALENDAR_LIMITS = {
  /** A week view, plus a day of slack for the place's time zone. */
  rangeDays: 8,
  /** Appointments and class sessions one calendar read answers at most (`truncated` says when cut). */
  appointments: 5000,
  classSessions: 1000,
  cancelReason: 500,
  clientName: 120,
  notes: 1000,
} as const;

const DAY_MS = 86_400_000;

/** `GET …/calendar`: a place's appointments, class sessions and staff between two instants. */
export const PartnerCalendarQuerySchema = z
  .object({
    placeId: z.uuid().openapi({ param: { name: 'placeId', in: 'query' } }),
    from: boundedInstant.openapi({ param: { name: 'from', in: 'query' }, example: '2026-11-22T22:00:00Z' }),
    to: boundedInstant.openapi({ param: { name: 'to', in: 'query' }, example: '2026-11-29T22:00:00Z' }),
    staffId: z
      .uuid()
      .optional()
      .openapi({ param: { name: 'staffId', in: 'query' }, description: 'One staff member’s column only' }),
  })
  .refine((query) => Date.parse(query.to) > Date.parse(query.from), {
    message: 'ends after it starts',
    path: ['to'],
  })
  .refine(
    (query) => Date.parse(query.to) - Date.parse(query.from) <= PARTNER_CALENDAR_LIMITS.rangeDays * DAY_MS,
    {
      message: `at most ${PARTNER_CALENDAR_LIMITS.rangeDays} days`,
      path: ['to'],
    },
  );
export type PartnerCalendarQuery = z.infer<typeof PartnerCalendarQuerySchema>;

const instant = z.string().openapi({ example: '2026-11-23T09:00:00.000Z' });
const weeklyRange = z.object({ weekday: z.number().int(), start: z.string(), end: z.string() });

export const CalendarStaffSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    title: z.string(),
    active: z.boolean(),
    /** Weekly working hours and breaks on the place's clock; absences as instants (those in the range). */
    workingHours: z.array(weeklyRange),
    breaks: z.array(weeklyRange),
    timeOff: z.array(z.object({ startsAt: instant, endsAt: instant })),
  })
  .openapi('CalendarStaff');

export const APPOINTMENT_STATUSES = ['booked', 'cancelled', 'completed', 'no_show'] as const;

export const CalendarAppointmentSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(APPOINTMENT_STATUSES),
    arrivedAt: instant.nullable(),
    staffId: z.uuid(),
    service: z.object({ id: z.uuid(), name: z.string() }),
    client: z.object({
      /** `account`: a Kalendo user; `walk-in`: a client the place named (no account). */
      kind: z.enum(['account', 'walk-in']),
      name: z.string(),
      phone: z.string().nullable(),
    }),
    startsAt: instant,
    endsAt: instant,
    busyStartsAt: instant,
    busyEndsAt: instant,
    priceMinor: z.number().int(),
    currency: z.string(),
    notes: z.string(),
  })
  .openapi('CalendarAppointment');
export type CalendarAppointmentDto = z.infer<typeof CalendarAppointmentSchema>;

export const CalendarClassSessionSchema = z
  .object({
    id: z.uuid(),
    className: z.string(),
    instructorStaffId: z.uuid().nullable(),
    startsAt: instant,
    endsAt: instant,
    capacity: z.number().int(),
    bookedCount: z.number().int(),
    cancelled: z.boolean(),
  })
  .openapi('CalendarClassSession');

/**
 * One appointment as the grid draws it (ADR 050): its staff member and service as indexes into the
 * answer's `staff` and `services`, its start in minutes from the answer's `from` and its length in minutes;
 * its full details are `GET …/appointments/{id}`.
 */
export const CalendarBlockSchema = z
  .object({
    id: z.uuid(),
    /** Index into `staff`. */
    staff: z.number().int().nonnegative(),
    /** Index into `services`. */
    service: z.number().int().nonnegative(),
    /** Minutes from `from` (negative: it began before the range, at most a day). */
    start: z.number().int(),
    minutes: z.number().int().nonnegative(),
    status: z.enum(APPOINTMENT_STATUSES),
    arrived: z.boolean(),
    /** The client's name: an account's, or the walk-in's the place gave. */
    client: z.string(),
  })
  .openapi('CalendarBlock');
export type CalendarBlockDto = z.infer<typeof CalendarBlockSchema>;

export const PartnerCalendarSchema = z
  .object({
    place: z.object({ id: z.uuid(), name: z.string(), timeZone: z.string(), currency: z.string() }),
    from: instant,
    to: instant,
    /**
     * The staff member whose column this is: the one asked for, or a staff-role member's own whatever was
     * asked (ADR 050); null for the whole place.
     */
    column: z.uuid().nullable(),
    staff: z.array(CalendarStaffSchema),
    /** The services the appointments name, each once. */
    services: z.array(z.object({ id: z.uuid(), name: z.string() })),
    appointments: z.array(CalendarBlockSchema),
    classSessions: z.array(CalendarClassSessionSchema),
    /** More appointments or sessions than a read answers lie in the range: narrow it. */
    truncated: z.boolean(),
  })
  .openapi('PartnerCalendar');
export type PartnerCalendarDto = z.infer<typeof PartnerCalendarSchema>;

export const AppointmentIdInBusinessParamsSchema = BusinessIdParamsSchema.extend({
  appointmentId: z.uuid().openapi({
    param: { name: 'appointmentId', in: 'path' },
    example: '5c1e0f0e-2a0b-4b8e-8d55-2f1f6f0c2b7e',
  }),
});

/** `POST …/appointments/{id}/mark`: the client arrived, the visit is completed, or the client did not come. */
export const AppointmentMarkInputSchema = z
  .object({ mark: z.enum(['arrived', 'completed', 'no-show']) })
  .strict()
  .openapi('AppointmentMarkInput');

/**
 * Confirmed: book a time outside the staff member's working hours, in a break or time off, or outside the
 * place's hours (ADR 050). Without it such a time is refused with 409 `OUTSIDE_HOURS` and its reasons.
 */
const bookAnyway = z
  .boolean()
  .optional()
  .openapi({ description: 'Confirmed: keep a time outside the hours (409 `OUTSIDE_HOURS` names why)' });

/** Why a time lies outside the hours (`details.reasons` of `OUTSIDE_HOURS`), as the domain decides. */
export const OUTSIDE_HOURS_REASONS = ['place-closed', 'not-working', 'break', 'time-off'] as const;

/** `POST …/appointments/{id}/move`: a new start and/or another staff member (at least one). */
export const PartnerMoveInputSchema = z
  .object({
    start: boundedInstant.optional().openapi({ example: '2026-11-23T09:15:00Z' }),
    staffId: z.uuid().optional().openapi({ description: 'Another staff member who performs the service' }),
    bookAnyway: bookAnyway,
  })
  .strict()
  .refine((move) => move.start !== undefined || move.staffId !== undefined, {
    message: 'a new start or another staff member',
    path: ['start'],
  })
  .openapi('PartnerMoveInput');
export type PartnerMoveInput = z.infer<typeof PartnerMoveInputSchema>;

/** `POST …/appointments/{id}/cancel`: the reason the client is told. */
export const PartnerCancelInputSchema = z
  .object({ reason: requiredText(PARTNER_CALENDAR_LIMITS.cancelReason) })
  .strict()
  .openapi('PartnerCancelInput');

const PHONE = /^\+?[0-9][0-9 ()./-]{3,30}$/;

/** `POST …/appointments`: a walk-in or phone booking for a client without an account. */
export const WalkInInputSchema = z
  .object({
    placeId: z.uuid(),
    serviceId: z.uuid(),
    staffId: z.uuid(),
    start: boundedInstant.openapi({ example: '2026-11-23T09:15:00Z' }),
    client: z
      .object({
        name: requiredText(PARTNER_CALENDAR_LIMITS.clientName),
        phone: z.string().trim().regex(PHONE, 'a phone number').nullable().default(null),
      })
      .strict(),
    notes: z.string().trim().max(PARTNER_CALENDAR_LIMITS.notes).default(''),
    bookAnyway: bookAnyway,
  })
  .strict()
  .openapi('WalkInInput');
export type WalkInInput = z.infer<typeof WalkInInputSchema>;
