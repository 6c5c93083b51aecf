import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import { commonErrorResponses, notFoundResponse } from '../openapi/error-responses.ts';
import { makeAvatarThumbnail } from './avatar-image.ts';
import { requireSession } from './require-session.ts';

const uploadRoute = createRoute({
  method: 'put',
  path: '/me/avatar',
  tags: ['account'],
  summary: 'Replace the avatar: the picture (JPEG, PNG, WebP, AVIF, HEIF or GIF, ≤ 5 MB) as the raw body',
  description: 'Stored as a 256 × 256 WebP thumbnail; `avatarThumbnailUrl` of the profile points at it.',
  request: {
    body: { content: { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } }, required: true },
  },
  responses: {
    200: {
      description: 'Saved',
      content: { 'application/json': { schema: z.object({ avatarThumbnailUrl: z.string() }) } },
    },
    ...commonErrorResponses,
  },
});

const imageRoute = createRoute({
  method: 'get',
  path: '/users/{id}/avatar',
  tags: ['account'],
  summary: "A user's avatar thumbnail (WebP; the URL changes with each upload, so it is cached for a year)",
  request: {
    params: z.object({
      id: z
        .string()
        .max(64)
        .openapi({ param: { name: 'id', in: 'path' } }),
    }),
  },
  responses: {
    200: { description: 'WebP image', content: { 'image/webp': { schema: z.string() } } },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

export const avatarUrl = (userId: string, version: number) =>
  `/api/v1/users/${encodeURIComponent(userId)}/avatar?v=${version}`;

export function avatarRoutes(services: Services) {
  const avatars = services.stores.userAvatars;
  const own = createSessionRouter();
  own.use('/me/avatar', requireSession(services.sessions));
  const ownRoutes = own.openapi(uploadRoute, async (c) => {
    const user = c.get('user');
    const result = await makeAvatarThumbnail(Buffer.from(await c.req.arrayBuffer()));
    if (!result.ok) throw new ApiError(result.reason);
    const url = await avatars.save(user.id, result, (version) => avatarUrl(user.id, version));
    return c.json({ avatarThumbnailUrl: url }, 200);
  });
  return createRouter()
    .openapi(imageRoute, async (c) => {
      const avatar = await avatars.find(c.req.valid('param').id);
      if (!avatar) throw new ApiError('NOT_FOUND');
      return c.body(new Uint8Array(avatar.image), 200, {
        'Content-Type': avatar.contentType,
        'Cache-Control': 'public, max-age=31536000, immutable',
        'Content-Security-Policy': "default-src 'none'",
      });
    })
    .route('/', ownRoutes);
}
