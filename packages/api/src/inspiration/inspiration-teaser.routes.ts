import { createRoute } from '@hono/zod-openapi';
import { InspirationPhotoListSchema, InspirationTeaserQuerySchema } from '@kalendo/contracts';
import { listInspirationTeaser } from '@kalendo/domain';
import { FALLBACK_LOCALE } from '@kalendo/i18n';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { commonErrorResponses } from '../openapi/error-responses.ts';

const route = createRoute({
  method: 'get',
  path: '/inspiration/teaser',
  tags: ['inspiration'],
  summary:
    'A row of inspiration photos for a landing page: the newest photo of varied service types, each with its place',
  request: { query: InspirationTeaserQuerySchema },
  responses: {
    200: {
      description: 'Photos, services named in the request language',
      content: { 'application/json': { schema: InspirationPhotoListSchema } },
    },
    ...commonErrorResponses,
  },
});

export function inspirationTeaserRoutes(services: Services) {
  const inspiration = services.stores.inspiration;
  const previews = services.lookPreviews;
  return createRouter().openapi(route, async (c) => {
    const items = await listInspirationTeaser(
      { inspiration, previews },
      { limit: c.req.valid('query').limit, locale: c.get('locale'), fallbackLocale: FALLBACK_LOCALE },
    );
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Vary', 'Accept-Language');
    return c.json({ items }, 200);
  });
}
