import { createRoute } from '@hono/zod-openapi';
import {
  NotificationPreferencesSchema,
  ProfileSchema,
  PushTokenInputSchema,
  SHELL_FAVOURITE_IDS_LIMIT,
  ShellSummaryQuerySchema,
  ShellSummarySchema,
} from '@kalendo/contracts';
import { deleteAccount, exportAccountData } from '@kalendo/db';
import { createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import {
  commonErrorResponses,
  errorResponse,
  jsonBody,
  unauthenticatedResponse,
} from '../openapi/error-responses.ts';
import { refusalsAsErrors } from '../partner/partner-refusals.ts';
import { requireSession, type SessionUser } from './require-session.ts';

const profileRoute = createRoute({
  method: 'get',
  path: '/me',
  tags: ['account'],
  summary: 'The signed-in user (SPEC §3: names and avatar thumbnail)',
  responses: {
    200: { description: 'The profile', content: { 'application/json': { schema: ProfileSchema } } },
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

const shellRoute = createRoute({
  method: 'get',
  path: '/me/shell',
  tags: ['account'],
  summary: 'The signed-in user with the shell’s badges: basket, unread notifications, forms to fill',
  description:
    'One answer for what every page shows of the signed-in user, instead of `/me` and the three counts ' +
    '(`/me/basket/count`, `/me/notifications/unread-count`, `/me/forms/count`), which stay for ' +
    'clients that refresh one badge. With `?with=favourites` it also lists the ids of the favourite ' +
    'places, for a place’s page.',
  request: { query: ShellSummaryQuerySchema },
  responses: {
    200: {
      description: 'The user and the counts',
      content: { 'application/json': { schema: ShellSummarySchema } },
    },
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

const pushTokenRoute = createRoute({
  method: 'post',
  path: '/auth/user-token',
  tags: ['account'],
  summary: 'Register the push token of this device for the signed-in user (SPEC §7)',
  request: { body: jsonBody(PushTokenInputSchema) },
  description:
    'A user keeps at most 10 devices (the longest unused is forgotten). A token another user registered ' +
    'moves only to a user who signed in on the device since (`409 CONFLICT` otherwise).',
  responses: {
    204: { description: 'Registered' },
    409: errorResponse('`CONFLICT`: the token belongs to another user who used it after this sign-in'),
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

const preferencesRoute = createRoute({
  method: 'put',
  path: '/me/notification-preferences',
  tags: ['account'],
  summary: 'What the signed-in user wants to be notified about, and how',
  request: {
    body: jsonBody(NotificationPreferencesSchema),
  },
  responses: {
    200: {
      description: 'Saved',
      content: { 'application/json': { schema: NotificationPreferencesSchema } },
    },
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

const exportRoute = createRoute({
  method: 'get',
  path: '/me/export',
  tags: ['account'],
  summary: 'Download everything kept about the signed-in user (JSON attachment)',
  responses: { 200: { description: 'The data' }, ...unauthenticatedResponse, ...commonErrorResponses },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/me',
  tags: ['account'],
  summary: 'Delete the account: personal data removed, past bookings kept for businesses without the user',
  description:
    'The only owner of a business that has other members or bookings to come is refused (`SOLE_OWNER`, ' +
    '`details.business` names it): hand it to another owner first. A business with nobody else and nothing ' +
    'booked is closed: taken out of public view, its invitations withdrawn (ADR 055).',
  responses: {
    204: { description: 'Deleted' },
    409: errorResponse('The only owner of a business that still has members or bookings (`SOLE_OWNER`)'),
    ...unauthenticatedResponse,
    ...commonErrorResponses,
  },
});

function toProfile(user: SessionUser) {
  const fields = user as SessionUser & {
    firstName?: string | null;
    lastName?: string | null;
    locale?: string | null;
    notifyEmail?: boolean | null;
    notifyPush?: boolean | null;
    notifyMarketing?: boolean | null;
  };
  const [first = '', ...rest] = user.name.split(' ');
  return {
    id: user.id,
    firstName: fields.firstName ?? first,
    lastName: fields.lastName ?? rest.join(' '),
    email: user.email,
    locale: fields.locale ?? 'en',
    avatarThumbnailUrl: user.image ?? null,
    emailVerified: user.emailVerified,
    notifications: {
      email: fields.notifyEmail ?? true,
      push: fields.notifyPush ?? true,
      marketing: fields.notifyMarketing ?? false,
    },
  };
}

export function accountRoutes(services: Services) {
  const pushTokens = services.stores.pushTokens;
  const preferences = services.stores.notificationPreferences;
  const router = createSessionRouter();
  router.use('/me', requireSession(services.sessions));
  router.use('/me/shell', requireSession(services.sessions));
  router.use('/me/export', requireSession(services.sessions));
  router.use('/me/notification-preferences', requireSession(services.sessions));
  router.use('/auth/user-token', requireSession(services.sessions));
  return router
    .openapi(profileRoute, (c) => {
      c.header('Cache-Control', 'private, no-store');
      return c.json(toProfile(c.get('user')), 200);
    })
    .openapi(shellRoute, async (c) => {
      const user = c.get('user');
      const withFavourites = c.req.valid('query').with === 'favourites';
      const [badges, favouriteIds] = await Promise.all([
        services.shellBadges(user.id),
        withFavourites ? services.stores.favourites.listIds(user.id, SHELL_FAVOURITE_IDS_LIMIT) : undefined,
      ]);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ user: toProfile(user), ...badges, ...(favouriteIds ? { favouriteIds } : {}) }, 200);
    })
    .openapi(pushTokenRoute, async (c) => {
      const input = c.req.valid('json');
      const user = c.get('user');
      const session = c.get('session');
      const outcome = await pushTokens.register(
        {
          userId: user.id,
          provider: input.provider,
          token: input.token,
          refreshToken: input.refresh_token ?? null,
          platforms: input.platforms,
        },
        new Date(session.createdAt),
      );
      if (outcome === 'held-by-another-user') throw new ApiError('CONFLICT');
      return c.body(null, 204);
    })
    .openapi(preferencesRoute, async (c) => {
      const user = c.get('user');
      const wanted = c.req.valid('json');
      await preferences.write(user.id, wanted);
      return c.json(wanted, 200);
    })
    .openapi(exportRoute, async (c) => {
      const user = c.get('user');
      c.header('Cache-Control', 'private, no-store');
      c.header('Content-Disposition', 'attachment; filename="kalendo-my-data.json"');
      return c.json(await exportAccountData(services.config.database.db, user.id), 200);
    })
    .openapi(deleteRoute, async (c) => {
      const user = c.get('user');
      await refusalsAsErrors(() => deleteAccount(services.config.database.db, user.id, services.now()));
      return c.body(null, 204);
    });
}
