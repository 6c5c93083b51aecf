import { createRoute } from '@hono/zod-openapi';
import {
  MarkedNotificationsSchema,
  NotificationIdParamsSchema,
  NotificationPageSchema,
  NotificationSchema,
  NotificationsQuerySchema,
  UnreadNotificationCountSchema,
} from '@kalendo/contracts';
import { requireSession } from '../auth/require-session.ts';
import { createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import {
  commonErrorResponses,
  notFoundResponse,
  unauthenticatedResponse,
} from '../openapi/error-responses.ts';
import { toNotificationDto } from './notification-text.ts';

const listRoute = createRoute({
  method: 'get',
  path: '/me/notifications',
  tags: ['account'],
  summary: 'The signed-in user’s notifications, newest first, in the request language',
  description:
    'Keyset-paged: pass the answer’s `nextCursor` as `cursor` for the next page (a cursor the API did ' +
    'not make is a 400). Title and body are rendered in the request language from what happened; ' +
    '`actionUrl` is always a path on this site.',
  request: { query: NotificationsQuerySchema },
  responses: {
    200: { description: 'One page', content: { 'application/json': { schema: NotificationPageSchema } } },
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

const unreadCountRoute = createRoute({
  method: 'get',
  path: '/me/notifications/unread-count',
  tags: ['account'],
  summary: 'How many of the signed-in user’s notifications are unread (up to 100)',
  responses: {
    200: {
      description: 'The count',
      content: { 'application/json': { schema: UnreadNotificationCountSchema } },
    },
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

const readRoute = createRoute({
  method: 'post',
  path: '/me/notifications/{id}/read',
  tags: ['account'],
  summary: 'Mark one own notification read (a read one stays as it was)',
  description: 'Another user’s notification is 404, like one that does not exist.',
  request: { params: NotificationIdParamsSchema },
  responses: {
    200: {
      description: 'The notification, read',
      content: { 'application/json': { schema: NotificationSchema } },
    },
    ...unauthenticatedResponse,
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

const readAllRoute = createRoute({
  method: 'post',
  path: '/me/notifications/read-all',
  tags: ['account'],
  summary: 'Mark every unread notification of the signed-in user read',
  responses: {
    200: {
      description: 'How many were unread',
      content: { 'application/json': { schema: MarkedNotificationsSchema } },
    },
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

/** The signed-in user's in-app notifications: no user id in the paths, every query scoped to the session. */
export function notificationRoutes(services: Services) {
  const router = createSessionRouter();
  router.use('/me/notifications', requireSession(services.sessions));
  router.use('/me/notifications/*', requireSession(services.sessions));
  return router
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const locale = c.get('locale');
      const page = await services.notifications.list(c.get('user').id, locale, query.limit, query.cursor);
      c.header('Cache-Control', 'private, no-store');
      return c.json(
        { items: page.items.map((n) => toNotificationDto(n, locale)), nextCursor: page.nextCursor },
        200,
      );
    })
    .openapi(unreadCountRoute, async (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json({ count: await services.notifications.countUnread(c.get('user').id) }, 200);
    })
    .openapi(readAllRoute, async (c) =>
      c.json({ marked: await services.notifications.markAllRead(c.get('user').id) }, 200),
    )
    .openapi(readRoute, async (c) => {
      const locale = c.get('locale');
      const read = await services.notifications.markRead(c.get('user').id, c.req.valid('param').id, locale);
      return c.json(toNotificationDto(read, locale), 200);
    });
}
