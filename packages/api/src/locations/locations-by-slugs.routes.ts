import { createRoute } from '@hono/zod-openapi';
import { LocationSummaryListSchema, LocationsBySlugsQuerySchema } from '@kalendo/contracts';
import { listLocationsBySlugs, nameCitiesIn } from '@kalendo/domain';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { commonErrorResponses } from '../openapi/error-responses.ts';

const route = createRoute({
  method: 'get',
  path: '/locations',
  tags: ['locations'],
  summary: 'Places by slug (e.g. the recently viewed ones), in the order given; unknown slugs are skipped',
  request: { query: LocationsBySlugsQuerySchema },
  responses: {
    200: {
      description: 'The places that exist, as cards',
      content: { 'application/json': { schema: LocationSummaryListSchema } },
    },
    ...commonErrorResponses,
  },
});

export function locationsBySlugsRoutes(services: Services) {
  const locations = services.stores.locationDirectory;
  const cityNames = services.stores.cityNames;
  return createRouter().openapi(route, async (c) => {
    const found = await listLocationsBySlugs({ locations }, c.req.valid('query').slugs);
    const items = await nameCitiesIn({ cityNames }, found, c.get('locale'));
    c.header('Cache-Control', 'public, max-age=60');
    c.header('Vary', 'Accept-Language');
    return c.json({ items }, 200);
  });
}
