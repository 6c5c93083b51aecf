import { createRoute } from '@hono/zod-openapi';
import { CategoryListSchema, CityListSchema } from '@kalendo/contracts';
import { listCitiesIn, localizedName } from '@kalendo/domain';
import { FALLBACK_LOCALE } from '@kalendo/i18n';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { commonErrorResponses } from '../openapi/error-responses.ts';

const route = createRoute({
  method: 'get',
  path: '/categories',
  tags: ['catalog'],
  summary: 'Marketplace categories, named in the request language',
  responses: {
    200: { description: 'Categories', content: { 'application/json': { schema: CategoryListSchema } } },
    ...commonErrorResponses,
  },
});

const citiesRoute = createRoute({
  method: 'get',
  path: '/cities',
  tags: ['catalog'],
  summary: 'The cities that have places, named in the request language, in its alphabetical order',
  responses: {
    200: { description: 'Cities', content: { 'application/json': { schema: CityListSchema } } },
    ...commonErrorResponses,
  },
});

/** The marketplace's categories and cities, for filters. */
export function categoryRoutes(services: Services) {
  const catalog = services.stores.catalog;
  return createRouter()
    .openapi(citiesRoute, async (c) => {
      const items = await listCitiesIn({ cityNames: services.stores.cityNames }, c.get('locale'));
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({ items }, 200);
    })
    .openapi(route, async (c) => {
      const locale = c.get('locale');
      const rows = await catalog.listCategories();
      const items = rows.map((row) => ({
        slug: row.slug,
        name: localizedName(row.names, row.slug, locale, FALLBACK_LOCALE),
      }));
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({ items }, 200);
    });
}
