import { createRoute } from '@hono/zod-openapi';
import { FeaturedLocationsQuerySchema, LocationSummaryListSchema } from '@kalendo/contracts';
import { listFeaturedLocations, nameCitiesIn } from '@kalendo/domain';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { commonErrorResponses } from '../openapi/error-responses.ts';

const route = createRoute({
  method: 'get',
  path: '/locations/featured',
  tags: ['locations'],
  summary: 'Best-rated places, optionally in one city (falls back to every city)',
  request: { query: FeaturedLocationsQuerySchema },
  responses: {
    200: {
      description: 'Places, best rated first',
      content: { 'application/json': { schema: LocationSummaryListSchema } },
    },
    ...commonErrorResponses,
  },
});

export function featuredLocationRoutes(services: Services) {
  const locations = services.stores.locationDirectory;
  const cityNames = services.stores.cityNames;
  return createRouter().openapi(route, async (c) => {
    const { city, limit } = c.req.valid('query');
    const featured = await listFeaturedLocations({ locations }, { citySlug: city, limit });
    const items = await nameCitiesIn({ cityNames }, featured, c.get('locale'));
    c.header('Cache-Control', 'public, max-age=60');
    c.header('Vary', 'Accept-Language');
    return c.json({ items }, 200);
  });
}
