import { createRoute } from '@hono/zod-openapi';
import {
  AppointmentIdParamsSchema,
  ReviewIdParamsSchema,
  ReviewInputSchema,
  ReviewSchema,
} from '@kalendo/contracts';
import { editReview, type WrittenReview, writeReview } from '@kalendo/domain';
import { requireSession } from '../auth/require-session.ts';
import { createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import {
  commonErrorResponses,
  errorResponse,
  jsonBody,
  notFoundResponse,
} from '../openapi/error-responses.ts';

const createReviewRoute = createRoute({
  method: 'post',
  path: '/me/appointments/{id}/review',
  tags: ['account'],
  summary: 'Review an own completed appointment (once)',
  description:
    'Inserts the review and recomputes the place’s `rating_average` and `rating_count` from its reviews in ' +
    'the same transaction, under a lock of the place’s row. The unique appointment id decides between ' +
    'concurrent reviews of one visit: exactly one answers 201, the others 409 `ALREADY_REVIEWED`. ' +
    'Another user’s appointment is 404, like one that does not exist.',
  request: {
    params: AppointmentIdParamsSchema,
    body: jsonBody(ReviewInputSchema),
  },
  responses: {
    201: { description: 'Written and counted', content: { 'application/json': { schema: ReviewSchema } } },
    401: errorResponse('Not signed in'),
    ...notFoundResponse,
    409: errorResponse(
      '`REVIEW_NOT_ALLOWED`: the appointment is not completed (`details.status`); `ALREADY_REVIEWED`: reviewed before',
    ),
    ...commonErrorResponses,
  },
});

const deleteReviewRoute = createRoute({
  method: 'delete',
  path: '/me/reviews/{id}',
  tags: ['account'],
  summary: 'Withdraw an own review; the place’s rating is recomputed in the same transaction',
  request: { params: ReviewIdParamsSchema },
  responses: {
    204: { description: 'Removed' },
    401: errorResponse('Not signed in'),
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

const editReviewRoute = createRoute({
  method: 'put',
  path: '/me/reviews/{id}',
  tags: ['account'],
  summary:
    'Change the rating and text of an own review; the place’s rating is recomputed in the same transaction',
  request: {
    params: ReviewIdParamsSchema,
    body: jsonBody(ReviewInputSchema),
  },
  responses: {
    200: { description: 'Changed', content: { 'application/json': { schema: ReviewSchema } } },
    401: errorResponse('Not signed in'),
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

const toDto = (review: WrittenReview) => ({ ...review, createdAt: review.createdAt.toISOString() });

/** Writing, editing and withdrawing reviews of the signed-in user's visits. */
export function reviewRoutes(services: Services) {
  const reviewDeps = { reviews: services.stores.reviewWriter };
  const router = createSessionRouter();
  router.use('/me/appointments/:id/review', requireSession(services.sessions));
  router.use('/me/reviews/*', requireSession(services.sessions));
  return router
    .openapi(createReviewRoute, async (c) => {
      const { rating, body } = c.req.valid('json');
      const outcome = await writeReview(reviewDeps, {
        userId: c.get('user').id,
        appointmentId: c.req.valid('param').id,
        rating,
        body,
      });
      switch (outcome.kind) {
        case 'not-found':
          throw new ApiError('NOT_FOUND');
        case 'not-allowed':
          throw new ApiError('REVIEW_NOT_ALLOWED', { status: outcome.status });
        case 'already-reviewed':
          throw new ApiError('ALREADY_REVIEWED');
        case 'created':
          return c.json(toDto(outcome.review), 201);
      }
    })
    .openapi(editReviewRoute, async (c) => {
      const { rating, body } = c.req.valid('json');
      const review = await editReview(reviewDeps, {
        userId: c.get('user').id,
        reviewId: c.req.valid('param').id,
        rating,
        body,
      });
      if (!review) throw new ApiError('NOT_FOUND');
      return c.json(toDto(review), 200);
    })
    .openapi(deleteReviewRoute, async (c) => {
      const removed = await reviewDeps.reviews.remove(c.get('user').id, c.req.valid('param').id);
      if (!removed) throw new ApiError('NOT_FOUND');
      return c.body(null, 204);
    });
}
