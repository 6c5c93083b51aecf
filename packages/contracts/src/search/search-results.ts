import { z } from '@hono/zod-openapi';
import { LocationSummarySchema } from '../locations/location-summary.ts';

export const SearchResultSchema = LocationSummarySchema.extend({
  distanceKm: z.number().nullable().openapi({ description: 'From lat/lng, when given' }),
  latitude: z.number().min(-90).max(90).openapi({ description: 'Where the place is (for a map)' }),
  longitude: z.number().min(-180).max(180),
  nextFreeSlot: z
    .string()
    .nullable()
    .openapi({ description: 'First free start in the date/time window (UTC instant), when a date is given' }),
}).openapi('SearchResult');

export const SearchPageSchema = z
  .object({
    items: z.array(SearchResultSchema),
    total: z.number().int().min(0).openapi({
      description: 'Places matching the filters (with a date: those passing the pre-check, an upper bound)',
    }),
    facets: z.object({
      categories: z.array(z.object({ slug: z.string(), count: z.number().int().min(0) })).openapi({
        description: 'Matches per category, counted with every filter but the category',
      }),
    }),
    nextCursor: z.string().nullable(),
  })
  .openapi('SearchPage');

export const SuggestionSchema = z
  .object({
    kind: z.enum(['service', 'category', 'business', 'city', 'location']),
    label: z.string(),
    slug: z.string(),
    detail: z.string().nullable().openapi({ description: 'Category of a service, city of a place' }),
  })
  .openapi('Suggestion');

export const SuggestionListSchema = z
  .object({ items: z.array(SuggestionSchema).max(8) })
  .openapi('SuggestionList');

export type SearchPage = z.infer<typeof SearchPageSchema>;
export type Suggestion = z.infer<typeof SuggestionSchema>;
