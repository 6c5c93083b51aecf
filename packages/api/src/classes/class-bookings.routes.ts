import { createRoute, z } from '@hono/zod-openapi';
import {
  ClassBookingIdParamsSchema,
  ClassBookingInputSchema,
  ClassBookingSchema,
  ClassCancellationSchema,
  IcsFileParamsSchema,
  MyClassBookingsSchema,
} from '@kalendo/contracts';
import { classIcsEvent, nameCitiesIn, renderAppointmentIcs } from '@kalendo/domain';
import { requireSession } from '../auth/require-session.ts';
import { createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import {
  commonErrorResponses,
  errorResponse,
  jsonBody,
  notFoundResponse,
  unauthenticatedResponse,
} from '../openapi/error-responses.ts';
import { toBookingDto, toSessionDto } from './class-booking-dto.ts';
import { classSessionRoutes } from './class-sessions.routes.ts';

const bookingJson = (description: string) => ({
  description,
  content: { 'application/json': { schema: ClassBookingSchema } },
});

const bookRoute = createRoute({
  method: 'post',
  path: '/me/class-bookings',
  tags: ['classes'],
  summary: 'Take a spot in a class session, or a place on its waitlist when it is full',
  description:
    'Decided under the session’s row lock: the spots are never overbooked, whatever arrives at once. ' +
    'A user holds at most one spot or waitlist place per session, so a repeat of the request answers the ' +
    'place already held (200): the request is idempotent without a key. With `membershipId` a credit of ' +
    'that membership pays for the spot, spent in the same transaction (for a waitlist place: when it turns ' +
    'into a spot); another user’s membership is 404.',
  request: { body: jsonBody(ClassBookingInputSchema) },
  responses: {
    201: bookingJson('A spot (`booked`) or a waitlist place (`waitlisted`, with its position)'),
    200: bookingJson('The spot or waitlist place the user already holds: nothing changed'),
    ...unauthenticatedResponse,
    404: errorResponse('No session has this id'),
    409: errorResponse('`CLASS_FULL`: no spot and no waitlist place left'),
    422: errorResponse(
      '`CLASS_STARTED`: the session has begun; `MEMBERSHIP_NOT_USABLE`: the membership cannot pay for it ' +
        '(`details.reason`: pending, frozen, expired, cancelled, no-credits, not-covered, outside-period); ' +
        '`FORM_REQUIRED`: the class asks a form before booking (`details.formId`) and none is completed',
    ),
    ...commonErrorResponses,
  },
});

/** "My appointments" lists at most this many class bookings (a person rarely holds more). */
const MY_CLASS_BOOKINGS_LIMIT = 50;

const mineRoute = createRoute({
  method: 'get',
  path: '/me/class-bookings',
  tags: ['classes'],
  summary: 'The caller’s spots and waitlist places in sessions not yet started, soonest first (at most 50)',
  responses: {
    200: { description: 'The bookings', content: { 'application/json': { schema: MyClassBookingsSchema } } },
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/me/class-bookings/{id}/cancel',
  tags: ['classes'],
  summary: 'Give back a spot (within the place’s cancellation window) or leave a waitlist (until the start)',
  description:
    'A freed spot goes to the first on the waitlist in the same transaction. Another user’s booking is ' +
    '404, like one that does not exist.',
  request: { params: ClassBookingIdParamsSchema },
  responses: {
    200: {
      description: 'Cancelled',
      content: { 'application/json': { schema: ClassCancellationSchema } },
    },
    ...unauthenticatedResponse,
    ...notFoundResponse,
    409: errorResponse('`ALREADY_CANCELLED`: cancelled before'),
    422: errorResponse('`CANCELLATION_WINDOW_PASSED`: too late; `details.cancellableUntil`'),
    ...commonErrorResponses,
  },
});

const icsRoute = createRoute({
  method: 'get',
  path: '/me/class-bookings/{file}',
  tags: ['classes'],
  summary: 'One own class spot as an RFC 5545 calendar file: `/me/class-bookings/{id}.ics`',
  description: 'A waitlist place is not a spot: 404, like another user’s booking.',
  request: { params: IcsFileParamsSchema },
  responses: {
    200: { description: 'VCALENDAR with one VEVENT', content: { 'text/calendar': { schema: z.string() } } },
    ...unauthenticatedResponse,
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

/** The caller's own spots: book, list, cancel, download as `.ics`; a session is required. */
function ownClassBookingRoutes(services: Services) {
  const { classBookings } = services.stores;
  const own = createSessionRouter();
  for (const path of ['/me/class-bookings', '/me/class-bookings/*'])
    own.use(path, requireSession(services.sessions));
  return own
    .openapi(mineRoute, async (c) => {
      const mine = await classBookings.listMine({
        userId: c.get('user').id,
        now: services.now(),
        limit: MY_CLASS_BOOKINGS_LIMIT,
      });
      const places = await nameCitiesIn(
        { cityNames: services.stores.cityNames },
        mine.map((item) => item.session.place),
        c.get('locale'),
      );
      c.header('Cache-Control', 'private, no-store');
      return c.json(
        {
          items: mine.map((item, index) => ({
            booking: toBookingDto(item.booking),
            session: toSessionDto({ ...item.session, place: places[index] ?? item.session.place }),
          })),
        },
        200,
      );
    })
    .openapi(bookRoute, async (c) => {
      const { sessionId, membershipId } = c.req.valid('json');
      const outcome = await classBookings.takeSpot({
        userId: c.get('user').id,
        sessionId,
        ...(membershipId ? { membershipId } : {}),
        now: services.now(),
      });
      c.header('Cache-Control', 'private, no-store');
      switch (outcome.kind) {
        case 'booked':
        case 'waitlisted':
          return c.json(toBookingDto(outcome.booking), 201);
        case 'already':
          return c.json(toBookingDto(outcome.booking), 200);
        case 'full':
          throw new ApiError('CLASS_FULL');
        case 'started':
          throw new ApiError('CLASS_STARTED');
        case 'membership-unusable':
          throw new ApiError('MEMBERSHIP_NOT_USABLE', { reason: outcome.reason });
        case 'form-required':
          throw new ApiError('FORM_REQUIRED', { formId: outcome.formId }).withMessage('FORM_REQUIRED_CLASS');
        case 'not-found':
          throw new ApiError('NOT_FOUND');
      }
    })
    .openapi(icsRoute, async (c) => {
      const id = c.req.valid('param').file.slice(0, -'.ics'.length).toLowerCase();
      const entry = await services.stores.classCalendar.findOwn(c.get('user').id, id);
      if (!entry) throw new ApiError('NOT_FOUND');
      const event = classIcsEvent(entry, {
        origin: services.config.publicOrigin,
        locale: c.get('locale'),
        stamp: services.now(),
      });
      c.header('Cache-Control', 'private, no-store');
      c.header('Content-Disposition', `attachment; filename="class-${entry.bookingId}.ics"`);
      return c.body(renderAppointmentIcs(event), 200, { 'Content-Type': 'text/calendar; charset=utf-8' });
    })
    .openapi(cancelRoute, async (c) => {
      const outcome = await classBookings.cancel({
        userId: c.get('user').id,
        bookingId: c.req.valid('param').id,
        now: services.now(),
      });
      switch (outcome.kind) {
        case 'cancelled':
          return c.json(
            { booking: toBookingDto(outcome.booking), spotPassedOn: outcome.promoted !== null },
            200,
          );
        case 'already-cancelled':
          throw new ApiError('ALREADY_CANCELLED', { status: 'cancelled' });
        case 'too-late':
          throw new ApiError('CANCELLATION_WINDOW_PASSED', {
            cancellableUntil: outcome.cancellableUntil.toISOString(),
          });
        case 'not-found':
          throw new ApiError('NOT_FOUND');
      }
    });
}

/** Class sessions and the caller's spots in them (issue 15). */
export function classBookingRoutes(services: Services) {
  return classSessionRoutes(services).route('/', ownClassBookingRoutes(services));
}
