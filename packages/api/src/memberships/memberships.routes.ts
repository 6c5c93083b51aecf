import { createRoute } from '@hono/zod-openapi';
import {
  AutoRenewInputSchema,
  BuyMembershipInputSchema,
  IdempotencyHeaderSchema,
  MembershipIdParamsSchema,
  MembershipPlanQuerySchema,
  MembershipPlanSchema,
  MembershipPlansPageSchema,
  MyMembershipSchema,
  MyMembershipsSchema,
  PlanIdParamsSchema,
  PurchasedMembershipSchema,
} from '@kalendo/contracts';
import { listMembershipPlans, type MembershipChangeOutcome, type MyMembership } from '@kalendo/domain';
import { requireSession } from '../auth/require-session.ts';
import { createRouter, createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import {
  commonErrorResponses,
  errorResponse,
  jsonBody,
  notFoundResponse,
  unauthenticatedResponse,
} from '../openapi/error-responses.ts';
import { toMyMembershipDto, toPlanDtos } from './membership-dto.ts';

/** A member rarely holds more; the page lists the newest this many. */
const MY_MEMBERSHIPS_LIMIT = 50;

const plansRoute = createRoute({
  method: 'get',
  path: '/memberships/plans',
  tags: ['memberships'],
  summary: 'Membership plans on sale (by city, category or place), by business then price',
  request: { query: MembershipPlanQuerySchema },
  responses: {
    200: {
      description: 'One page',
      content: { 'application/json': { schema: MembershipPlansPageSchema } },
    },
    ...commonErrorResponses,
  },
});

const planRoute = createRoute({
  method: 'get',
  path: '/memberships/plans/{id}',
  tags: ['memberships'],
  summary: 'One plan on sale: price, period, what it covers, how it starts, renewal, freezing, terms',
  request: { params: PlanIdParamsSchema },
  responses: {
    200: { description: 'The plan', content: { 'application/json': { schema: MembershipPlanSchema } } },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

const membershipJson = (description: string) => ({
  description,
  content: { 'application/json': { schema: MyMembershipSchema } },
});

const purchaseJson = (description: string) => ({
  description,
  content: { 'application/json': { schema: PurchasedMembershipSchema } },
});

const buyRoute = createRoute({
  method: 'post',
  path: '/me/memberships',
  tags: ['memberships'],
  summary: 'Buy a plan (Idempotency-Key required): paid at the venue, or started at once when free',
  description:
    'A plan paid at the venue is `pending` until the place takes the money; a free plan, or one that ' +
    'starts on purchase, is `active` at once. The same key again answers the first purchase (200, ' +
    '`Idempotent-Replayed: true`); the same key for another plan is `IDEMPOTENCY_MISMATCH`.',
  request: { headers: IdempotencyHeaderSchema, body: jsonBody(BuyMembershipInputSchema) },
  responses: {
    201: purchaseJson('The new membership (with `payment` when the card must still be confirmed)'),
    200: purchaseJson('The membership this key bought before'),
    ...unauthenticatedResponse,
    402: errorResponse('`PAYMENT_DECLINED`: the payment provider refused the payment'),
    404: errorResponse('No plan on sale has this id'),
    422: errorResponse('`IDEMPOTENCY_MISMATCH`: the key bought another plan'),
    ...commonErrorResponses,
  },
});

const mineRoute = createRoute({
  method: 'get',
  path: '/me/memberships',
  tags: ['memberships'],
  summary: 'The caller’s memberships, newest first (at most 50), with credits left and usage history',
  responses: {
    200: { description: 'The memberships', content: { 'application/json': { schema: MyMembershipsSchema } } },
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

/** What a change of an own membership answers; `reasons`: the refusals it may give. */
const changeResponses = (reasons: string) => ({
  200: membershipJson('The membership as it is now'),
  ...unauthenticatedResponse,
  ...notFoundResponse,
  409: errorResponse('`ALREADY_CANCELLED`: cancelled before'),
  422: errorResponse(`\`MEMBERSHIP_CHANGE_REFUSED\`: \`details.reason\` ${reasons}`),
  ...commonErrorResponses,
});

const changeRoute = (action: 'cancel' | 'freeze' | 'unfreeze', summary: string) =>
  createRoute({
    method: 'post',
    path: `/me/memberships/{id}/${action}`,
    tags: ['memberships'],
    summary,
    description: 'Another user’s membership is 404, like one that does not exist.',
    request: { params: MembershipIdParamsSchema },
    responses: changeResponses('not-freezable, not-active, not-frozen or expired'),
  });

const autoRenewRoute = createRoute({
  method: 'post',
  path: '/me/memberships/{id}/auto-renew',
  tags: ['memberships'],
  summary: 'Turn the renewal of an own membership on or off (ADR 035)',
  description:
    'On: when the period ends the plan’s price is asked of the payment provider and the next period follows. ' +
    'Off: the membership ends with its period. Another user’s membership is 404, like one that does not exist.',
  request: { params: MembershipIdParamsSchema, body: jsonBody(AutoRenewInputSchema) },
  responses: changeResponses('not-renewable (the plan does not renew) or expired'),
});

const cancelRoute = changeRoute(
  'cancel',
  'Cancel an own membership (it stops renewing and paying for visits)',
);
const freezeRoute = changeRoute('freeze', 'Pause an own membership: its period is pushed by the days paused');
const unfreezeRoute = changeRoute('unfreeze', 'End a pause of an own membership');

/** Plans on sale, and the caller's memberships (issue 15). */
export function membershipRoutes(services: Services) {
  const { membershipPlans, memberships, cityNames } = services.stores;

  /** The caller's memberships with their plans, as the API shows them. */
  async function present(items: MyMembership[], locale: string) {
    const plans = await toPlanDtos(
      { cityNames },
      items.map((item) => item.plan),
      locale,
    );
    const now = services.now();
    return items.map((item, index) => toMyMembershipDto(item, plans[index] as (typeof plans)[number], now));
  }

  async function presentOne(userId: string, membershipId: string, locale: string) {
    const mine = await memberships.listMine({ userId, now: services.now(), limit: MY_MEMBERSHIPS_LIMIT });
    const item = mine.find((candidate) => candidate.membership.id === membershipId);
    if (!item) throw new ApiError('NOT_FOUND');
    const [dto] = await present([item], locale);
    return dto as NonNullable<typeof dto>;
  }

  function changed(outcome: MembershipChangeOutcome) {
    if (outcome.kind === 'not-found') throw new ApiError('NOT_FOUND');
    if (outcome.kind === 'refused')
      throw outcome.reason === 'already-cancelled'
        ? new ApiError('ALREADY_CANCELLED', { status: 'cancelled' })
        : new ApiError('MEMBERSHIP_CHANGE_REFUSED', { reason: outcome.reason });
    return outcome.membership;
  }

  const own = createSessionRouter();
  for (const path of ['/me/memberships', '/me/memberships/*'])
    own.use(path, requireSession(services.sessions));
  const ownRoutes = own
    .openapi(mineRoute, async (c) => {
      const mine = await memberships.listMine({
        userId: c.get('user').id,
        now: services.now(),
        limit: MY_MEMBERSHIPS_LIMIT,
      });
      c.header('Cache-Control', 'private, no-store');
      return c.json({ items: await present(mine, c.get('locale')) }, 200);
    })
    .openapi(buyRoute, async (c) => {
      const user = c.get('user');
      const { purchase, clientSecret } = await services.memberships.buy(
        user.id,
        c.req.valid('json').planId,
        c.req.valid('header')['idempotency-key'],
      );
      if (purchase.kind === 'key-reused') throw new ApiError('IDEMPOTENCY_MISMATCH');
      c.header('Cache-Control', 'private, no-store');
      const dto = {
        ...(await presentOne(user.id, purchase.membership.id, c.get('locale'))),
        payment: clientSecret ? { provider: purchase.membership.paymentMethod, clientSecret } : null,
      };
      if (purchase.kind === 'replayed') {
        c.header('Idempotent-Replayed', 'true');
        return c.json(dto, 200);
      }
      return c.json(dto, 201);
    })
    .openapi(cancelRoute, async (c) => {
      const userId = c.get('user').id;
      const input = { userId, membershipId: c.req.valid('param').id, now: services.now() };
      const { outcome } = await services.memberships.cancel(userId, input.membershipId);
      const membership = changed(outcome);
      return c.json(await presentOne(userId, membership.id, c.get('locale')), 200);
    })
    .openapi(freezeRoute, async (c) => {
      const userId = c.get('user').id;
      const input = { userId, membershipId: c.req.valid('param').id, now: services.now() };
      const membership = changed(await memberships.freeze(input));
      return c.json(await presentOne(userId, membership.id, c.get('locale')), 200);
    })
    .openapi(autoRenewRoute, async (c) => {
      const userId = c.get('user').id;
      const { autoRenew } = c.req.valid('json');
      const input = { userId, membershipId: c.req.valid('param').id, autoRenew, now: services.now() };
      const membership = changed(await memberships.setAutoRenew(input));
      return c.json(await presentOne(userId, membership.id, c.get('locale')), 200);
    })
    .openapi(unfreezeRoute, async (c) => {
      const userId = c.get('user').id;
      const input = { userId, membershipId: c.req.valid('param').id, now: services.now() };
      const membership = changed(await memberships.unfreeze(input));
      return c.json(await presentOne(userId, membership.id, c.get('locale')), 200);
    });

  return createRouter()
    .openapi(plansRoute, async (c) => {
      const query = c.req.valid('query');
      const page = await listMembershipPlans(
        { plans: membershipPlans },
        {
          limit: query.limit,
          ...(query.city ? { citySlug: query.city } : {}),
          ...(query.category ? { categorySlug: query.category } : {}),
          ...(query.location ? { locationSlug: query.location } : {}),
          ...(query.business ? { businessSlug: query.business } : {}),
          ...(query.cursor ? { cursor: query.cursor } : {}),
        },
      );
      c.header('Cache-Control', 'public, max-age=60');
      c.header('Vary', 'Accept-Language');
      return c.json(
        {
          items: await toPlanDtos({ cityNames }, page.items, c.get('locale')),
          nextCursor: page.nextCursor,
        },
        200,
      );
    })
    .openapi(planRoute, async (c) => {
      const plan = await membershipPlans.find(c.req.valid('param').id);
      if (!plan) throw new ApiError('NOT_FOUND');
      const [dto] = await toPlanDtos({ cityNames }, [plan], c.get('locale'));
      c.header('Cache-Control', 'public, max-age=60');
      c.header('Vary', 'Accept-Language');
      return c.json(dto as NonNullable<typeof dto>, 200);
    })
    .route('/', ownRoutes);
}
