import { createRoute, z } from '@hono/zod-openapi';
import {
  AppointmentIdParamsSchema,
  IcsFileParamsSchema,
  MyAppointmentPageSchema,
  MyAppointmentSchema,
  MyAppointmentsQuerySchema,
} from '@kalendo/contracts';
import {
  appointmentIcsEvent,
  cancelMyAppointment,
  listMyAppointments,
  renderAppointmentIcs,
} from '@kalendo/domain';
import { requireSession } from '../auth/require-session.ts';
import { createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import { commonErrorResponses, errorResponse, notFoundResponse } from '../openapi/error-responses.ts';
import { refuseAppointmentChange, toDto } from './my-appointment-answers.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/me/appointments',
  tags: ['account'],
  summary: 'The signed-in user’s upcoming (soonest first) or past (latest first) appointments',
  request: { query: MyAppointmentsQuerySchema },
  responses: {
    200: { description: 'One page', content: { 'application/json': { schema: MyAppointmentPageSchema } } },
    401: errorResponse('Not signed in'),
    ...commonErrorResponses,
  },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/me/appointments/{id}/cancel',
  tags: ['account'],
  summary: 'Cancel an own appointment while the place’s cancellation window is open',
  description:
    'Decided by one guarded UPDATE (owner, status booked, `starts_at > now + window`), so of concurrent ' +
    'cancels exactly one answers 200; the others, and any later repeat, answer 409 `ALREADY_CANCELLED`. ' +
    'Another user’s appointment is 404, like one that does not exist.',
  request: { params: AppointmentIdParamsSchema },
  responses: {
    200: {
      description: 'Cancelled; the time is free again',
      content: { 'application/json': { schema: MyAppointmentSchema } },
    },
    401: errorResponse('Not signed in'),
    ...notFoundResponse,
    409: errorResponse('`ALREADY_CANCELLED`: cancelled before (a repeat or a concurrent cancel)'),
    422: errorResponse(
      '`CANCELLATION_WINDOW_PASSED`: too late; `details.cancellationWindowMinutes` and `details.cancellableUntil`',
    ),
    ...commonErrorResponses,
  },
});

const icsRoute = createRoute({
  method: 'get',
  path: '/me/appointments/{file}',
  tags: ['account'],
  summary: 'One own appointment as an RFC 5545 calendar file: `/me/appointments/{id}.ics`',
  request: { params: IcsFileParamsSchema },
  responses: {
    200: { description: 'VCALENDAR with one VEVENT', content: { 'text/calendar': { schema: z.string() } } },
    401: errorResponse('Not signed in'),
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

/** "My appointments": no user id in the paths, and every query is scoped to the session's user. */
export function myAppointmentRoutes(services: Services) {
  const appointmentDeps = { appointments: services.stores.myAppointments, now: services.now };
  const router = createSessionRouter();
  router.use('/me/appointments', requireSession(services.sessions));
  router.use('/me/appointments/*', requireSession(services.sessions));
  return router
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const page = await listMyAppointments(appointmentDeps, {
        userId: c.get('user').id,
        when: query.when,
        limit: query.limit,
        ...(query.cursor ? { cursor: query.cursor } : {}),
      });
      c.header('Cache-Control', 'private, no-store');
      return c.json({ items: page.items.map(toDto), nextCursor: page.nextCursor }, 200);
    })
    .openapi(cancelRoute, async (c) => {
      // The owner's notification of the cancellation is written with it (its link in this language).
      const outcome = await cancelMyAppointment(appointmentDeps, {
        userId: c.get('user').id,
        id: c.req.valid('param').id,
        locale: c.get('locale'),
      });
      if (outcome.kind === 'cancelled') return c.json(toDto(outcome.appointment), 200);
      return refuseAppointmentChange(outcome);
    })
    .openapi(icsRoute, async (c) => {
      const id = c.req.valid('param').file.slice(0, -'.ics'.length).toLowerCase();
      const stored = await appointmentDeps.appointments.find(c.get('user').id, id);
      if (!stored) throw new ApiError('NOT_FOUND');
      const ics = renderAppointmentIcs(
        appointmentIcsEvent(stored, {
          origin: services.config.publicOrigin,
          locale: c.get('locale'),
          stamp: appointmentDeps.now(),
        }),
      );
      c.header('Cache-Control', 'private, no-store');
      c.header('Content-Disposition', `attachment; filename="appointment-${stored.id}.ics"`);
      return c.body(ics, 200, { 'Content-Type': 'text/calendar; charset=utf-8' });
    });
}
