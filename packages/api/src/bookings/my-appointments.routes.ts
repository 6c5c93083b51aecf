import { createRoute, z } from '@hono/zod-openapi';
import {
  AppointmentIdParamsSchema,
  MyAppointmentPageSchema,
  MyAppointmentSchema,
  MyAppointmentsQuerySchema,
} from '@kalendo/contracts';
import { createMyAppointments } from '@kalendo/db';
import {
  appointmentIcsEvent,
  cancelMyAppointment,
  listMyAppointments,
  renderAppointmentIcs,
} from '@kalendo/domain';
import type { Auth } from '../auth/create-auth.ts';
import { requireSession, type SessionUser } from '../auth/require-session.ts';
import { createRouter } from '../create-router.ts';
import type { ApiDeps } from '../deps.ts';
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
  request: {
    params: z.object({
      file: z
        .string()
        .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.ics$/i)
        .openapi({
          param: { name: 'file', in: 'path' },
          example: '0b7c3f0e-1111-4222-8333-944445555666.ics',
        }),
    }),
  },
  responses: {
    200: { description: 'VCALENDAR with one VEVENT', content: { 'text/calendar': { schema: z.string() } } },
    401: errorResponse('Not signed in'),
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

/** "My appointments": no user id in the paths, and every query is scoped to the session's user. */
export function myAppointmentRoutes(deps: ApiDeps, auth: Auth) {
  const appointmentDeps = {
    appointments: createMyAppointments(deps.database.db),
    now: deps.now ?? (() => new Date()),
  };
  const router = createRouter();
  router.use('/me/appointments', requireSession(auth));
  router.use('/me/appointments/*', requireSession(auth));
  const userOf = (c: { get: (key: never) => unknown }) => (c.get('user' as never) as SessionUser).id;
  return router
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const page = await listMyAppointments(appointmentDeps, {
        userId: userOf(c),
        when: query.when,
        limit: query.limit,
        ...(query.cursor ? { cursor: query.cursor } : {}),
      });
      c.header('Cache-Control', 'private, no-store');
      return c.json({ items: page.items.map(toDto), nextCursor: page.nextCursor }, 200);
    })
    .openapi(cancelRoute, async (c) => {
      const outcome = await cancelMyAppointment(appointmentDeps, {
        userId: userOf(c),
        id: c.req.valid('param').id,
      });
      if (outcome.kind === 'cancelled') return c.json(toDto(outcome.appointment), 200);
      return refuseAppointmentChange(outcome);
    })
    .openapi(icsRoute, async (c) => {
      const id = c.req.valid('param').file.slice(0, -'.ics'.length).toLowerCase();
      const stored = await appointmentDeps.appointments.find(userOf(c), id);
      if (!stored) throw new ApiError('NOT_FOUND');
      const ics = renderAppointmentIcs(
        appointmentIcsEvent(stored, {
          origin: deps.publicOrigin,
          locale: c.get('locale'),
          stamp: appointmentDeps.now(),
        }),
      );
      c.header('Cache-Control', 'private, no-store');
      c.header('Content-Disposition', `attachment; filename="appointment-${stored.id}.ics"`);
      return c.body(ics, 200, { 'Content-Type': 'text/calendar; charset=utf-8' });
    });
}
