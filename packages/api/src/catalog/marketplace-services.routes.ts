import { createRoute } from '@hono/zod-openapi';
import { ServiceCatalogueSchema } from '@kalendo/contracts';
import { getServiceCatalogue } from '@kalendo/domain';
import { FALLBACK_LOCALE } from '@kalendo/i18n';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { commonErrorResponses } from '../openapi/error-responses.ts';

const route = createRoute({
  method: 'get',
  path: '/marketplace-services',
  tags: ['catalog'],
  summary:
    'The services catalogue: marketplace service types by category, named in the request language, with how many places offer each',
  responses: {
    200: {
      description: 'The catalogue',
      content: { 'application/json': { schema: ServiceCatalogueSchema } },
    },
    ...commonErrorResponses,
  },
});

export function marketplaceServiceRoutes(services: Services) {
  const catalogue = services.stores.serviceCatalogue;
  return createRouter().openapi(route, async (c) => {
    const categories = await getServiceCatalogue(
      { catalogue },
      { locale: c.get('locale'), fallbackLocale: FALLBACK_LOCALE },
    );
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Vary', 'Accept-Language');
    return c.json({ categories }, 200);
  });
}
