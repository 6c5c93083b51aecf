import { createRoute } from '@hono/zod-openapi';
import {
  BusinessIdParamsSchema,
  KeepBookingsQuerySchema,
  ServiceIdParamsSchema,
  ServiceInputSchema,
  ServiceListSchema,
  ServicePatchSchema,
  ServiceSetupSchema,
  StaffIdParamsSchema,
  StaffInputSchema,
  StaffListSchema,
  StaffPatchSchema,
  StaffSetupSchema,
} from '@kalendo/contracts';
import { errorResponse } from '../openapi/error-responses.ts';
import {
  bookingsAffectedResponse,
  json,
  jsonBody,
  KEEPS_PUBLIC_PLACE_BOOKABLE,
  scopedResponses,
} from './partner-openapi.ts';

/** The partner API's operations on services and staff (ADR 038, edits ADR 046). */
const params = { params: BusinessIdParamsSchema };

export const listServicesRoute = createRoute({
  method: 'get',
  path: '/partner/businesses/{businessId}/services',
  tags: ['partner'],
  summary: "The business's services",
  request: params,
  responses: { 200: json('Services', ServiceListSchema), ...scopedResponses },
});

export const createServiceRoute = createRoute({
  method: 'post',
  path: '/partner/businesses/{businessId}/services',
  tags: ['partner'],
  summary: 'Add a service to a place of the business',
  request: { ...params, body: jsonBody(ServiceInputSchema) },
  responses: { 201: json('Created', ServiceSetupSchema), ...scopedResponses },
});

export const deleteServiceRoute = createRoute({
  method: 'delete',
  path: '/partner/businesses/{businessId}/services/{serviceId}',
  tags: ['partner'],
  summary: 'Retire a service (refused with its booked appointments still to come unless keepBookings)',
  description: KEEPS_PUBLIC_PLACE_BOOKABLE,
  request: { params: ServiceIdParamsSchema, query: KeepBookingsQuerySchema },
  responses: { 204: { description: 'Retired' }, ...bookingsAffectedResponse, ...scopedResponses },
});

export const updateServiceRoute = createRoute({
  method: 'patch',
  path: '/partner/businesses/{businessId}/services/{serviceId}',
  tags: ['partner'],
  summary:
    "Change a service's name, category, duration, buffers, price or staff (booked appointments keep theirs)",
  description: KEEPS_PUBLIC_PLACE_BOOKABLE,
  request: { params: ServiceIdParamsSchema, body: jsonBody(ServicePatchSchema) },
  responses: {
    200: json('The service', ServiceSetupSchema),
    409: errorResponse('It would leave a public place without a bookable service (`CONFLICT`)'),
    ...scopedResponses,
  },
});

export const listStaffRoute = createRoute({
  method: 'get',
  path: '/partner/businesses/{businessId}/staff',
  tags: ['partner'],
  summary: "The business's staff",
  request: params,
  responses: { 200: json('Staff', StaffListSchema), ...scopedResponses },
});

export const createStaffRoute = createRoute({
  method: 'post',
  path: '/partner/businesses/{businessId}/staff',
  tags: ['partner'],
  summary: 'Add a staff member to a place: services, working hours, breaks, time off',
  request: { ...params, body: jsonBody(StaffInputSchema) },
  responses: { 201: json('Created', StaffSetupSchema), ...scopedResponses },
});

export const deleteStaffRoute = createRoute({
  method: 'delete',
  path: '/partner/businesses/{businessId}/staff/{staffId}',
  tags: ['partner'],
  summary: 'Retire a staff member (refused with their booked appointments still to come unless keepBookings)',
  description: KEEPS_PUBLIC_PLACE_BOOKABLE,
  request: { params: StaffIdParamsSchema, query: KeepBookingsQuerySchema },
  responses: { 204: { description: 'Retired' }, ...bookingsAffectedResponse, ...scopedResponses },
});

export const updateStaffRoute = createRoute({
  method: 'patch',
  path: '/partner/businesses/{businessId}/staff/{staffId}',
  tags: ['partner'],
  summary: "Change a staff member's name, title, services, working hours, breaks, time off or place",
  description:
    '`placeId` moves them to another place of the business: refused (`CONFLICT`, `details.appointments`, ' +
    '`details.sessions`) while they have appointments or class sessions to come; their services at the old ' +
    `place are unlinked (ADR 058). ${KEEPS_PUBLIC_PLACE_BOOKABLE}`,
  request: { params: StaffIdParamsSchema, query: KeepBookingsQuerySchema, body: jsonBody(StaffPatchSchema) },
  responses: {
    200: json('The staff member', StaffSetupSchema),
    ...bookingsAffectedResponse,
    ...scopedResponses,
  },
});
