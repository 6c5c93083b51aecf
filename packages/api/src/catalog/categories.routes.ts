import { createRoute } from '@hono/zod-openapi';
import { CategoryListSchema } from '@kalendo/contracts';
import { localizedName } from '@kalendo/domain';
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

export function categoryRoutes(services: Services) {
  const catalog = services.stores.catalog;
  return createRouter().openapi(route, async (c) => {
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
