import { createRoute } from '@hono/zod-openapi';
import {
  BasketCheckoutInputSchema,
  BasketCountSchema,
  BasketItemIdParamsSchema,
  BasketItemInputSchema,
  BasketItemsInputSchema,
  BasketSchema,
  BasketScopeQuerySchema,
  BookingSchema,
  IdempotencyHeaderSchema,
} from '@kalendo/contracts';
import { createMiddleware } from 'hono/factory';
import { requireSession } from '../auth/require-session.ts';
import { MEMBERSHIP_REFUSAL, toBookingDto } from '../bookings/booking-answer.ts';
import { createRouter, createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
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
  summary: 'The signed-in user’s basket (or one business’s part of it), re-checked against live availability',
  request: { query: BasketScopeQuerySchema },
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
  request: { query: BasketScopeQuerySchema, body: jsonBody(BasketItemsInputSchema) },
  responses: { 200: basketJson('The checked basket'), ...commonErrorResponses },
});

const checkoutRoute = createRoute({
  method: 'post',
  path: '/me/basket/checkout',
  tags: ['basket'],
  summary: 'Book every item of the signed-in user’s basket in one transaction (Idempotency-Key required)',
  description:
    'The items are read from the basket the server keeps (nothing is sent), each checked against live ' +
    'availability once. Booked items leave the basket; the confirmation email and notification are queued ' +
    'in the same transaction. A repeat with the same key answers the first result. With `business` (a ' +
    'business’s widget) only that business’s items are booked and the others stay in the basket. With ' +
    '`membershipId` the caller’s membership pays for the items its plan covers, a credit each, spent in ' +
    'the same transaction.',
  request: {
    headers: IdempotencyHeaderSchema,
    query: BasketScopeQuerySchema,
    body: { ...jsonBody(BasketCheckoutInputSchema), required: false },
  },
  responses: {
    201: {
      description: 'Booked (a replay answers the first result)',
      content: { 'application/json': { schema: BookingSchema } },
    },
    ...unauthenticatedResponse,
    404: errorResponse(
      'An item’s service, place or staff member no longer exists (`details.itemId` names it), or the ' +
        'membership is not the caller’s',
    ),
    409: errorResponse(
      '`SLOT_UNAVAILABLE`: an item is not free; `details.itemId` names it, `details.alternatives` the next starts',
    ),
    422: errorResponse(
      '`BASKET_EMPTY`: nothing to book; `IDEMPOTENCY_MISMATCH`: the key was used for another request; ' +
        MEMBERSHIP_REFUSAL,
    ),
    ...commonErrorResponses,
  },
});

const noStore = createMiddleware(async (c, next) => {
  c.header('Cache-Control', 'private, no-store');
  await next();
});

/** The basket of DESIGN.md §2 / decision 007: the caller's own items only, no user id in any path. */
export function basketRoutes(services: Services) {
  const { basket } = services;
  const guest = createRouter();
  guest.use('/basket/*', noStore);
  const own = createSessionRouter();
  for (const path of ['/me/basket', '/me/basket/*']) {
    own.use(path, noStore);
    own.use(path, requireSession(services.sessions));
  }
  const ownRoutes = own
    .openapi(showRoute, async (c) =>
      c.json(await basket.show(c.get('user').id, c.req.valid('query').business), 200),
    )
    .openapi(countRoute, async (c) => c.json({ count: await basket.count(c.get('user').id) }, 200))
    .openapi(addRoute, async (c) => {
      const { added, basket: after } = await basket.add(c.get('user').id, c.req.valid('json'));
      return added ? c.json(after, 201) : c.json(after, 200);
    })
    .openapi(removeRoute, async (c) =>
      c.json(await basket.remove(c.get('user').id, c.req.valid('param').id), 200),
    )
    .openapi(clearRoute, async (c) => c.json(await basket.clear(c.get('user').id), 200))
    .openapi(mergeRoute, async (c) =>
      c.json(await basket.merge(c.get('user').id, c.req.valid('json').items), 200),
    )
    .openapi(checkoutRoute, async (c) => {
      const { replayed, result } = await services.bookings.checkoutBasket(
        c.get('user'),
        c.req.valid('header')['idempotency-key'],
        c.req.valid('query').business,
        c.req.valid('json').membershipId,
      );
      if (replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(toBookingDto(result), 201);
    });
  return guest
    .openapi(checkRoute, async (c) =>
      c.json(await basket.checkGuest(c.req.valid('json').items, c.req.valid('query').business), 200),
    )
    .route('/', ownRoutes);
}
