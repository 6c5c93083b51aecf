import { z } from '@hono/zod-openapi';
import { LocationSummarySchema, MediaRefSchema } from '../locations/location-summary.ts';

/** Any short slug: one that names no business is a 404, not a 400. */
export const BusinessSlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: 'slug', in: 'path' }, example: 'studio-lotus' }),
});

export const BusinessDetailSchema = z
  .object({
    slug: z.string(),
    name: z.string(),
    description: z.string().openapi({
      description: 'In the request language where the business wrote one, else in its own (ADR 054)',
    }),
    descriptionLocale: z.string().openapi({
      description: 'The language `description` is written in (a page marks another than its own)',
    }),
    logo: MediaRefSchema.nullable(),
    themeColor: z.string().nullable().openapi({
      description: "Its own colour (#rrggbb) in its private app and on its custom domain; null: Kalendo's",
    }),
    appName: z.string().nullable().openapi({ description: "Its private app's name; null: its name" }),
    appIcon: MediaRefSchema.nullable().openapi({
      description: "Its private app's icon (`/media/{id}/icon.png` has its manifest PNGs); null: its logo",
    }),
    category: z
      .object({ slug: z.string(), name: z.string().openapi({ description: 'In the request language' }) })
      .nullable(),
    locations: z
      .array(LocationSummarySchema)
      .openapi({ description: 'Its places, best rated first (at most 100)' }),
  })
  .openapi('BusinessDetail');

export type BusinessDetailDto = z.infer<typeof BusinessDetailSchema>;
