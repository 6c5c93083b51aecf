import { createRoute } from '@hono/zod-openapi';
import { BusinessSlugParamsSchema, WidgetFrameAncestorsSchema } from '@kalendo/contracts';
import { getWidgetFrameAncestors } from '@kalendo/domain';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { commonErrorResponses, notFoundResponse } from '../openapi/error-responses.ts';

const route = createRoute({
  method: 'get',
  path: '/businesses/{slug}/widget-frame-ancestors',
  tags: ['businesses'],
  summary: "The sites that may frame a business's widget (its custom domains and listed origins)",
  request: { params: BusinessSlugParamsSchema },
  responses: {
    200: {
      description: 'The allow-list',
      content: { 'application/json': { schema: WidgetFrameAncestorsSchema } },
    },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

export function widgetFrameAncestorsRoutes(services: Services) {
  const widgetSites = services.stores.widgetSites;
  return createRouter().openapi(route, async (c) => {
    const frameAncestors = await getWidgetFrameAncestors({ widgetSites }, c.req.valid('param').slug);
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ frameAncestors }, 200);
  });
}
