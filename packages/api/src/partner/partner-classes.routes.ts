import { createRoute } from '@hono/zod-openapi';
import {
  BusinessIdParamsSchema,
  ClassSessionCancelSchema,
  ClassSessionPatchSchema,
  ClassSessionsInputSchema,
  ClassSessionTeacherSchema,
  ClassTypeInputSchema,
  ClassTypeListSchema,
  ClassTypeSchema,
  PartnerSessionIdParamsSchema,
  SessionPeopleSchema,
  TimetableQuerySchema,
  TimetableSchema,
  TimetableSessionSchema,
} from '@kalendo/contracts';
import { requireSession } from '../auth/require-session.ts';
import { createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import { errorResponse } from '../openapi/error-responses.ts';
import { partnerOf, requirePartnerMember } from './partner-access.ts';
import { json, jsonBody, scopedResponses } from './partner-openapi.ts';
import { refusalsAsErrors } from './partner-refusals.ts';

const base = '/partner/businesses/{businessId}';
const sessionParams = { params: PartnerSessionIdParamsSchema };
const sessionAnswer = json('The session as the timetable shows it', TimetableSessionSchema);
const closedResponses = {
  409: errorResponse('`ALREADY_CANCELLED` (the session is cancelled)'),
  422: errorResponse('`CLASS_STARTED` (the session has begun) or `START_IN_PAST`'),
} as const;

const listClassesRoute = createRoute({
  method: 'get',
  path: `${base}/classes`,
  tags: ['partner'],
  summary: "The business's class types (what a session is of)",
  request: { params: BusinessIdParamsSchema },
  responses: { 200: json('The class types', ClassTypeListSchema), ...scopedResponses },
});

const createClassRoute = createRoute({
  method: 'post',
  path: `${base}/classes`,
  tags: ['partner'],
  summary: 'Add a class type to a place: name, length, price, usual capacity, level',
  request: { params: BusinessIdParamsSchema, body: jsonBody(ClassTypeInputSchema) },
  responses: { 201: json('Added', ClassTypeSchema), ...scopedResponses },
});

const timetableRoute = createRoute({
  method: 'get',
  path: `${base}/class-sessions`,
  tags: ['partner'],
  summary: "A place's class sessions starting between two instants (at most 8 days), cancelled ones too",
  request: { params: BusinessIdParamsSchema, query: TimetableQuerySchema },
  responses: { 200: json('The timetable', TimetableSchema), ...scopedResponses },
});

const createSessionsRoute = createRoute({
  method: 'post',
  path: `${base}/class-sessions`,
  tags: ['partner'],
  summary: 'Add a class session, or the same one every week for up to 12 weeks (all or none)',
  description:
    'The day and time are on the place’s clock, the same wall-clock time every week. A week whose start has ' +
    'passed refuses the series (`START_IN_PAST`); a time the clock skips that day is a 400 on `time`.',
  request: { params: BusinessIdParamsSchema, body: jsonBody(ClassSessionsInputSchema) },
  responses: {
    201: json('The sessions made', TimetableSchema),
    422: errorResponse('`START_IN_PAST`'),
    ...scopedResponses,
  },
});

const updateSessionRoute = createRoute({
  method: 'patch',
  path: `${base}/class-sessions/{sessionId}`,
  tags: ['partner'],
  summary: 'Move a session (its clients are told), change its capacity or waitlist size',
  request: { ...sessionParams, body: jsonBody(ClassSessionPatchSchema) },
  responses: {
    200: sessionAnswer,
    409: errorResponse('`CAPACITY_BELOW_BOOKED` (`details.count`: spots taken) or `ALREADY_CANCELLED`'),
    422: closedResponses[422],
    ...scopedResponses,
  },
});

const cancelSessionRoute = createRoute({
  method: 'post',
  path: `${base}/class-sessions/{sessionId}/cancel`,
  tags: ['partner'],
  summary:
    'Cancel a session with a reason: spots and waitlist places released, pass credits given back, clients told',
  request: { ...sessionParams, body: jsonBody(ClassSessionCancelSchema) },
  responses: { 200: sessionAnswer, ...closedResponses, ...scopedResponses },
});

const teacherRoute = createRoute({
  method: 'put',
  path: `${base}/class-sessions/{sessionId}/teacher`,
  tags: ['partner'],
  summary: 'Another of the place’s staff teaches the session (the change is in the business’s history)',
  description:
    'Refused with `409 CONFLICT` (`details.conflict`: `class-session` or `appointment`) when the teacher ' +
    'teaches another session or has a booked appointment overlapping it: the database decides, under a lock ' +
    'on the staff member, so of two writes racing for the same time one wins (ADR 057). A staff member of ' +
    'another place or business is not found.',
  request: { ...sessionParams, body: jsonBody(ClassSessionTeacherSchema) },
  responses: {
    200: sessionAnswer,
    409: errorResponse(
      '`CONFLICT` (the teacher is busy then: `details.conflict`) or `ALREADY_CANCELLED` (the session is cancelled)',
    ),
    422: errorResponse('`CLASS_STARTED` (the session has begun)'),
    ...scopedResponses,
  },
});

const peopleRoute = createRoute({
  method: 'get',
  path: `${base}/class-sessions/{sessionId}/people`,
  tags: ['partner'],
  summary: 'Who booked a session (booking order) and who waits (the order spots are given in)',
  request: sessionParams,
  responses: { 200: json('Attendees and waitlist', SessionPeopleSchema), ...scopedResponses },
});

const noStore = { 'Cache-Control': 'private, no-store' };

/** The class timetable of a business (issue 22, ADR 045): class types, sessions, their people. */
export function partnerClassesRoutes(services: Services) {
  const { partnerTimetable } = services.stores;
  const router = createSessionRouter();
  const prefix = '/partner/businesses/:businessId';
  for (const path of [`${prefix}/classes`, `${prefix}/class-sessions`, `${prefix}/class-sessions/*`])
    router.use(path, requireSession(services.sessions), requirePartnerMember(services));

  return router
    .openapi(listClassesRoute, async (c) =>
      c.json({ items: await partnerTimetable.listClasses(partnerOf(c).businessId) }, 200, noStore),
    )
    .openapi(createClassRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const created = await refusalsAsErrors(() =>
        partnerTimetable.createClass({ businessId, userId }, c.req.valid('json')),
      );
      return c.json(created, 201, noStore);
    })
    .openapi(timetableRoute, async (c) => {
      const { placeId, from, to } = c.req.valid('query');
      const items = await refusalsAsErrors(() =>
        partnerTimetable.listSessions(partnerOf(c).businessId, {
          placeId,
          from: new Date(from),
          to: new Date(to),
        }),
      );
      return c.json({ items }, 200, noStore);
    })
    .openapi(createSessionsRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const items = await refusalsAsErrors(() =>
        partnerTimetable.createSessions({ businessId, userId }, c.req.valid('json'), services.now()),
      );
      return c.json({ items }, 201, noStore);
    })
    .openapi(updateSessionRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { sessionId } = c.req.valid('param');
      const session = await refusalsAsErrors(() =>
        partnerTimetable.updateSession(
          { businessId, userId },
          sessionId,
          c.req.valid('json'),
          services.now(),
        ),
      );
      return c.json(session, 200, noStore);
    })
    .openapi(teacherRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { sessionId } = c.req.valid('param');
      const session = await refusalsAsErrors(() =>
        partnerTimetable.assignTeacher(
          { businessId, userId },
          sessionId,
          c.req.valid('json').staffId,
          services.now(),
        ),
      );
      return c.json(session, 200, noStore);
    })
    .openapi(cancelSessionRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { sessionId } = c.req.valid('param');
      const session = await refusalsAsErrors(() =>
        partnerTimetable.cancelSession(
          { businessId, userId },
          sessionId,
          c.req.valid('json').reason,
          services.now(),
        ),
      );
      return c.json(session, 200, noStore);
    })
    .openapi(peopleRoute, async (c) => {
      const people = await partnerTimetable.sessionPeople(
        partnerOf(c).businessId,
        c.req.valid('param').sessionId,
      );
      if (!people) throw new ApiError('NOT_FOUND');
      return c.json(people, 200, noStore);
    });
}
