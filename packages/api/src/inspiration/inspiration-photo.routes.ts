import { createRoute } from '@hono/zod-openapi';
import { InspirationPhotoParamsSchema, InspirationPhotoSchema } from '@kalendo/contracts';
import { getInspirationPhoto } from '@kalendo/domain';
import { FALLBACK_LOCALE } from '@kalendo/i18n';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { commonErrorResponses, notFoundResponse } from '../openapi/error-responses.ts';

const route = createRoute({
  method: 'get',
  path: '/inspiration/photos/{id}',
  tags: ['inspiration'],
  summary: 'One inspiration photo (a media item of the Look Book): its marketplace service and its place',
  request: { params: InspirationPhotoParamsSchema },
  responses: {
    200: {
      description: 'The photo, its service named in the request language',
      content: { 'application/json': { schema: InspirationPhotoSchema } },
    },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

export function inspirationPhotoRoutes(services: Services) {
  const inspiration = services.stores.inspiration;
  return createRouter().openapi(route, async (c) => {
    const photo = await getInspirationPhoto(
      { inspiration },
      { id: c.req.valid('param').id, locale: c.get('locale'), fallbackLocale: FALLBACK_LOCALE },
    );
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Vary', 'Accept-Language');
    return c.json(photo, 200);
  });
}
