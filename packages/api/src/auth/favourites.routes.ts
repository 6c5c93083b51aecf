import { createRoute, z } from '@hono/zod-openapi';
import { LocationSummaryListSchema } from '@kalendo/contracts';
import { createFavourites } from '@kalendo/db';
import { createRouter } from '../create-router.ts';
import type { ApiDeps } from '../deps.ts';
import { ApiError } from '../errors/api-error.ts';
import { commonErrorResponses, notFoundResponse } from '../openapi/error-responses.ts';
import type { Auth } from './create-auth.ts';
import { requireSession, type SessionUser } from './require-session.ts';

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
export function favouriteRoutes(deps: ApiDeps, auth: Auth) {
  const favourites = createFavourites(deps.database.db);
  const router = createRouter();
  router.use('/me/favourites', requireSession(auth));
  router.use('/me/favourites/*', requireSession(auth));
  const userOf = (c: { get: (key: never) => unknown }) => (c.get('user' as never) as SessionUser).id;
  return router
    .openapi(listRoute, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ items: await favourites.list(userOf(c)) }, 200);
    })
    .openapi(addRoute, async (c) => {
      if (!(await favourites.add(userOf(c), c.req.valid('param').locationId)))
        throw new ApiError('NOT_FOUND');
      return c.body(null, 204);
    })
    .openapi(removeRoute, async (c) => {
      await favourites.remove(userOf(c), c.req.valid('param').locationId);
      return c.body(null, 204);
    });
}
