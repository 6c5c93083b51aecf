import { createRoute, z } from '@hono/zod-openapi';
import {
  CalendarFeedFileParamsSchema,
  CalendarFeedSchema,
  CalendarFeedStatusSchema,
} from '@kalendo/contracts';
import {
  appointmentIcsEvent,
  classIcsEvent,
  FEED_PAST_DAYS,
  listFeedAppointments,
  renderCalendarIcs,
} from '@kalendo/domain';
import { createTranslator, isSupportedLocale } from '@kalendo/i18n';
import { requireSession } from '../auth/require-session.ts';
import { createRouter, createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import { commonErrorResponses, errorResponse, notFoundResponse } from '../openapi/error-responses.ts';
import { hashFeedToken, newFeedToken } from './feed-token.ts';

const FEED_PATH = '/calendar-feeds';
/** At most this many class spots in a feed (those of the last `FEED_PAST_DAYS` days and all upcoming). */
const FEED_CLASS_LIMIT = 500;
const DAY_MS = 86_400_000;
/** The public prefix the web server mounts the API under. */
const API_PREFIX = '/api/v1';

const statusRoute = createRoute({
  method: 'get',
  path: '/me/calendar-feed',
  tags: ['account'],
  summary: 'Whether the signed-in user has a private calendar feed (its URL is shown only when made)',
  responses: {
    200: {
      description: 'Feed status',
      content: { 'application/json': { schema: CalendarFeedStatusSchema } },
    },
    401: errorResponse('Not signed in'),
    ...commonErrorResponses,
  },
});

const rotateRoute = createRoute({
  method: 'post',
  path: '/me/calendar-feed',
  tags: ['account'],
  summary: 'Create the private calendar feed, or replace its URL (the previous URL stops working)',
  responses: {
    201: { description: 'The new feed URL', content: { 'application/json': { schema: CalendarFeedSchema } } },
    401: errorResponse('Not signed in'),
    ...commonErrorResponses,
  },
});

const revokeRoute = createRoute({
  method: 'delete',
  path: '/me/calendar-feed',
  tags: ['account'],
  summary: 'Turn the private calendar feed off (its URL stops working)',
  responses: {
    204: { description: 'Revoked (also when there was none)' },
    401: errorResponse('Not signed in'),
    ...commonErrorResponses,
  },
});

const feedRoute = createRoute({
  method: 'get',
  path: `${FEED_PATH}/{file}`,
  tags: ['account'],
  summary: 'A private calendar feed: `/calendar-feeds/{token}.ics` (subscribe with webcal://)',
  description:
    'One VCALENDAR with a VEVENT per appointment and class spot (upcoming, and those of the last 180 ' +
    'days; cancelled ones with STATUS:CANCELLED). The secret token in the path is the only credential.',
  request: { params: CalendarFeedFileParamsSchema },
  responses: {
    200: { description: 'The calendar', content: { 'text/calendar': { schema: z.string() } } },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

/** The private, revocable webcal feed of a user's appointments. */
export function calendarFeedRoutes(services: Services) {
  const feeds = services.stores.calendarFeeds;
  const appointments = services.stores.myAppointments;
  const now = services.now;
  const own = createSessionRouter();
  own.use('/me/calendar-feed', requireSession(services.sessions));
  const ownRoutes = own
    .openapi(statusRoute, async (c) => {
      const feed = await feeds.status(c.get('user').id);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ active: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null }, 200);
    })
    .openapi(rotateRoute, async (c) => {
      const token = newFeedToken();
      const feed = await feeds.rotate(c.get('user').id, hashFeedToken(token), now());
      const url = new URL(`${API_PREFIX}${FEED_PATH}/${token}.ics`, services.config.publicOrigin);
      c.header('Cache-Control', 'private, no-store');
      return c.json(
        {
          url: url.href,
          webcalUrl: `webcal://${url.host}${url.pathname}`,
          createdAt: feed.createdAt.toISOString(),
        },
        201,
      );
    })
    .openapi(revokeRoute, async (c) => {
      await feeds.revoke(c.get('user').id);
      return c.body(null, 204);
    });
  // The feed itself is public: its unguessable token is the credential.
  return createRouter()
    .openapi(feedRoute, async (c) => {
      const token = c.req.valid('param').file.slice(0, -'.ics'.length);
      const owner = await feeds.ownerOf(hashFeedToken(token));
      if (!owner) throw new ApiError('NOT_FOUND');
      const locale = isSupportedLocale(owner.locale) ? owner.locale : 'en';
      const stamp = now();
      const context = { origin: services.config.publicOrigin, locale, stamp };
      const since = new Date(stamp.getTime() - FEED_PAST_DAYS * DAY_MS);
      const [visits, spots] = await Promise.all([
        listFeedAppointments(appointments, owner.userId, stamp),
        services.stores.classCalendar.listSince(owner.userId, since, FEED_CLASS_LIMIT),
      ]);
      const events = [
        ...visits.map((a) => appointmentIcsEvent(a, context)),
        ...spots.map((spot) => classIcsEvent(spot, context)),
      ].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      const name = `Kalendo · ${createTranslator(locale)('common:appointments.title')}`;
      c.header('Cache-Control', 'private, max-age=300');
      return c.body(renderCalendarIcs(events, { name }), 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
      });
    })
    .route('/', ownRoutes);
}
