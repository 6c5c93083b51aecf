import { createRoute } from '@hono/zod-openapi';
import {
  BusinessIdParamsSchema,
  CreatePartnerBusinessInputSchema,
  PartnerBusinessListSchema,
  PartnerBusinessSchema,
  UpdatePartnerBusinessInputSchema,
} from '@kalendo/contracts';
import { roleAllows } from '@kalendo/domain';
import { requireSession } from '../auth/require-session.ts';
import { createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import { commonErrorResponses, errorResponse, unauthenticatedResponse } from '../openapi/error-responses.ts';
import { partnerOf, requirePartnerMember } from './partner-access.ts';
import {
  createServiceRoute,
  createStaffRoute,
  deleteServiceRoute,
  deleteStaffRoute,
  listServicesRoute,
  listStaffRoute,
  updateServiceRoute,
  updateStaffRoute,
} from './partner-offer.openapi.ts';
import { json, jsonBody, scopedResponses } from './partner-openapi.ts';
import {
  createPlaceRoute,
  exceptionsRoute,
  hoursRoute,
  listExceptionsRoute,
  policyRoute,
  publishPlaceRoute,
  readPlaceRoute,
  removePlaceRoute,
  unpublishPlaceRoute,
  updatePlaceRoute,
} from './partner-places.openapi.ts';
import { refusalsAsErrors } from './partner-refusals.ts';

const createBusinessRoute = createRoute({
  method: 'post',
  path: '/partner/businesses',
  tags: ['partner'],
  summary: 'Create a business with its first place; the caller becomes its owner (unpublished)',
  request: { body: jsonBody(CreatePartnerBusinessInputSchema) },
  responses: {
    201: json('Created', PartnerBusinessSchema),
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

const listBusinessesRoute = createRoute({
  method: 'get',
  path: '/partner/businesses',
  tags: ['partner'],
  summary: "The caller's businesses, with their role in each",
  responses: {
    200: json('Memberships', PartnerBusinessListSchema),
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

const params = { params: BusinessIdParamsSchema };

const readBusinessRoute = createRoute({
  method: 'get',
  path: '/partner/businesses/{businessId}',
  tags: ['partner'],
  summary: 'The business and its places',
  request: params,
  responses: { 200: json('The business', PartnerBusinessSchema), ...scopedResponses },
});
const updateBusinessRoute = createRoute({
  method: 'patch',
  path: '/partner/businesses/{businessId}',
  tags: ['partner'],
  summary: "Change the business's name, description, language, category or logo",
  request: { ...params, body: jsonBody(UpdatePartnerBusinessInputSchema) },
  responses: { 200: json('The business', PartnerBusinessSchema), ...scopedResponses },
});
const publishRoute = createRoute({
  method: 'post',
  path: '/partner/businesses/{businessId}/publish',
  tags: ['partner'],
  summary: 'Publish the business: its places appear in search, pages and booking (refused while incomplete)',
  request: params,
  responses: {
    200: json('Published', PartnerBusinessSchema),
    422: errorResponse('Set-up incomplete (`BUSINESS_INCOMPLETE`, `details.missing`)'),
    ...scopedResponses,
  },
});
const unpublishRoute = createRoute({
  method: 'post',
  path: '/partner/businesses/{businessId}/unpublish',
  tags: ['partner'],
  summary: 'Take the business out of public view (owners): new bookings stop, booked appointments stay',
  description:
    'Search, the place and business pages and the widget stop showing it at once; appointments and class ' +
    'spots already booked are kept. Publishing again brings it back (ADR 055).',
  request: params,
  responses: { 200: json('Unpublished', PartnerBusinessSchema), ...scopedResponses },
});
/** Whether the caller confirmed a change that keeps the bookings it affects (`?keepBookings=true`). */
const keeps = (c: { req: { query: (name: string) => string | undefined } }) =>
  c.req.query('keepBookings') === 'true';

/** The partner set-up (issue 22, ADR 038): every route behind the session, business routes behind membership. */
export function partnerRoutes(services: Services) {
  const { partnerBusinesses, partnerPlaces, partnerOffer } = services.stores;
  const own = createSessionRouter();
  for (const path of ['/partner/businesses', '/partner/businesses/*'])
    own.use(path, requireSession(services.sessions));

  const scoped = createSessionRouter();
  for (const path of ['/partner/businesses/:businessId', '/partner/businesses/:businessId/*'])
    scoped.use(path, requireSession(services.sessions), requirePartnerMember(services));

  const noStore = { 'Cache-Control': 'private, no-store' };

  const scopedRoutes = scoped
    .openapi(readBusinessRoute, async (c) => {
      const { businessId, role } = partnerOf(c);
      return c.json(await refusalsAsErrors(() => partnerBusinesses.read(businessId, role)), 200, noStore);
    })
    .openapi(updateBusinessRoute, async (c) => {
      const { businessId, role, userId } = partnerOf(c);
      await refusalsAsErrors(() =>
        partnerBusinesses.update(businessId, userId, c.req.valid('json'), services.now()),
      );
      return c.json(await partnerBusinesses.read(businessId, role), 200, noStore);
    })
    .openapi(publishRoute, async (c) => {
      const { businessId, role, userId } = partnerOf(c);
      await refusalsAsErrors(() => partnerBusinesses.publish(businessId, userId, services.now()));
      return c.json(await partnerBusinesses.read(businessId, role), 200, noStore);
    })
    .openapi(unpublishRoute, async (c) => {
      const { businessId, role, userId } = partnerOf(c);
      if (!roleAllows(role, 'own')) throw new ApiError('FORBIDDEN');
      await refusalsAsErrors(() => partnerBusinesses.unpublish(businessId, userId));
      return c.json(await partnerBusinesses.read(businessId, role), 200, noStore);
    })
    .openapi(createPlaceRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const placeId = await refusalsAsErrors(() =>
        partnerPlaces.create(businessId, userId, c.req.valid('json')),
      );
      return c.json(await partnerPlaces.read(businessId, placeId), 201, noStore);
    })
    .openapi(publishPlaceRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { placeId } = c.req.valid('param');
      await refusalsAsErrors(() => partnerPlaces.publish(businessId, userId, placeId, services.now()));
      return c.json(await partnerPlaces.read(businessId, placeId), 200, noStore);
    })
    .openapi(unpublishPlaceRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { placeId } = c.req.valid('param');
      await refusalsAsErrors(() => partnerPlaces.unpublish(businessId, userId, placeId));
      return c.json(await partnerPlaces.read(businessId, placeId), 200, noStore);
    })
    .openapi(removePlaceRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { placeId } = c.req.valid('param');
      await refusalsAsErrors(() => partnerPlaces.remove(businessId, userId, placeId, services.now()));
      return c.body(null, 204);
    })
    .openapi(readPlaceRoute, async (c) => {
      const { businessId } = partnerOf(c);
      const { placeId } = c.req.valid('param');
      return c.json(await refusalsAsErrors(() => partnerPlaces.read(businessId, placeId)), 200, noStore);
    })
    .openapi(updatePlaceRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { placeId } = c.req.valid('param');
      await refusalsAsErrors(() => partnerPlaces.update(businessId, userId, placeId, c.req.valid('json')));
      return c.json(await partnerPlaces.read(businessId, placeId), 200, noStore);
    })
    .openapi(policyRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { placeId } = c.req.valid('param');
      await refusalsAsErrors(() => partnerPlaces.setPolicy(businessId, userId, placeId, c.req.valid('json')));
      return c.json(await partnerPlaces.read(businessId, placeId), 200, noStore);
    })
    .openapi(hoursRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { placeId } = c.req.valid('param');
      const { weekly } = c.req.valid('json');
      await refusalsAsErrors(() =>
        partnerPlaces.setWeeklyHours(businessId, userId, placeId, weekly, services.now(), keeps(c)),
      );
      return c.json(await partnerPlaces.read(businessId, placeId), 200, noStore);
    })
    .openapi(exceptionsRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { placeId } = c.req.valid('param');
      await refusalsAsErrors(() =>
        partnerPlaces.setSpecialDays(
          businessId,
          userId,
          placeId,
          c.req.valid('json'),
          services.now(),
          keeps(c),
        ),
      );
      return c.body(null, 204);
    })
    .openapi(listExceptionsRoute, async (c) => {
      const { businessId } = partnerOf(c);
      const { placeId } = c.req.valid('param');
      const items = await refusalsAsErrors(() =>
        partnerPlaces.listSpecialDays(businessId, placeId, services.now()),
      );
      return c.json({ items }, 200, noStore);
    })
    .openapi(listServicesRoute, async (c) => {
      const { businessId } = partnerOf(c);
      return c.json({ items: await partnerOffer.listServices(businessId) }, 200, noStore);
    })
    .openapi(createServiceRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const created = await refusalsAsErrors(() =>
        partnerOffer.createService(businessId, userId, c.req.valid('json')),
      );
      return c.json(created, 201, noStore);
    })
    .openapi(deleteServiceRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { serviceId } = c.req.valid('param');
      await refusalsAsErrors(() =>
        partnerOffer.deleteService(businessId, userId, serviceId, services.now(), keeps(c)),
      );
      return c.body(null, 204);
    })
    .openapi(updateServiceRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { serviceId } = c.req.valid('param');
      const changed = await refusalsAsErrors(() =>
        partnerOffer.updateService(businessId, userId, serviceId, c.req.valid('json')),
      );
      return c.json(changed, 200, noStore);
    })
    .openapi(listStaffRoute, async (c) => {
      const { businessId } = partnerOf(c);
      return c.json({ items: await partnerOffer.listStaff(businessId) }, 200, noStore);
    })
    .openapi(createStaffRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const created = await refusalsAsErrors(() =>
        partnerOffer.createStaff(businessId, userId, c.req.valid('json')),
      );
      return c.json(created, 201, noStore);
    })
    .openapi(deleteStaffRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { staffId } = c.req.valid('param');
      await refusalsAsErrors(() =>
        partnerOffer.deleteStaff(businessId, userId, staffId, services.now(), keeps(c)),
      );
      return c.body(null, 204);
    })
    .openapi(updateStaffRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { staffId } = c.req.valid('param');
      const changed = await refusalsAsErrors(() =>
        partnerOffer.updateStaff(businessId, userId, staffId, c.req.valid('json'), services.now(), keeps(c)),
      );
      return c.json(changed, 200, noStore);
    });

  const ownRoutes = own
    .openapi(createBusinessRoute, async (c) => {
      const userId = c.get('user').id;
      const id = await refusalsAsErrors(() =>
        partnerBusinesses.create(userId, c.req.valid('json'), services.now()),
      );
      return c.json(await partnerBusinesses.read(id, 'owner'), 201, noStore);
    })
    .openapi(listBusinessesRoute, async (c) => {
      return c.json({ items: await partnerBusinesses.listMine(c.get('user').id) }, 200, noStore);
    });

  return ownRoutes.route('/', scopedRoutes);
}
