import { z } from '@hono/zod-openapi';
import { MediaRefSchema, MoneySchema } from './location-summary.ts';

const localDate = z.string().openapi({ example: '2026-11-23' });
const wallTime = z.string().openapi({ description: "Wall clock in the location's zone", example: '09:00' });
const weekday = z
  .number()
  .int()
  .min(1)
  .max(7)
  .openapi({ description: 'ISO weekday: 1 = Monday … 7 = Sunday' });

/** Any short slug: one that names no location is a 404, not a 400. */
export const LocationSlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: 'slug', in: 'path' }, example: 'studio-lotus-sofia-center' }),
});

export const OpeningHoursSchema = z
  .object({
    weekly: z.array(z.object({ weekday, opens: wallTime, closes: wallTime })),
    exceptions: z
      .array(
        z.object({
          date: localDate,
          closed: z.boolean(),
          opens: wallTime.nullable(),
          closes: wallTime.nullable(),
          note: z.string(),
        }),
      )
      .openapi({ description: 'Holidays and special hours of the next 14 local days, today included' }),
  })
  .openapi('OpeningHours');

export const ServiceOfferSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    durationMinutes: z.number().int().positive(),
    price: MoneySchema,
    priceIsFrom: z.boolean().openapi({ description: 'The price is a lower bound ("from 40 €")' }),
  })
  .openapi('ServiceOffer');

export const ServiceGroupSchema = z
  .object({
    id: z.uuid().nullable(),
    slug: z
      .string()
      .nullable()
      .openapi({ description: "The group's slug at this place; null for services outside any group" }),
    name: z.string().nullable().openapi({ description: 'Null for services outside any group' }),
    services: z.array(ServiceOfferSchema),
  })
  .openapi('ServiceGroup');

export const LocationDetailSchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    description: z.string().openapi({
      description:
        "In the request language where the business wrote one, else the place's own text (ADR 054)",
    }),
    descriptionLocale: z.string().openapi({
      description: 'The language `description` is written in (a page marks another than its own)',
    }),
    business: z.object({ slug: z.string(), name: z.string(), logo: MediaRefSchema.nullable() }),
    address: z.object({
      line: z.string(),
      city: z.string().openapi({ description: 'In the request language where the city has a name in it' }),
      citySlug: z.string(),
      postalCode: z.string(),
      countryCode: z.string().length(2),
    }),
    geo: z.object({ latitude: z.number(), longitude: z.number() }),
    timeZone: z.string().openapi({ example: 'Europe/Sofia' }),
    phone: z.string(),
    email: z.string(),
    rating: z.object({ average: z.number().min(0).max(5), count: z.number().int().min(0) }),
    photos: z.array(MediaRefSchema).openapi({ description: 'Gallery photos in their order' }),
    openingHours: OpeningHoursSchema,
    today: z.object({ date: localDate, weekday }).openapi({ description: "Today in the location's zone" }),
    bookableUntil: localDate.openapi({
      description: 'The last local date that takes bookings (the booking horizon)',
    }),
    openNow: z.boolean(),
    serviceGroups: z.array(ServiceGroupSchema),
    staff: z.array(
      z.object({ id: z.uuid(), name: z.string(), title: z.string(), photo: MediaRefSchema.nullable() }),
    ),
    classes: z.object({
      count: z.number().int().min(0),
      upcoming: z.array(
        z.object({
          id: z.uuid(),
          classId: z.uuid(),
          name: z.string(),
          startsAt: z.string().openapi({ description: 'UTC instant' }),
          endsAt: z.string(),
          spotsLeft: z.number().int().min(0),
          price: MoneySchema,
        }),
      ),
    }),
    membershipPlans: z.object({
      count: z.number().int().min(0),
      plans: z.array(
        z.object({
          id: z.uuid(),
          name: z.string(),
          description: z.string(),
          price: MoneySchema,
          periodDays: z.number().int().positive(),
          credits: z.number().int().positive().nullable().openapi({ description: 'Null: unlimited' }),
        }),
      ),
    }),
  })
  .openapi('LocationDetail');

export const LocationReviewsQuerySchema = z.object({
  cursor: z
    .string()
    .max(200)
    .optional()
    .openapi({ param: { name: 'cursor', in: 'query' }, description: '`nextCursor` of the previous page' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(50)
    .default(10)
    .openapi({ param: { name: 'limit', in: 'query' }, example: 10 }),
});

export const LocationReviewSchema = z
  .object({
    id: z.uuid(),
    rating: z.number().int().min(1).max(5),
    text: z.string(),
    author: z.string().openapi({ description: 'First name and last-name initial', example: 'Мария П.' }),
    createdAt: z.string().openapi({ example: '2026-11-20T10:00:00.000Z' }),
  })
  .openapi('LocationReview');

export const LocationReviewPageSchema = z
  .object({ items: z.array(LocationReviewSchema), nextCursor: z.string().nullable() })
  .openapi('LocationReviewPage');

export type LocationDetailDto = z.infer<typeof LocationDetailSchema>;
export type ServiceGroupDto = z.infer<typeof ServiceGroupSchema>;
export type OpeningHoursDto = z.infer<typeof OpeningHoursSchema>;
export type LocationReviewDto = z.infer<typeof LocationReviewSchema>;
export type LocationReviewPage = z.infer<typeof LocationReviewPageSchema>;
