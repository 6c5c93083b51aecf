import { createRoute, z } from '@hono/zod-openapi';
import {
  AppointmentIdInBusinessParamsSchema,
  AppointmentMarkInputSchema,
  BusinessIdParamsSchema,
  CalendarAppointmentSchema,
  IdempotencyHeaderSchema,
  PartnerCalendarQuerySchema,
  PartnerCalendarSchema,
  PartnerCancelInputSchema,
  PartnerMoveInputSchema,
  WalkInInputSchema,
} from '@kalendo/contracts';
import { cancelAppointmentByPlace } from '@kalendo/domain';
import type { Context } from 'hono';
import { requireSession } from '../auth/require-session.ts';
import { requestFingerprint } from '../bookings/request-fingerprint.ts';
import { createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import type { SessionEnv } from '../deps.ts';
import { ApiError } from '../errors/api-error.ts';
import { errorResponse } from '../openapi/error-responses.ts';
import { partnerOf, requirePartnerMember } from './partner-access.ts';
import { json, jsonBody, scopedResponses } from './partner-openapi.ts';
import { refusalsAsErrors } from './partner-refusals.ts';

const calendarRoute = createRoute({
  method: 'get',
  path: '/partner/businesses/{businessId}/calendar',
  tags: ['partner'],
  summary: "A place's calendar: appointments, class sessions, staff and their hours (at most 8 days)",
  description:
    'Every appointment (any status) and class session of the place overlapping `from`–`to`, the staff ' +
    'members of the place with their weekly working hours and breaks and their time off in the range. ' +
    'Appointments are what the grid draws (staff and service as indexes, start and length in minutes); ' +
    '`GET …/appointments/{id}` has one’s details. A staff-role member reads their own column, whatever ' +
    '`staffId` asked for (`column` says whose).',
  request: { params: BusinessIdParamsSchema, query: PartnerCalendarQuerySchema },
  responses: { 200: json('The calendar', PartnerCalendarSchema), ...scopedResponses },
});

const appointmentAnswer = json('The appointment as the calendar shows it', CalendarAppointmentSchema);
const appointmentParams = { params: AppointmentIdInBusinessParamsSchema };

const appointmentRoute = createRoute({
  method: 'get',
  path: '/partner/businesses/{businessId}/appointments/{appointmentId}',
  tags: ['partner'],
  summary: 'One appointment’s details: client, service, times, price, notes (staff: their own only)',
  request: appointmentParams,
  responses: { 200: appointmentAnswer, ...scopedResponses },
});

const markRoute = createRoute({
  method: 'post',
  path: '/partner/businesses/{businessId}/appointments/{appointmentId}/mark',
  tags: ['partner'],
  summary: 'Mark the client arrived, the visit completed, or a no-show',
  request: { ...appointmentParams, body: jsonBody(AppointmentMarkInputSchema) },
  responses: {
    200: appointmentAnswer,
    409: errorResponse('`MARK_REFUSED`: the appointment’s state refuses the mark (`details.reason`)'),
    ...scopedResponses,
  },
});

const moveRoute = createRoute({
  method: 'post',
  path: '/partner/businesses/{businessId}/appointments/{appointmentId}/move',
  tags: ['partner'],
  summary: 'Move an appointment to a new start and/or another staff member (Idempotency-Key optional)',
  description:
    'The staff member’s other appointments (the database’s overlap constraint) refuse a time; a time ' +
    'outside the hours is asked to be confirmed (`bookAnyway`). The appointment keeps its length and buffers; its client is told of a new ' +
    'time. With an `Idempotency-Key`, a replay answers the appointment as it is now.',
  request: {
    ...appointmentParams,
    headers: z.object({ 'idempotency-key': IdempotencyHeaderSchema.shape['idempotency-key'].optional() }),
    body: jsonBody(PartnerMoveInputSchema),
  },
  responses: {
    200: appointmentAnswer,
    409: errorResponse(
      '`SLOT_UNAVAILABLE` (the staff member is busy then; `details.conflict` `class-session` when teaching a class), `OUTSIDE_HOURS` (not confirmed with `bookAnyway`; ' +
        '`details.reasons`), `ALREADY_CANCELLED`, or `CONFLICT` (completed or a no-show, or already there)',
    ),
    422: errorResponse('`START_IN_PAST` or `IDEMPOTENCY_MISMATCH`'),
    ...scopedResponses,
  },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/partner/businesses/{businessId}/appointments/{appointmentId}/cancel',
  tags: ['partner'],
  summary: 'Cancel an appointment for the place, with the reason its client is told',
  request: { ...appointmentParams, body: jsonBody(PartnerCancelInputSchema) },
  responses: {
    200: appointmentAnswer,
    409: errorResponse('`ALREADY_CANCELLED`, or `CONFLICT` (the visit has begun: mark it instead)'),
    ...scopedResponses,
  },
});

const walkInRoute = createRoute({
  method: 'post',
  path: '/partner/businesses/{businessId}/appointments',
  tags: ['partner'],
  summary: 'Book a walk-in or phone client (a name and phone, no account) with a staff member',
  request: { params: BusinessIdParamsSchema, body: jsonBody(WalkInInputSchema) },
  responses: {
    201: json('Booked', CalendarAppointmentSchema),
    409: errorResponse(
      '`SLOT_UNAVAILABLE` (the staff member is busy then; `details.conflict` `class-session` when teaching a class) or `OUTSIDE_HOURS` (not confirmed with ' +
        '`bookAnyway`; `details.reasons`)',
    ),
    422: errorResponse('`START_IN_PAST`'),
    ...scopedResponses,
  },
});

const noStore = { 'Cache-Control': 'private, no-store' };

/** The partner calendar, "run the day" (issue 22, ADR 042): read, marks, moves, cancellations, walk-ins. */
export function partnerCalendarRoutes(services: Services) {
  const { partnerCalendar, placeCancellations } = services.stores;
  const router = createSessionRouter();
  const base = '/partner/businesses/:businessId';
  for (const path of [`${base}/calendar`, `${base}/appointments`, `${base}/appointments/*`])
    router.use(path, requireSession(services.sessions), requirePartnerMember(services));

  /** The appointment a write changed, as the calendar shows it. */
  async function answer(c: Context<SessionEnv>, appointmentId: string) {
    const appointment = await partnerCalendar.appointment(partnerOf(c).businessId, appointmentId);
    if (!appointment) throw new ApiError('NOT_FOUND');
    return appointment;
  }

  return router
    .openapi(calendarRoute, async (c) => {
      const { businessId, role, userId } = partnerOf(c);
      const { placeId, from, to, staffId } = c.req.valid('query');
      const calendar = await partnerCalendar.read({
        businessId,
        placeId,
        from: new Date(from),
        to: new Date(to),
        staffId,
        viewer: { userId, role },
      });
      if (!calendar) throw new ApiError('NOT_FOUND');
      return c.json(calendar, 200, noStore);
    })
    .openapi(appointmentRoute, async (c) => {
      const { businessId, role, userId } = partnerOf(c);
      const { appointmentId } = c.req.valid('param');
      const appointment = await partnerCalendar.appointment(businessId, appointmentId, { userId, role });
      if (!appointment) throw new ApiError('NOT_FOUND');
      return c.json(appointment, 200, noStore);
    })
    .openapi(markRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { appointmentId } = c.req.valid('param');
      await refusalsAsErrors(() =>
        partnerCalendar.mark({ businessId, userId }, appointmentId, c.req.valid('json').mark, services.now()),
      );
      return c.json(await answer(c, appointmentId), 200, noStore);
    })
    .openapi(moveRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { appointmentId } = c.req.valid('param');
      const body = c.req.valid('json');
      const outcome = await refusalsAsErrors(() =>
        partnerCalendar.move(
          { businessId, userId },
          {
            appointmentId,
            ...body,
            idempotencyKey: c.req.valid('header')['idempotency-key'],
            requestHash: requestFingerprint(body),
          },
          services.now(),
        ),
      );
      if (outcome === 'replayed') c.header('Idempotent-Replayed', 'true');
      return c.json(await answer(c, appointmentId), 200, noStore);
    })
    .openapi(cancelRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { appointmentId } = c.req.valid('param');
      const outcome = await cancelAppointmentByPlace(
        { cancellations: placeCancellations },
        {
          businessId,
          appointmentId,
          actorUserId: userId,
          reason: c.req.valid('json').reason,
          now: services.now(),
        },
      );
      if (outcome.kind === 'not-found') throw new ApiError('NOT_FOUND');
      if (outcome.kind === 'already-cancelled') throw new ApiError('ALREADY_CANCELLED');
      if (outcome.kind === 'started') throw new ApiError('CONFLICT').withMessage('APPOINTMENT_STARTED');
      return c.json(await answer(c, appointmentId), 200, noStore);
    })
    .openapi(walkInRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const id = await refusalsAsErrors(() =>
        partnerCalendar.walkIn({ businessId, userId }, c.req.valid('json'), services.now()),
      );
      return c.json(await answer(c, id), 201, noStore);
    });
}
