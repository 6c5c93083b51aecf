import { createRoute } from '@hono/zod-openapi';
import {
  BusinessDescriptionsSchema,
  BusinessIdParamsSchema,
  DescriptionLocaleParamsSchema,
  PutDescriptionInputSchema,
} from '@kalendo/contracts';
import { requireSession } from '../auth/require-session.ts';
import { createSessionRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { errorResponse } from '../openapi/error-responses.ts';
import { partnerOf, requirePartnerMember } from './partner-access.ts';
import { json, jsonBody, scopedResponses } from './partner-openapi.ts';
import { refusalsAsErrors } from './partner-refusals.ts';

const ownLanguageRule = {
  409: errorResponse(
    "The business's own language comes first (`CONFLICT`, `details.reason`): `own-language-first` — " +
      'another language before it; `own-language-kept` — removing it while other languages have a text',
  ),
} as const;

const listRoute = createRoute({
  method: 'get',
  path: '/partner/businesses/{businessId}/descriptions',
  tags: ['partner'],
  summary: "The business's description in each language it wrote one, its own language first (ADR 054)",
  request: { params: BusinessIdParamsSchema },
  responses: { 200: json('The descriptions', BusinessDescriptionsSchema), ...scopedResponses },
});

const putRoute = createRoute({
  method: 'put',
  path: '/partner/businesses/{businessId}/descriptions/{locale}',
  tags: ['partner'],
  summary: "Write the business's description in one language (at most 4,000 characters)",
  description:
    'Readers of that language see it on the place pages, the business page and the widget within seconds; ' +
    "readers of a language without one see the business's own language's.",
  request: { params: DescriptionLocaleParamsSchema, body: jsonBody(PutDescriptionInputSchema) },
  responses: {
    200: json('The descriptions', BusinessDescriptionsSchema),
    ...ownLanguageRule,
    ...scopedResponses,
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/partner/businesses/{businessId}/descriptions/{locale}',
  tags: ['partner'],
  summary: "Remove the business's description in one language (none there is not an error)",
  request: { params: DescriptionLocaleParamsSchema },
  responses: {
    200: json('The descriptions', BusinessDescriptionsSchema),
    ...ownLanguageRule,
    ...scopedResponses,
  },
});

/**
 * A business's description in several languages (issue 22, ADR 054): every member reads them, owners and
 * managers write (ADR 038). A write clears the API's kept public answers and the web's kept pages.
 */
export function partnerDescriptionsRoutes(services: Services) {
  const { partnerDescriptions } = services.stores;
  const router = createSessionRouter();
  for (const path of [
    '/partner/businesses/:businessId/descriptions',
    '/partner/businesses/:businessId/descriptions/*',
  ])
    router.use(path, requireSession(services.sessions), requirePartnerMember(services));
  const noStore = { 'Cache-Control': 'private, no-store' };

  return router
    .openapi(listRoute, async (c) => {
      const { businessId } = partnerOf(c);
      return c.json(await refusalsAsErrors(() => partnerDescriptions.list(businessId)), 200, noStore);
    })
    .openapi(putRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { locale } = c.req.valid('param');
      const { text } = c.req.valid('json');
      const changed = await refusalsAsErrors(() =>
        partnerDescriptions.change(businessId, userId, locale, text, services.now()),
      );
      return c.json(changed, 200, noStore);
    })
    .openapi(deleteRoute, async (c) => {
      const { businessId, userId } = partnerOf(c);
      const { locale } = c.req.valid('param');
      const changed = await refusalsAsErrors(() =>
        partnerDescriptions.change(businessId, userId, locale, '', services.now()),
      );
      return c.json(changed, 200, noStore);
    });
}
