import { createRoute } from '@hono/zod-openapi';
import {
  BasketCountSchema,
  BasketItemIdParamsSchema,
  BasketItemInputSchema,
  BasketItemsInputSchema,
  BasketSchema,
} from '@kalendo/contracts';
import { createAvailabilitySource, createBasketStore } from '@kalendo/db';
import {
  addToBasket,
  checkGuestBasket,
  clearBasket,
  mergeIntoBasket,
  removeFromBasket,
  showBasket,
} from '@kalendo/domain';
import type { Auth } from '../auth/create-auth.ts';
import { requireSession, type SessionUser } from '../auth/require-session.ts';
import { createRouter } from '../create-router.ts';
import type { ApiDeps } from '../deps.ts';
import {
  commonErrorResponses,
  errorResponse,
  jsonBody,
  notFoundResponse,
  unauthenticatedResponse,
} from '../openapi/error-responses.ts';

const basketJson = (description: string) => ({
  description,
  content: { 'application/json': { schema: BasketSchema } },
});
const showRoute = createRoute({
  method: 'get',
  path: '/me/basket',
  tags: ['basket'],
  summary: 'The signed-in user’s basket, re-checked against live availability',
  responses: { 200: basketJson('The basket'), ...unauthenticatedResponse, ...commonErrorResponses },
});

const countRoute = createRoute({
  method: 'get',
  path: '/me/basket/count',
  tags: ['basket'],
  summary: 'How many items the signed-in user’s basket holds (the bottom-bar badge; nothing re-checked)',
  responses: {
    200: {
      description: 'The count',
      content: { 'application/json': { schema: BasketCountSchema } },
    },
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

const addRoute = createRoute({
  method: 'post',
  path: '/me/basket/items',
  tags: ['basket'],
  summary: 'Add an item that is free now (the same item twice keeps one)',
  request: { body: jsonBody(BasketItemInputSchema) },
  responses: {
    201: basketJson('Added'),
    200: basketJson('Already in the basket: nothing changed'),
    ...unauthenticatedResponse,
    404: errorResponse('The service, place or staff member does not exist'),
    409: errorResponse(
      '`SLOT_UNAVAILABLE`: the time is not free; `details.alternatives` the nearest free starts',
    ),
    422: errorResponse('`BASKET_FULL`: the basket already holds 10 items'),
    ...commonErrorResponses,
  },
});

const removeRoute = createRoute({
  method: 'delete',
  path: '/me/basket/items/{id}',
  tags: ['basket'],
  summary: 'Remove one item of the caller’s basket',
  request: { params: BasketItemIdParamsSchema },
  responses: {
    200: basketJson('The basket without it'),
    ...unauthenticatedResponse,
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

const clearRoute = createRoute({
  method: 'delete',
  path: '/me/basket',
  tags: ['basket'],
  summary: 'Empty the basket',
  responses: { 200: basketJson('The empty basket'), ...unauthenticatedResponse, ...commonErrorResponses },
});

const mergeRoute = createRoute({
  method: 'post',
  path: '/me/basket/merge',
  tags: ['basket'],
  summary:
    'At sign-in: add a guest’s items that are not there yet, never beyond 10 (`notMerged` counts the rest)',
  request: { body: jsonBody(BasketItemsInputSchema) },
  responses: { 200: basketJson('The merged basket'), ...unauthenticatedResponse, ...commonErrorResponses },
});

const checkRoute = createRoute({
  method: 'post',
  path: '/basket/check',
  tags: ['basket'],
  summary: 'A guest’s basket (kept by the browser) re-checked now; item ids are `guest-<index>`',
  request: { body: jsonBody(BasketItemsInputSchema) },
  responses: { 200: basketJson('The checked basket'), ...commonErrorResponses },
});

/** The basket of DESIGN.md §2 / decision 007: the caller's own items only, no user id in any path. */
export function basketRoutes(deps: ApiDeps, auth: Auth) {
  const basketDeps = {
    basket: createBasketStore(deps.database.db),
    availability: createAvailabilitySource(deps.database.db),
    now: deps.now ?? (() => new Date()),
  };
  const router = createRouter();
  for (const path of ['/me/basket', '/me/basket/*', '/basket/*']) {
    router.use(path, async (c, next) => {
      c.header('Cache-Control', 'private, no-store');
      await next();
    });
  }
  router.use('/me/basket', requireSession(auth));
  router.use('/me/basket/*', requireSession(auth));
  const userOf = (c: { get: (key: never) => unknown }) => (c.get('user' as never) as SessionUser).id;
  return router
    .openapi(showRoute, async (c) => c.json(await showBasket(basketDeps, userOf(c)), 200))
    .openapi(countRoute, async (c) => c.json({ count: await basketDeps.basket.count(userOf(c)) }, 200))
    .openapi(addRoute, async (c) => {
      const { added, basket } = await addToBasket(basketDeps, userOf(c), c.req.valid('json'));
      return added ? c.json(basket, 201) : c.json(basket, 200);
    })
    .openapi(removeRoute, async (c) =>
      c.json(await removeFromBasket(basketDeps, userOf(c), c.req.valid('param').id), 200),
    )
    .openapi(clearRoute, async (c) => c.json(await clearBasket(basketDeps, userOf(c)), 200))
    .openapi(mergeRoute, async (c) =>
      c.json(await mergeIntoBasket(basketDeps, userOf(c), c.req.valid('json').items), 200),
    )
    .openapi(checkRoute, async (c) =>
      c.json(await checkGuestBasket(basketDeps, c.req.valid('json').items), 200),
    );
}
