import { z } from '@hono/zod-openapi';
import { boundedLocalDate } from '../dates/bounded-dates.ts';

const slug = (name: string, example: string) =>
  z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/, 'a slug: lower-case letters, digits and hyphens')
    .optional()
    .openapi({ param: { name, in: 'query' }, example });

const number = (name: string) => z.coerce.number().openapi({ param: { name, in: 'query' } });

const wallTime = /^([01]\d|2[0-3]):[0-5]\d$/;

export const SEARCH_SORT_VALUES = ['relevance', 'distance', 'rating', 'price'] as const;

/** `GET /search`: every filter is optional; cross-field rules (lat with lng, from before to…) are the domain's. */
export const SearchQuerySchema = z.object({
  q: z
    .string()
    .max(100)
    .trim()
    .optional()
    .openapi({
      param: { name: 'q', in: 'query' },
      example: 'manikur',
      description: 'Free text, any language',
    }),
  category: slug('category', 'nails'),
  service: slug('service', 'gel-manicure').openapi({ description: 'Marketplace service slug or id' }),
  city: slug('city', 'sofia'),
  lat: number('lat').pipe(z.number().min(-90).max(90)).optional(),
  lng: number('lng').pipe(z.number().min(-180).max(180)).optional(),
  radius: number('radius')
    .pipe(z.number().positive().max(200))
    .optional()
    .openapi({ description: 'Kilometres around lat/lng (default 10)' }),
  priceMin: number('priceMin').pipe(z.number().int().min(0).max(100_000_000)).optional(),
  priceMax: number('priceMax').pipe(z.number().int().min(0).max(100_000_000)).optional(),
  minRating: number('minRating').pipe(z.number().min(0).max(5)).optional(),
  // Typed as text on the way in (a link may carry anything), refused unless one of the values.
  openNow: z
    .string()
    .pipe(z.enum(['true', 'false', '1', '0']))
    .transform((value) => value === 'true' || value === '1')
    .optional()
    .openapi({ param: { name: 'openNow', in: 'query' }, enum: ['true', 'false', '1', '0'] }),
  date: boundedLocalDate
    .optional()
    .openapi({ param: { name: 'date', in: 'query' }, description: 'Has a free slot that local date' }),
  from: z
    .string()
    .regex(wallTime, 'a time HH:MM')
    .optional()
    .openapi({ param: { name: 'from', in: 'query' }, example: '09:00' }),
  to: z
    .string()
    .regex(new RegExp(`${wallTime.source}|^24:00$`), 'a time HH:MM')
    .optional()
    .openapi({ param: { name: 'to', in: 'query' }, example: '12:00' }),
  sort: z
    .string()
    .pipe(z.enum(SEARCH_SORT_VALUES))
    .optional()
    .openapi({
      param: { name: 'sort', in: 'query' },
      enum: [...SEARCH_SORT_VALUES],
      description: 'Default: distance near a point without text, else relevance',
    }),
  cursor: z
    .string()
    .max(400)
    .optional()
    .openapi({ param: { name: 'cursor', in: 'query' }, description: 'nextCursor of the previous page' }),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(50)
    .default(20)
    .openapi({ param: { name: 'limit', in: 'query' }, example: 20 }),
});

export const SuggestionsQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .openapi({ param: { name: 'q', in: 'query' }, example: 'mani' }),
});

export type SearchQuery = z.infer<typeof SearchQuerySchema>;
