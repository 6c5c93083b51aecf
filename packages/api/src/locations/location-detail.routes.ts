import { createRoute } from '@hono/zod-openapi';
import { LocationDetailSchema, LocationSlugParamsSchema } from '@kalendo/contracts';
import { getLocationDetail, nameCitiesIn } from '@kalendo/domain';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { commonErrorResponses, notFoundResponse } from '../openapi/error-responses.ts';

const route = createRoute({
  method: 'get',
  path: '/locations/{slug}',
  tags: ['locations'],
  summary:
    "A place's page: address, photos, opening hours with open-now in its time zone, services by group, staff, classes and memberships; its description in the request language where the business wrote one",
  request: { params: LocationSlugParamsSchema },
  responses: {
    200: { description: 'The place', content: { 'application/json': { schema: LocationDetailSchema } } },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

export function locationDetailRoutes(services: Services) {
  const locations = services.stores.locationDetails;
  const now = services.now;
  const cityNames = services.stores.cityNames;
  return createRouter().openapi(route, async (c) => {
    const locale = c.get('locale');
    const detail = await getLocationDetail({ locations, now }, c.req.valid('param').slug, locale);
    const [address = detail.address] = await nameCitiesIn({ cityNames }, [detail.address], locale);
    // "Open now" changes by the minute: shared caches may keep the page for a minute at most.
    c.header('Cache-Control', 'public, max-age=60');
    c.header('Vary', 'Accept-Language');
    return c.json({ ...detail, address }, 200);
  });
}
