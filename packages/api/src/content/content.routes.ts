import { createRoute } from '@hono/zod-openapi';
import { ContentPageParamsSchema, ContentPageSchema } from '@kalendo/contracts';
import { FALLBACK_LOCALE } from '@kalendo/i18n';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import { commonErrorResponses, notFoundResponse } from '../openapi/error-responses.ts';
import { renderMarkdown } from './render-markdown.ts';

const route = createRoute({
  method: 'get',
  path: '/content/{slug}',
  tags: ['content'],
  summary: 'A content page (privacy policy, terms, cookies) in the request language, as sanitised HTML',
  request: { params: ContentPageParamsSchema },
  responses: {
    200: { description: 'The page', content: { 'application/json': { schema: ContentPageSchema } } },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

export function contentRoutes(services: Services) {
  return createRouter().openapi(route, async (c) => {
    const { slug } = c.req.valid('param');
    const wanted = c.get('locale');
    let locale: string = wanted;
    let page = await services.config.content.getPage(slug, wanted);
    if (!page && wanted !== FALLBACK_LOCALE) {
      locale = FALLBACK_LOCALE;
      page = await services.config.content.getPage(slug, FALLBACK_LOCALE);
    }
    if (!page) throw new ApiError('NOT_FOUND');
    c.header('Cache-Control', 'public, max-age=300');
    c.header('Content-Language', locale);
    const { title, description, updated, markdown } = page;
    return c.json({ slug, locale, title, description, updated, html: renderMarkdown(markdown) }, 200);
  });
}
