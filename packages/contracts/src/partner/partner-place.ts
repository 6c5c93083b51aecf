import { z } from '@hono/zod-openapi';
import { PlaceAddressSchema } from './partner-business.ts';
import {
  closingTime,
  localDate,
  minutes,
  PARTNER_LIMITS,
  text,
  WeeklyRangeSchema,
  wallTime,
  weeklyRanges,
} from './partner-fields.ts';

/**
 * `POST …/places`: another place of the business, with the set-up's place fields and, if known, its weekly
 * hours. It stays out of public view until published on its own (ADR 056).
 */
export const CreatePlaceInputSchema = PlaceAddressSchema.extend({ weekly: weeklyRanges.default([]) })
  .strict()
  .openapi('CreatePlaceInput');
export type CreatePlaceInput = z.infer<typeof CreatePlaceInputSchema>;

/** `PATCH …/places/{placeId}`: any of the place's details (address, position, zone, contacts). */
export const UpdatePlaceInputSchema = PlaceAddressSchema.partial()
  .strict()
  .refine((input) => Object.keys(input).length > 0, { message: 'at least one field' })
  .openapi('UpdatePlaceInput');
export type UpdatePlaceInput = z.infer<typeof UpdatePlaceInputSchema>;

/** `PUT …/places/{placeId}/policy`: how far ahead, how late and in which steps clients book and cancel. */
export const BookingPolicySchema = z
  .object({
    horizonDays: z.number().int().min(1).max(PARTNER_LIMITS.horizonDays),
    leadTimeMinutes: minutes(PARTNER_LIMITS.leadTimeMinutes),
    cancellationWindowMinutes: minutes(PARTNER_LIMITS.cancellationWindowMinutes),
    slotStepMinutes: z.number().int().min(5).max(240),
  })
  .strict()
  .openapi('BookingPolicy');
export type BookingPolicy = z.infer<typeof BookingPolicySchema>;

/** `PUT …/places/{placeId}/hours`: the whole weekly opening hours (replaced at once). */
export const OpeningHoursInputSchema = z
  .object({ weekly: weeklyRanges })
  .strict()
  .openapi('OpeningHoursInput');
export type OpeningHoursInput = z.infer<typeof OpeningHoursInputSchema>;

/** One special day: closed, or open with replacement hours. */
export const OpeningExceptionSchema = z
  .object({
    date: localDate,
    closed: z.boolean(),
    opens: wallTime.nullable().default(null),
    closes: closingTime.nullable().default(null),
    note: text(PARTNER_LIMITS.note).default(''),
  })
  .strict()
  .refine((day) => day.closed || (day.opens !== null && day.closes !== null && day.closes > day.opens), {
    message: 'an open day has hours that end after they start',
    path: ['closes'],
  })
  .openapi('OpeningException');

/** `PUT …/places/{placeId}/exceptions`: the special days from `from` to `to` (replaced at once). */
export const OpeningExceptionsInputSchema = z
  .object({
    from: localDate,
    to: localDate,
    days: z.array(OpeningExceptionSchema).max(PARTNER_LIMITS.exceptions),
  })
  .strict()
  .refine((input) => input.from <= input.to, { message: 'from is not after to', path: ['to'] })
  .refine((input) => input.days.every((day) => day.date >= input.from && day.date <= input.to), {
    message: 'every day lies between from and to',
    path: ['days'],
  })
  .refine((input) => new Set(input.days.map((day) => day.date)).size === input.days.length, {
    message: 'one entry per date',
    path: ['days'],
  })
  .openapi('OpeningExceptionsInput');
export type OpeningExceptionsInput = z.infer<typeof OpeningExceptionsInputSchema>;

export const PlaceSetupSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    addressLine: z.string(),
    city: z.string(),
    citySlug: z.string(),
    postalCode: z.string(),
    countryCode: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    timeZone: z.string(),
    currency: z.string(),
    phone: z.string(),
    email: z.string(),
    description: z.string(),
    policy: BookingPolicySchema,
    weekly: z.array(WeeklyRangeSchema),
    publishedAt: z
      .string()
      .nullable()
      .openapi({ description: 'When the place went public on its own (ADR 056); null: not yet' }),
  })
  .openapi('PlaceSetup');
export type PlaceSetup = z.infer<typeof PlaceSetupSchema>;

/** `GET …/places/{placeId}/exceptions`: the place's special days from today (in its zone) on, by date. */
export const SpecialDayListSchema = z
  .object({
    items: z.array(
      z.object({
        date: z.string(),
        closed: z.boolean(),
        opens: z.string().nullable(),
        closes: z.string().nullable(),
        note: z.string(),
      }),
    ),
  })
  .openapi('SpecialDayList');
export type SpecialDayList = z.infer<typeof SpecialDayListSchema>;
