import { createRoute } from '@hono/zod-openapi';
import {
  ActivatedMembershipSchema,
  BusinessIdParamsSchema,
  PartnerMembershipIdParamsSchema,
  PartnerPlanIdParamsSchema,
  PartnerPlanListSchema,
  PartnerPlanSchema,
  PendingMembershipListSchema,
  PlanInputSchema,
} from '@kalendo/contracts';
import { requireSession } from '../auth/require-session.ts';
import { createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { errorResponse } from '../openapi/error-responses.ts';
import { partnerOf, requirePartnerMember } from './partner-access.ts';
import { json, jsonBody, scopedResponses } from './partner-openapi.ts';
import { refusalsAsErrors } from './partner-refusals.ts';

const base = '/partner/businesses/{businessId}';
const planAnswer = json('The plan', PartnerPlanSchema);

const listPlansRoute = createRoute({
  method: 'get',
  path: `${base}/membership-plans`,
  tags: ['partner'],
  summary: "The business's membership plans, on sale first, retired ones too",
  request: { params: BusinessIdParamsSchema },
  responses: { 200: json('The plans', PartnerPlanListSchema), ...scopedResponses },
});

const createPlanRoute = createRoute({
  method: 'post',
  path: `${base}/membership-plans`,
  tags: ['partner'],
  summary: 'Put a membership plan on sale: price, period, visits, what it covers',
  request: { params: BusinessIdParamsSchema, body: jsonBody(PlanInputSchema) },
  responses: { 201: planAnswer, ...scopedResponses },
});

const updatePlanRoute = createRoute({
  method: 'put',
  path: `${base}/membership-plans/{planId}`,
  tags: ['partner'],
  summary: 'Change a plan for those who buy it from now on (memberships bought keep their own terms)',
  request: { params: PartnerPlanIdParamsSchema, body: jsonBody(PlanInputSchema) },
  responses: { 200: planAnswer, ...scopedResponses },
});

const retirePlanRoute = createRoute({
  method: 'post',
  path: `${base}/membership-plans/{planId}/retire`,
  tags: ['partner'],
  summary: 'Take a plan off sale (never deletes a bought membership); retiring it again changes nothing',
  request: { params: PartnerPlanIdParamsSchema },
  responses: { 200: planAnswer, ...scopedResponses },
});

const pendingRoute = createRoute({
  method: 'get',
  path: `${base}/memberships/pending`,
  tags: ['partner'],
  summary: 'Memberships bought to be paid at the venue, waiting for the business to take the payment',
  request: { params: BusinessIdParamsSchema },
  responses: {
    200: json('Waiting for payment, oldest first', PendingMembershipListSchema),
    ...scopedResponses,
  },
});

const activateRoute = createRoute({
  method: 'post',
  path: `${base}/memberships/{membershipId}/activate`,
  tags: ['partner'],
  summary: 'Mark paid at the venue and activate: it starts now for its full period (idempotent)',
  request: { params: PartnerMembershipIdParamsSchema },
  responses: {
    200: json('Active', ActivatedMembershipSchema),
    409: errorResponse('`CONFLICT`: the membership was cancelled or has ended'),
    ...scopedResponses,
  },
});

const noStore = { 'Cache-Control': 'private, no-store' };

/** A business's membership plans and pay-at-venue activations (issue 22, ADR 045). */
export function partnerMembershipsRoutes(services: Services) {
  const { partnerMemberships } = services.stores;
  const router = createSessionRouter();
  const prefix = '/partner/businesses/:businessId';
  for (const path of [
    `${prefix}/membership-plans`,
    `${prefix}/membership-plans/*`,
    `${prefix}/memberships/*`,
  ])
    router.use(path, requireSession(services.sessions), requirePartnerMember(services));

  return router
    .openapi(listPlansRoute, async (c) =>
      c.json({ items: await partnerMemberships.listPlans(partnerOf(c).businessId) }, 200, noStore),
    )
    .openapi(createPlanRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const plan = await refusalsAsErrors(() =>
        partnerMemberships.createPlan({ businessId, userId }, c.req.valid('json')),
      );
      return c.json(plan, 201, noStore);
    })
    .openapi(updatePlanRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const plan = await refusalsAsErrors(() =>
        partnerMemberships.updatePlan(
          { businessId, userId },
          c.req.valid('param').planId,
          c.req.valid('json'),
        ),
      );
      return c.json(plan, 200, noStore);
    })
    .openapi(retirePlanRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const plan = await refusalsAsErrors(() =>
        partnerMemberships.retirePlan({ businessId, userId }, c.req.valid('param').planId),
      );
      return c.json(plan, 200, noStore);
    })
    .openapi(pendingRoute, async (c) =>
      c.json({ items: await partnerMemberships.listPending(partnerOf(c).businessId) }, 200, noStore),
    )
    .openapi(activateRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const membership = await refusalsAsErrors(() =>
        partnerMemberships.activate(
          { businessId, userId },
          c.req.valid('param').membershipId,
          services.now(),
        ),
      );
      return c.json(membership, 200, noStore);
    });
}
