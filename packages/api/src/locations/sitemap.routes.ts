import { createRoute, z } from '@hono/zod-openapi';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { commonErrorResponses } from '../openapi/error-responses.ts';

/** Places per sitemap file (the protocol allows 50,000 URLs; each place has 11 language versions). */
export const SITEMAP_PAGE_SIZE = 4000;

const SitemapPageSchema = z
  .object({
    slugs: z.array(z.string()),
    page: z.number().int(),
    pages: z.number().int().openapi({ description: 'Number of pages (at least 1)' }),
  })
  .openapi('SitemapPage');

const route = createRoute({
  method: 'get',
  path: '/sitemap/locations',
  tags: ['locations'],
  summary: "Slugs of every place (or one business's), a page at a time, for the sitemap",
  request: {
    query: z.object({
      page: z.coerce
        .number()
        .int()
        .min(0)
        .max(10_000)
        .default(0)
        .openapi({ param: { name: 'page', in: 'query' } }),
      business: z
        .string()
        .min(1)
        .max(200)
        .optional()
        .openapi({
          param: { name: 'business', in: 'query' },
          description: "Only this business's places (its custom domain's or private app's sitemap)",
        }),
    }),
  },
  responses: {
    200: { description: 'One page of slugs', content: { 'application/json': { schema: SitemapPageSchema } } },
    ...commonErrorResponses,
  },
});

export function sitemapRoutes(services: Services) {
  const slugs = services.stores.locationSlugs;
  return createRouter().openapi(route, async (c) => {
    const { page, business } = c.req.valid('query');
    const [total, items] = await Promise.all([
      slugs.count(business),
      slugs.page(page * SITEMAP_PAGE_SIZE, SITEMAP_PAGE_SIZE, business),
    ]);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.json({ slugs: items, page, pages: Math.max(1, Math.ceil(total / SITEMAP_PAGE_SIZE)) }, 200);
  });
}
