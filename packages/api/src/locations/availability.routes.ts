import { createRoute } from '@hono/zod-openapi';
import { AvailabilityParamsSchema, AvailabilityQuerySchema, AvailabilitySchema } from '@kalendo/contracts';
import { listAvailability } from '@kalendo/domain';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { commonErrorResponses, notFoundResponse } from '../openapi/error-responses.ts';

const route = createRoute({
  method: 'get',
  path: '/locations/{slug}/availability',
  tags: ['locations'],
  summary:
    "Free start times of a service (one staff member or any), in the location's time zone with UTC instants",
  request: { params: AvailabilityParamsSchema, query: AvailabilityQuerySchema },
  responses: {
    200: { description: 'Slots', content: { 'application/json': { schema: AvailabilitySchema } } },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

export function availabilityRoutes(services: Services) {
  const availability = services.stores.availability;
  const now = services.now;
  return createRouter().openapi(route, async (c) => {
    const { slug } = c.req.valid('param');
    const query = c.req.valid('query');
    const result = await listAvailability(
      { availability, now },
      { locationSlug: slug, serviceId: query.service, staffId: query.staff, from: query.from, to: query.to },
    );
    c.header('Cache-Control', 'no-store');
    return c.json(result, 200);
  });
}
