import { z } from '@hono/zod-openapi';
import { boundedLocalDate } from '../dates/bounded-dates.ts';

/** Limits of the partner set-up (SECURITY.md: every string, list and range has one). */
export const PARTNER_LIMITS = {
  name: 120,
  description: 4000,
  address: 200,
  title: 80,
  /** A private app's name: short enough for a home screen (ADR 051). */
  appName: 30,
  note: 200,
  /** Ranges of one week (opening hours, working hours, breaks): a few per day. */
  weeklyRanges: 7 * 4,
  /** Special days sent at once. */
  exceptions: 366,
  /** Absences of one staff member sent at once. */
  timeOff: 100,
  /** Staff members of one service, services of one staff member. */
  links: 200,
  durationMinutes: 24 * 60,
  bufferMinutes: 8 * 60,
  /** Largest price in minor units (one million of the currency). */
  priceMinor: 100_000_000,
  horizonDays: 730,
  leadTimeMinutes: 30 * 24 * 60,
  cancellationWindowMinutes: 30 * 24 * 60,
} as const;

/** The languages a business may write in (keep in step with SUPPORTED_LOCALES of @kalendo/i18n). */
export const PARTNER_LOCALES = ['bg', 'en', 'de', 'es', 'it', 'fr', 'tr', 'ro', 'el', 'mk', 'ru'] as const;

export const text = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

const WALL_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A wall-clock time `HH:MM` in the place's zone; `24:00` only where a range may end at midnight. */
export const wallTime = z.string().regex(WALL_TIME, 'a time HH:MM').openapi({ example: '09:00' });
export const closingTime = z
  .string()
  .regex(new RegExp(`${WALL_TIME.source}|^24:00$`), 'a time HH:MM')
  .openapi({ example: '18:00' });

export const weekday = z
  .number()
  .int()
  .min(1)
  .max(7)
  .openapi({ description: 'ISO weekday: 1 = Monday … 7 = Sunday' });

/** A weekly range that ends after it starts (the same day; `24:00` is the day's end). */
export const WeeklyRangeSchema = z
  .object({ weekday, start: wallTime, end: closingTime })
  .strict()
  .refine((range) => range.end > range.start, { message: 'ends after it starts', path: ['end'] })
  .openapi('WeeklyRange');

export const weeklyRanges = z.array(WeeklyRangeSchema).max(PARTNER_LIMITS.weeklyRanges);

export const localDate = boundedLocalDate.openapi({ example: '2026-12-24' });

/** An IANA time zone the runtime knows ("Europe/Sofia"). */
export const timeZone = z
  .string()
  .min(1)
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return zone.includes('/') || zone === 'UTC';
      } catch {
        return false;
      }
    },
    { message: 'an IANA time zone such as Europe/Sofia' },
  )
  .openapi({ example: 'Europe/Sofia' });

export const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, 'an ISO 4217 currency code')
  .openapi({ example: 'EUR' });

export const minutes = (max: number) => z.number().int().min(0).max(max);

export const partnerLocale = z.enum(PARTNER_LOCALES);

/** Path ids: any uuid; one of another business is a 404. */
export const pathId = (name: string) =>
  z.uuid().openapi({ param: { name, in: 'path' }, example: '0b9f3c52-6d2a-4a8e-9a55-1f1f6f0c2b7e' });

export const BusinessIdParamsSchema = z.object({ businessId: pathId('businessId') });
export const PlaceIdParamsSchema = BusinessIdParamsSchema.extend({ placeId: pathId('placeId') });
export const ServiceIdParamsSchema = BusinessIdParamsSchema.extend({ serviceId: pathId('serviceId') });
export const StaffIdParamsSchema = BusinessIdParamsSchema.extend({ staffId: pathId('staffId') });

/**
 * `?keepBookings=true` on a change that may leave booked appointments behind (retiring a service or a staff
 * member, changing hours, a closed special day): without it such a change is refused with the appointments it
 * affects (409 `BOOKINGS_AFFECTED`); with it the change is made and every booking stays as it was.
 */
export const KeepBookingsQuerySchema = z.object({
  keepBookings: z
    .enum(['true', 'false'])
    .optional()
    .openapi({
      param: { name: 'keepBookings', in: 'query' },
      description: 'Confirmed: make the change, keep the bookings',
    }),
});

/** How many affected appointments a refusal names one by one (its count counts them all). */
export const AFFECTED_LIST_LIMIT = 50;

/** An appointment a change would leave outside its hours or without its service (`details.appointments`). */
export const AffectedAppointmentSchema = z
  .object({
    id: z.uuid(),
    startsAt: z.string(),
    endsAt: z.string(),
    serviceName: z.string(),
    staffName: z.string(),
    clientName: z.string(),
    timeZone: z.string(),
  })
  .openapi('AffectedAppointment');
export type AffectedAppointment = z.infer<typeof AffectedAppointmentSchema>;
