import { z } from '@hono/zod-openapi';

export const MoneySchema = z
  .object({
    amountMinor: z.number().int().openapi({ description: 'Amount in minor units of the currency.' }),
    currency: z.string().length(3).openapi({ example: 'EUR' }),
  })
  .openapi('Money');

export const MediaRefSchema = z
  .object({ id: z.uuid(), width: z.number().int(), height: z.number().int(), alt: z.string() })
  .openapi('MediaRef');

export const LocationSummarySchema = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    businessName: z.string(),
    city: z.string(),
    citySlug: z.string(),
    addressLine: z.string(),
    timeZone: z.string().openapi({ example: 'Europe/Sofia' }),
    rating: z.object({ average: z.number().min(0).max(5), count: z.number().int().min(0) }),
    priceFrom: MoneySchema.nullable(),
    photo: MediaRefSchema.nullable(),
    businessLogo: MediaRefSchema.nullable().openapi({ description: "Its business's logo; null: none" }),
  })
  .openapi('LocationSummary');

export const FeaturedLocationsQuerySchema = z.object({
  city: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/)
    .optional()
    .openapi({ param: { name: 'city', in: 'query' }, example: 'sofia' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(24)
    .default(8)
    .openapi({ param: { name: 'limit', in: 'query' }, example: 8 }),
});

export const LocationSummaryListSchema = z
  .object({ items: z.array(LocationSummarySchema) })
  .openapi('LocationSummaryList');

export type LocationSummaryDto = z.infer<typeof LocationSummarySchema>;
export type FeaturedLocationsQuery = z.infer<typeof FeaturedLocationsQuerySchema>;
