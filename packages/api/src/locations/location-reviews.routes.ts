import { createRoute } from '@hono/zod-openapi';
import {
  LocationReviewPageSchema,
  LocationReviewsQuerySchema,
  LocationSlugParamsSchema,
} from '@kalendo/contracts';
import { listLocationReviews } from '@kalendo/domain';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { commonErrorResponses, notFoundResponse } from '../openapi/error-responses.ts';

const route = createRoute({
  method: 'get',
  path: '/locations/{slug}/reviews',
  tags: ['locations'],
  summary: "A place's reviews, newest first (cursor pagination)",
  request: { params: LocationSlugParamsSchema, query: LocationReviewsQuerySchema },
  responses: {
    200: {
      description: 'One page of reviews and the cursor of the next (null on the last page)',
      content: { 'application/json': { schema: LocationReviewPageSchema } },
    },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

export function locationReviewRoutes(services: Services) {
  const reviews = services.stores.locationReviews;
  return createRouter().openapi(route, async (c) => {
    const { slug } = c.req.valid('param');
    const { cursor, limit } = c.req.valid('query');
    const page = await listLocationReviews({ reviews }, { slug, cursor, limit });
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(page, 200);
  });
}
