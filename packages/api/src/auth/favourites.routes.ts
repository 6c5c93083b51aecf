import { createRoute, z } from '@hono/zod-openapi';
import { LocationSummaryListSchema } from '@kalendo/contracts';
import { nameCitiesIn } from '@kalendo/domain';
import { createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import { commonErrorResponses, notFoundResponse } from '../openapi/error-responses.ts';
import { requireSession } from './require-session.ts';

const locationParam = z.object({
  locationId: z.uuid().openapi({ param: { name: 'locationId', in: 'path' } }),
});

const listRoute = createRoute({
  method: 'get',
  path: '/me/favourites',
  tags: ['account'],
  summary: 'The signed-in user’s favourite places ("My locations"), newest first',
  responses: {
    200: { description: 'Places', content: { 'application/json': { schema: LocationSummaryListSchema } } },
    ...commonErrorResponses,
  },
});

const addRoute = createRoute({
  method: 'put',
  path: '/me/favourites/{locationId}',
  tags: ['account'],
  summary: 'Add a place to the favourites (idempotent)',
  request: { params: locationParam },
  responses: { 204: { description: 'Added' }, ...notFoundResponse, ...commonErrorResponses },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/me/favourites/{locationId}',
  tags: ['account'],
  summary: 'Remove a place from the favourites (idempotent)',
  request: { params: locationParam },
  responses: { 204: { description: 'Removed' }, ...commonErrorResponses },
});

/** Favourites belong to the caller: there is no user id in these paths, so nobody reaches another's. */
export function favouriteRoutes(services: Services) {
  const favourites = services.stores.favourites;
  const cityNames = services.stores.cityNames;
  const router = createSessionRouter();
  router.use('/me/favourites', requireSession(services.sessions));
  router.use('/me/favourites/*', requireSession(services.sessions));
  return router
    .openapi(listRoute, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const items = await favourites.list(c.get('user').id);
      return c.json({ items: await nameCitiesIn({ cityNames }, items, c.get('locale')) }, 200);
    })
    .openapi(addRoute, async (c) => {
      if (!(await favourites.add(c.get('user').id, c.req.valid('param').locationId)))
        throw new ApiError('NOT_FOUND');
      return c.body(null, 204);
    })
    .openapi(removeRoute, async (c) => {
      await favourites.remove(c.get('user').id, c.req.valid('param').locationId);
      return c.body(null, 204);
    });
}
