import { z } from '@hono/zod-openapi';
import { AvailableSlotSchema } from '../locations/availability.ts';

const slug = (name: string, example: string) =>
  z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, 'a slug: lower-case letters, digits and hyphens')
    .optional()
    .openapi({ param: { name, in: 'query' }, example });

/** `lat,lng` in degrees, e.g. `42.69,23.32`. */
const point = z
  .string()
  .regex(/^-?\d{1,2}(\.\d{1,8})?,-?\d{1,3}(\.\d{1,8})?$/, 'a point: latitude,longitude')
  .transform((value) => {
    const [lat, lng] = value.split(',').map(Number);
    return { lat: lat ?? 0, lng: lng ?? 0 };
  });

/** `GET /inspiration`: the Look Book, newest first; every filter optional. */
export const InspirationGalleryQuerySchema = z.object({
  service: slug('service', 'balayage').openapi({ description: 'Marketplace service slug' }),
  city: slug('city', 'sofia'),
  near: point.optional().openapi({
    param: { name: 'near', in: 'query' },
    example: '42.6977,23.3219',
    description: 'Looks of places within 25 km of latitude,longitude',
  }),
  cursor: z
    .string()
    .max(200)
    .optional()
    .openapi({ param: { name: 'cursor', in: 'query' }, description: 'nextCursor of the previous page' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(48)
    .default(24)
    .openapi({ param: { name: 'limit', in: 'query' }, example: 24 }),
});

/** `GET /inspiration/{mediaId}`: the gallery it was opened from, for its neighbours. */
export const InspirationLookQuerySchema = InspirationGalleryQuerySchema.pick({
  service: true,
  city: true,
  near: true,
});

export const InspirationLookParamsSchema = z.object({
  mediaId: z
    .uuid()
    .openapi({ param: { name: 'mediaId', in: 'path' }, example: '0b9f3c52-6d2a-4a8e-9a55-1f1f6f0c2b7e' }),
});

/** A look's blur-up placeholder: in the gallery's answer, a look's and the home row's. */
export const LookPreviewSchema = z
  .string()
  .regex(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/)
  .max(2000)
  .nullable()
  .openapi({
    description:
      'A tiny version of the picture (16 px long edge, WebP data URI of about 190 characters), drawn blurred while it loads; null without one',
  });

export const InspirationLookSchema = z
  .object({
    id: z.uuid().openapi({ description: 'Media id (`/media/{id}/image?size=`, videos `/media/{id}/video`)' }),
    kind: z.enum(['photo', 'video']),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string(),
    createdAt: z.string(),
    durationSeconds: z.number().int().nullable(),
    tint: z
      .tuple([z.string(), z.string()])
      .nullable()
      .openapi({ description: 'Two colours of the picture for a placeholder gradient while it loads' }),
    preview: LookPreviewSchema,
    captionLanguages: z
      .array(z.string())
      .openapi({ description: 'Languages of the video captions (`/media/{id}/captions.vtt?lang=`)' }),
    service: z.object({
      slug: z.string(),
      name: z.string().openapi({ description: 'Marketplace service, named in the request language' }),
    }),
    location: z.object({
      id: z.uuid(),
      slug: z.string(),
      name: z.string(),
      city: z.string(),
      citySlug: z.string(),
      timeZone: z.string(),
      ratingAverage: z.number(),
      ratingCount: z.number().int(),
    }),
    offer: z
      .object({
        serviceId: z.uuid(),
        priceMinor: z.number().int(),
        currency: z.string().length(3),
        priceIsFrom: z.boolean(),
        durationMinutes: z.number().int(),
      })
      .nullable()
      .openapi({ description: "The place's cheapest service of this type: what 'Book this look' books" }),
    staff: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  })
  .openapi('InspirationLook');

export const InspirationGalleryPageSchema = z
  .object({ items: z.array(InspirationLookSchema), nextCursor: z.string().nullable() })
  .openapi('InspirationGalleryPage');

export const InspirationLookDetailSchema = InspirationLookSchema.extend({
  nextFreeStarts: z
    .array(AvailableSlotSchema)
    .openapi({ description: 'The next (at most 3) free starts of the service at the place, next 14 days' }),
  previousId: z
    .uuid()
    .nullable()
    .openapi({ description: 'The newer neighbour in the gallery of the same filters' }),
  nextId: z
    .uuid()
    .nullable()
    .openapi({ description: 'The older neighbour in the gallery of the same filters' }),
  distanceKm: z
    .number()
    .nullable()
    .openapi({ description: 'From the `near` point to the place, in km; null without `near`' }),
}).openapi('InspirationLookDetail');

export const InspirationServiceParamsSchema = z.object({
  slug: z.string().openapi({ param: { name: 'slug', in: 'path' }, example: 'balayage' }),
});

export const InspirationServiceQuerySchema = z.object({ city: slug('city', 'sofia') });

const PlaceOfferSchema = z.object({
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  ratingAverage: z.number(),
  ratingCount: z.number().int(),
  priceMinor: z.number().int(),
  currency: z.string().length(3),
});

export const InspirationServiceSchema = z
  .object({
    service: z.object({ slug: z.string(), name: z.string(), typicalDurationMinutes: z.number().int() }),
    placeCount: z.number().int(),
    priceRange: z
      .object({ lowMinor: z.number().int(), highMinor: z.number().int(), currency: z.string().length(3) })
      .nullable()
      .openapi({ description: "The middle 80 % of the places' prices in their most common currency" }),
    medianDurationMinutes: z.number().int().nullable(),
    places: z
      .array(PlaceOfferSchema)
      .openapi({ description: 'The best rated places that offer it (at most 6)' }),
  })
  .openapi('InspirationService');

const FacetSchema = z.object({ slug: z.string(), name: z.string() });

export const InspirationFiltersSchema = z
  .object({ services: z.array(FacetSchema), cities: z.array(FacetSchema) })
  .openapi('InspirationFilters');

export type InspirationLookDto = z.infer<typeof InspirationLookSchema>;
export type InspirationLookDetailDto = z.infer<typeof InspirationLookDetailSchema>;
export type InspirationGalleryPage = z.infer<typeof InspirationGalleryPageSchema>;
export type InspirationFilters = z.infer<typeof InspirationFiltersSchema>;
export type InspirationServiceDto = z.infer<typeof InspirationServiceSchema>;
