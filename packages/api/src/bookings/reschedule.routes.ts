import { createRoute } from '@hono/zod-openapi';
import {
  AppointmentIdParamsSchema,
  IdempotencyHeaderSchema,
  MyAppointmentSchema,
  RescheduleInputSchema,
} from '@kalendo/contracts';
import { rescheduleAppointment } from '@kalendo/domain';
import { requireSession } from '../auth/require-session.ts';
import { createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import {
  commonErrorResponses,
  errorResponse,
  jsonBody,
  notFoundResponse,
} from '../openapi/error-responses.ts';
import { refuseAppointmentChange, toDto } from './my-appointment-answers.ts';
import { requestFingerprint } from './request-fingerprint.ts';

const route = createRoute({
  method: 'post',
  path: '/me/appointments/{id}/reschedule',
  tags: ['account'],
  summary: 'Move an own appointment to another free time (Idempotency-Key required)',
  description:
    'The new start must be free by the availability rules (buffers, hours, lead time, horizon), ignoring ' +
    'the appointment’s own time. One guarded UPDATE (owner, booked, unchanged since read, still outside ' +
    'the cancellation window) moves it, so the old time is freed only when the new one is taken; the ' +
    'database’s overlap constraint decides races. A replay of the key answers the appointment as it is now.',
  request: {
    params: AppointmentIdParamsSchema,
    headers: IdempotencyHeaderSchema,
    body: jsonBody(RescheduleInputSchema),
  },
  responses: {
    200: {
      description: 'Moved (a replay answers the appointment with `Idempotent-Replayed: true`)',
      content: { 'application/json': { schema: MyAppointmentSchema } },
    },
    401: errorResponse('Not signed in'),
    ...notFoundResponse,
    409: errorResponse(
      '`SLOT_UNAVAILABLE` (`details.alternatives`: the nearest free starts), `ALREADY_CANCELLED`, or ' +
        '`CONFLICT` (already at this time, or moved by another request meanwhile)',
    ),
    422: errorResponse(
      '`CANCELLATION_WINDOW_PASSED` (too late, as for cancelling), `IDEMPOTENCY_MISMATCH` (key reused) or ' +
        '`MEMBERSHIP_NOT_USABLE` (`details.reason`: outside-period — the membership that paid for the visit ' +
        'does not cover the new day)',
    ),
    ...commonErrorResponses,
  },
});

/** Rescheduling by the owner: `POST /me/appointments/{id}/reschedule`. */
export function rescheduleRoutes(services: Services) {
  const rescheduleDeps = {
    appointments: services.stores.myAppointments,
    moves: services.stores.appointmentMoves,
    availability: services.stores.availability,
    now: services.now,
  };
  const router = createSessionRouter();
  router.use('/me/appointments/:id/reschedule', requireSession(services.sessions));
  return router.openapi(route, async (c) => {
    const user = c.get('user');
    const body = c.req.valid('json');
    const outcome = await rescheduleAppointment(rescheduleDeps, {
      userId: user.id,
      id: c.req.valid('param').id,
      idempotencyKey: c.req.valid('header')['idempotency-key'],
      requestHash: requestFingerprint(body),
      start: body.start,
      staffId: body.staffId,
      // The owner's notification of the move is written with it (its link in this language).
      locale: c.get('locale'),
    });
    if (outcome.kind === 'moved' || outcome.kind === 'replayed') {
      if (outcome.kind === 'replayed') c.header('Idempotent-Replayed', 'true');
      return c.json(toDto(outcome.appointment), 200);
    }
    return refuseAppointmentChange(outcome);
  });
}
