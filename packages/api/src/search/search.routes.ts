import { createRoute } from '@hono/zod-openapi';
import {
  SearchPageSchema,
  SearchQuerySchema,
  SuggestionListSchema,
  SuggestionsQuerySchema,
} from '@kalendo/contracts';
import { nameCitiesIn, searchLocations, suggestSearchTerms } from '@kalendo/domain';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { commonErrorResponses } from '../openapi/error-responses.ts';

const searchRoute = createRoute({
  method: 'get',
  path: '/search',
  tags: ['search'],
  summary:
    'Places by free text (any language, accent-insensitive, typo-tolerant), filters and availability, ' +
    'with category facets and cursor pagination',
  request: { query: SearchQuerySchema },
  responses: {
    200: { description: 'A page of places', content: { 'application/json': { schema: SearchPageSchema } } },
    ...commonErrorResponses,
  },
});

const suggestionsRoute = createRoute({
  method: 'get',
  path: '/search/suggestions',
  tags: ['search'],
  summary: 'Autocomplete: service types, categories, cities, businesses and places matching the typed text',
  request: { query: SuggestionsQuerySchema },
  responses: {
    200: {
      description: 'At most 8 suggestions, best first, labelled in the request language',
      content: { 'application/json': { schema: SuggestionListSchema } },
    },
    ...commonErrorResponses,
  },
});

export function searchRoutes(services: Services) {
  const search = services.stores.locationSearch;
  const availability = services.stores.availability;
  const now = services.now;
  const cityNames = services.stores.cityNames;
  return createRouter()
    .openapi(searchRoute, async (c) => {
      const query = c.req.valid('query');
      const found = await searchLocations({ search, availability, now }, query);
      const page = { ...found, items: await nameCitiesIn({ cityNames }, found.items, c.get('locale')) };
      // Free times are never kept; without a date the answer is catalog data ("open now" within a minute).
      const asksFreeTimes = query.date !== undefined || query.from !== undefined || query.to !== undefined;
      c.header('Cache-Control', asksFreeTimes ? 'no-store' : 'public, max-age=60');
      c.header('Vary', 'Accept-Language');
      return c.json(page, 200);
    })
    .openapi(suggestionsRoute, async (c) => {
      const { q } = c.req.valid('query');
      // Cities (the suggestion and a place's detail) are named in the request language by the store.
      const items = await suggestSearchTerms({ search }, { q, locale: c.get('locale') });
      c.header('Cache-Control', 'public, max-age=60');
      c.header('Vary', 'Accept-Language');
      return c.json({ items }, 200);
    });
}
