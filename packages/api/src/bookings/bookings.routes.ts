import { createRoute } from '@hono/zod-openapi';
import { BookingSchema, CreateBookingInputSchema, IdempotencyHeaderSchema } from '@kalendo/contracts';
import { createAvailabilitySource, createBookingStore } from '@kalendo/db';
import { createBooking } from '@kalendo/domain';
import type { Auth } from '../auth/create-auth.ts';
import { requireSession, type SessionUser } from '../auth/require-session.ts';
import { createRouter } from '../create-router.ts';
import type { ApiDeps } from '../deps.ts';
import { commonErrorResponses, errorResponse, jsonBody } from '../openapi/error-responses.ts';
import { composeBookingConfirmation } from './booking-confirmation.ts';
import { requestFingerprint } from './request-fingerprint.ts';

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
    404: errorResponse('A service or place does not exist'),
    409: errorResponse(
      '`SLOT_UNAVAILABLE`: an item is not free; `details.item` names it, `details.alternatives` the next starts',
    ),
    422: errorResponse('`IDEMPOTENCY_MISMATCH`: the key was used for another request'),
    ...commonErrorResponses,
  },
});

export function bookingRoutes(deps: ApiDeps, auth: Auth) {
  const availability = createAvailabilitySource(deps.database.db);
  const now = deps.now ?? (() => new Date());
  const router = createRouter();
  router.use('/bookings', requireSession(auth));
  return router.openapi(route, async (c) => {
    const user = c.get('user' as never) as SessionUser;
    const body = c.req.valid('json');
    // The confirmation (to the session's user) is written atomically with the booking.
    const confirm = composeBookingConfirmation({ origin: deps.publicOrigin, now: now(), user });
    const bookings = createBookingStore(deps.database.db, { confirm });
    const { replayed, result } = await createBooking(
      { bookings, availability, now },
      {
        userId: user.id,
        idempotencyKey: c.req.valid('header')['idempotency-key'],
        requestHash: requestFingerprint(body),
        items: body.items,
      },
    );
    if (replayed) c.header('Idempotent-Replayed', 'true');
    return c.json(
      {
        bookingId: result.bookingId,
        appointments: result.appointments.map((a) => ({
          id: a.id,
          serviceId: a.serviceId,
          staffId: a.staffId,
          startsAt: a.startsAt.toISOString(),
          endsAt: a.endsAt.toISOString(),
          priceMinor: a.priceMinor,
          currency: a.currency,
        })),
      },
      201,
    );
  });
}
