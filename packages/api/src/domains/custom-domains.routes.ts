import { createRoute } from '@hono/zod-openapi';
import { CustomDomainSchema, HostParamSchema } from '@kalendo/contracts';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import { commonErrorResponses, notFoundResponse } from '../openapi/error-responses.ts';

const route = createRoute({
  method: 'get',
  path: '/custom-domains/{host}',
  tags: ['domains'],
  summary: 'The business a custom domain belongs to (custom-domain mode)',
  request: { params: HostParamSchema },
  responses: {
    200: { description: 'The domain', content: { 'application/json': { schema: CustomDomainSchema } } },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

export function customDomainRoutes(services: Services) {
  const domains = services.stores.customDomains;
  return createRouter().openapi(route, async (c) => {
    const found = await domains.findByHost(c.req.valid('param').host);
    if (!found) throw new ApiError('NOT_FOUND');
    c.header('Cache-Control', 'public, max-age=60');
    return c.json(found, 200);
  });
}
