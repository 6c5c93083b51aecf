import { createRoute } from '@hono/zod-openapi';
import { BusinessDetailSchema, BusinessSlugParamsSchema } from '@kalendo/contracts';
import { getBusinessDetail, nameCitiesIn } from '@kalendo/domain';
import { FALLBACK_LOCALE } from '@kalendo/i18n';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { commonErrorResponses, notFoundResponse } from '../openapi/error-responses.ts';

const route = createRoute({
  method: 'get',
  path: '/businesses/{slug}',
  tags: ['businesses'],
  summary: "A business's page: name, description, logo, category and its places",
  request: { params: BusinessSlugParamsSchema },
  responses: {
    200: { description: 'The business', content: { 'application/json': { schema: BusinessDetailSchema } } },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

export function businessDetailRoutes(services: Services) {
  const businesses = services.stores.businesses;
  const cityNames = services.stores.cityNames;
  return createRouter().openapi(route, async (c) => {
    const business = await getBusinessDetail(
      { businesses },
      { slug: c.req.valid('param').slug, locale: c.get('locale'), fallbackLocale: FALLBACK_LOCALE },
    );
    const locations = await nameCitiesIn({ cityNames }, business.locations, c.get('locale'));
    c.header('Cache-Control', 'public, max-age=60');
    c.header('Vary', 'Accept-Language');
    return c.json({ ...business, locations }, 200);
  });
}
