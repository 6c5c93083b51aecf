import { createHash } from 'node:crypto';
import { createRoute } from '@hono/zod-openapi';
import {
  BookingSchema,
  CreateBookingInputSchema,
  ErrorBodySchema,
  IdempotencyHeaderSchema,
} from '@kalendo/contracts';
import { createAvailabilitySource, createBookingStore } from '@kalendo/db';
import { createBooking } from '@kalendo/domain';
import type { Auth } from '../auth/create-auth.ts';
import { requireSession, type SessionUser } from '../auth/require-session.ts';
import { createRouter } from '../create-router.ts';
import type { ApiDeps } from '../deps.ts';
import { commonErrorResponses } from '../openapi/error-responses.ts';

const json = (description: string) => ({
  description,
  content: { 'application/json': { schema: ErrorBodySchema } },
});

const route = createRoute({
  method: 'post',
  path: '/bookings',
  tags: ['bookings'],
  summary: 'Book every item of a basket in one transaction (Idempotency-Key required)',
  request: {
    headers: IdempotencyHeaderSchema,
    body: { content: { 'application/json': { schema: CreateBookingInputSchema } }, required: true },
  },
  responses: {
    201: {
      description: 'Booked (a replay answers the first result)',
      content: { 'application/json': { schema: BookingSchema } },
    },
    401: json('Not signed in'),
    404: json('A service or place does not exist'),
    409: json(
      '`SLOT_UNAVAILABLE`: an item is not free; `details.item` names it, `details.alternatives` the next starts',
    ),
    422: json('`IDEMPOTENCY_MISMATCH`: the key was used for another request'),
    ...commonErrorResponses,
  },
});

/** A stable fingerprint of the request body, so a retry can be told apart from a different request. */
function fingerprint(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

export function bookingRoutes(deps: ApiDeps, auth: Auth) {
  const bookingDeps = {
    bookings: createBookingStore(deps.database.db),
    availability: createAvailabilitySource(deps.database.db),
    now: deps.now ?? (() => new Date()),
  };
  const router = createRouter();
  router.use('/bookings', requireSession(auth));
  return router.openapi(route, async (c) => {
    const user = c.get('user' as never) as SessionUser;
    const body = c.req.valid('json');
    const { replayed, result } = await createBooking(bookingDeps, {
      userId: user.id,
      idempotencyKey: c.req.valid('header')['idempotency-key'],
      requestHash: fingerprint(body),
      items: body.items,
    });
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
