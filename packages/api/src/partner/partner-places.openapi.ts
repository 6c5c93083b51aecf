import { createRoute } from '@hono/zod-openapi';
import {
  BookingPolicySchema,
  BusinessIdParamsSchema,
  CreatePlaceInputSchema,
  KeepBookingsQuerySchema,
  OpeningExceptionsInputSchema,
  OpeningHoursInputSchema,
  PlaceIdParamsSchema,
  PlaceSetupSchema,
  SpecialDayListSchema,
  UpdatePlaceInputSchema,
} from '@kalendo/contracts';
import { errorResponse } from '../openapi/error-responses.ts';
import {
  bookingsAffectedResponse,
  json,
  jsonBody,
  KEEPS_PUBLIC_PLACE_BOOKABLE,
  scopedResponses,
} from './partner-openapi.ts';

/** A business's places: adding one, making it public on its own (ADR 056), hiding and closing it (ADR 058). */
export const createPlaceRoute = createRoute({
  method: 'post',
  path: '/partner/businesses/{businessId}/places',
  tags: ['partner'],
  summary: 'Add another place to the business (owners and managers); it is not public until published itself',
  description:
    "The place takes the set-up's place fields and, if given, its weekly hours. Services and staff are added " +
    'to it as to the first place; POST …/places/{placeId}/publish shows it in public (ADR 056).',
  request: { params: BusinessIdParamsSchema, body: jsonBody(CreatePlaceInputSchema) },
  responses: { 201: json('Created', PlaceSetupSchema), ...scopedResponses },
});

export const publishPlaceRoute = createRoute({
  method: 'post',
  path: '/partner/businesses/{businessId}/places/{placeId}/publish',
  tags: ['partner'],
  summary: 'Make a place public on its own: refused until it has hours and a bookable service there',
  description:
    'The same checks as publishing the business, for this place alone; the place shows once its business is ' +
    'published too. Publishing a public place again changes nothing (ADR 056).',
  request: { params: PlaceIdParamsSchema },
  responses: {
    200: json('The place', PlaceSetupSchema),
    422: errorResponse('The place is incomplete (`BUSINESS_INCOMPLETE`, `details.missing`)'),
    ...scopedResponses,
  },
});

export const readPlaceRoute = createRoute({
  method: 'get',
  path: '/partner/businesses/{businessId}/places/{placeId}',
  tags: ['partner'],
  summary: 'A place: details, booking policy, weekly hours',
  request: { params: PlaceIdParamsSchema },
  responses: { 200: json('The place', PlaceSetupSchema), ...scopedResponses },
});
export const updatePlaceRoute = createRoute({
  method: 'patch',
  path: '/partner/businesses/{businessId}/places/{placeId}',
  tags: ['partner'],
  summary: "Change a place's details: name, address, position, time zone, currency, contacts, description",
  request: { params: PlaceIdParamsSchema, body: jsonBody(UpdatePlaceInputSchema) },
  responses: { 200: json('The place', PlaceSetupSchema), ...scopedResponses },
});
export const policyRoute = createRoute({
  method: 'put',
  path: '/partner/businesses/{businessId}/places/{placeId}/policy',
  tags: ['partner'],
  summary: "Set the place's booking policy (horizon, lead time, cancellation window, slot step)",
  request: { params: PlaceIdParamsSchema, body: jsonBody(BookingPolicySchema) },
  responses: { 200: json('The place', PlaceSetupSchema), ...scopedResponses },
});
export const hoursRoute = createRoute({
  method: 'put',
  path: '/partner/businesses/{businessId}/places/{placeId}/hours',
  tags: ['partner'],
  summary: "Replace the place's weekly opening hours",
  description: KEEPS_PUBLIC_PLACE_BOOKABLE,
  request: {
    params: PlaceIdParamsSchema,
    query: KeepBookingsQuerySchema,
    body: jsonBody(OpeningHoursInputSchema),
  },
  responses: { 200: json('The place', PlaceSetupSchema), ...bookingsAffectedResponse, ...scopedResponses },
});
export const exceptionsRoute = createRoute({
  method: 'put',
  path: '/partner/businesses/{businessId}/places/{placeId}/exceptions',
  tags: ['partner'],
  summary: "Replace the place's special days (closed or other hours) between two dates",
  request: {
    params: PlaceIdParamsSchema,
    query: KeepBookingsQuerySchema,
    body: jsonBody(OpeningExceptionsInputSchema),
  },
  responses: { 204: { description: 'Replaced' }, ...bookingsAffectedResponse, ...scopedResponses },
});
export const listExceptionsRoute = createRoute({
  method: 'get',
  path: '/partner/businesses/{businessId}/places/{placeId}/exceptions',
  tags: ['partner'],
  summary: "The place's special days from today (in its time zone) on",
  request: { params: PlaceIdParamsSchema },
  responses: { 200: json('Special days', SpecialDayListSchema), ...scopedResponses },
});

export const unpublishPlaceRoute = createRoute({
  method: 'post',
  path: '/partner/businesses/{businessId}/places/{placeId}/unpublish',
  tags: ['partner'],
  summary: 'Hide a public place again (owners and managers): new bookings there stop, booked ones stay',
  description:
    'Search, the place page, the sitemap and booking drop it at once; appointments already booked there are ' +
    'kept and still shown to their clients. The last public place of a published business is refused ' +
    '(`CONFLICT`: unpublish the business instead). Publishing it again shows it (ADR 058).',
  request: { params: PlaceIdParamsSchema },
  responses: {
    200: json('The place', PlaceSetupSchema),
    409: errorResponse('The last public place of a published business (`CONFLICT`)'),
    ...scopedResponses,
  },
});

export const removePlaceRoute = createRoute({
  method: 'delete',
  path: '/partner/businesses/{businessId}/places/{placeId}',
  tags: ['partner'],
  summary: 'Close a place (owners and managers): archived, with its history kept readable',
  description:
    "Refused (`CONFLICT`) while it is the business's only place, has booked appointments or class sessions " +
    'to come (`details.appointments`, `details.sessions`), or is the last public place of a published ' +
    'business. Its services and staff members are retired with it; past appointments, reviews and the ' +
    'audit log keep naming it (ADR 058).',
  request: { params: PlaceIdParamsSchema },
  responses: {
    204: { description: 'Closed' },
    409: errorResponse('Only place, things to come, or last public place (`CONFLICT`)'),
    ...scopedResponses,
  },
});
