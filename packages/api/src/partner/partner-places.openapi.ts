import { createRoute } from '@hono/zod-openapi';
import {
  BusinessIdParamsSchema,
  CreatePlaceInputSchema,
  PlaceIdParamsSchema,
  PlaceSetupSchema,
} from '@kalendo/contracts';
import { errorResponse } from '../openapi/error-responses.ts';
import { json, jsonBody, scopedResponses } from './partner-openapi.ts';

/** Adding a place to an existing business and making it public on its own (ADR 056). */
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
