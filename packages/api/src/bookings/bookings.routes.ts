import { createRoute } from '@hono/zod-openapi';
import {
  BookingIdParamsSchema,
  BookingSchema,
  CreateBookingInputSchema,
  IdempotencyHeaderSchema,
  MyBookingSchema,
} from '@kalendo/contracts';
import { nameCitiesIn } from '@kalendo/domain';
import { requireSession } from '../auth/require-session.ts';
import { toBookingDto as toClassBookingDto, toSessionDto } from '../classes/class-booking-dto.ts';
import { createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import { commonErrorResponses, errorResponse, jsonBody } from '../openapi/error-responses.ts';
import { MEMBERSHIP_REFUSAL, toBookingDto } from './booking-answer.ts';
import { toDto } from './my-appointment-answers.ts';

const route = createRoute({
  method: 'post',
  path: '/bookings',
  tags: ['bookings'],
  summary: 'Book every item of a basket in one transaction (Idempotency-Key required)',
  description:
    'The same transaction queues the confirmation email (with the appointments as an .ics attachment) and ' +
    'the in-app notification, in the user’s language, and removes the booked items from the user’s basket.',
  request: {
    headers: IdempotencyHeaderSchema,
    body: jsonBody(CreateBookingInputSchema),
  },
  responses: {
    201: {
      description: 'Booked (a replay answers the first result)',
      content: { 'application/json': { schema: BookingSchema } },
    },
    401: errorResponse('Not signed in'),
    404: errorResponse('A service or place, or the caller’s membership `membershipId`, does not exist'),
    409: errorResponse(
      '`SLOT_UNAVAILABLE`: an item is not free; `details.item` names it, `details.alternatives` the next starts',
    ),
    422: errorResponse(
      `\`IDEMPOTENCY_MISMATCH\`: the key was used for another request; ${MEMBERSHIP_REFUSAL}`,
    ),
    ...commonErrorResponses,
  },
});

const myBookingRoute = createRoute({
  method: 'get',
  path: '/me/bookings/{id}',
  tags: ['bookings'],
  summary: 'One own booking with its appointments (the confirmation page)',
  request: { params: BookingIdParamsSchema },
  responses: {
    200: { description: 'The booking', content: { 'application/json': { schema: MyBookingSchema } } },
    401: errorResponse('Not signed in'),
    404: errorResponse('No booking of the signed-in user has this id'),
    ...commonErrorResponses,
  },
});

export function bookingRoutes(services: Services) {
  const router = createSessionRouter();
  router.use('/bookings', requireSession(services.sessions));
  router.use('/me/bookings/*', requireSession(services.sessions));
  return router
    .openapi(route, async (c) => {
      const { items, membershipId } = c.req.valid('json');
      const { replayed, result } = await services.bookings.book(
        c.get('user'),
        items,
        c.req.valid('header')['idempotency-key'],
        membershipId,
      );
      if (replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(toBookingDto(result), 201);
    })
    .openapi(myBookingRoute, async (c) => {
      const booking = await services.bookings.find(c.get('user').id, c.req.valid('param').id);
      if (!booking) throw new ApiError('NOT_FOUND');
      c.header('Cache-Control', 'private, no-store');
      const places = await nameCitiesIn(
        { cityNames: services.stores.cityNames },
        booking.classSpots.map((spot) => spot.session.place),
        c.get('locale'),
      );
      return c.json(
        {
          bookingId: booking.bookingId,
          appointments: booking.appointments.map(toDto),
          classSpots: booking.classSpots.map((spot, index) => ({
            booking: toClassBookingDto(spot.booking),
            session: toSessionDto({ ...spot.session, place: places[index] ?? spot.session.place }),
          })),
        },
        200,
      );
    });
}
