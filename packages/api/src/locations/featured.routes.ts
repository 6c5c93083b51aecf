import { createRoute } from '@hono/zod-openapi';
import { FeaturedLocationsQuerySchema, LocationSummaryListSchema } from '@kalendo/contracts';
import { listFeaturedLocations } from '@kalendo/domain';
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
  return createRouter().openapi(route, async (c) => {
    const { city, limit } = c.req.valid('query');
    const items = await listFeaturedLocations({ locations }, { citySlug: city, limit });
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ items }, 200);
  });
}
