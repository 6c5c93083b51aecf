import { createRoute, z } from '@hono/zod-openapi';
import { createCatalogRepository } from '@kalendo/db';
import { createRouter } from '../create-router.ts';
import type { ApiDeps } from '../deps.ts';
import { ApiError } from '../errors/api-error.ts';
import { commonErrorResponses, notFoundResponse } from '../openapi/error-responses.ts';
import { renderArtworkSvg } from './render-artwork.ts';

const route = createRoute({
  method: 'get',
  path: '/media/{id}/artwork.svg',
  tags: ['media'],
  summary: 'Generated artwork of a demo photo (SVG, cached for a year)',
  request: { params: z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) }) },
  responses: {
    200: { description: 'SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

export function artworkRoutes(deps: ApiDeps) {
  const catalog = createCatalogRepository(deps.database.db);
  return createRouter().openapi(route, async (c) => {
    const row = await catalog.findMedia(c.req.valid('param').id);
    if (!row?.artwork) throw new ApiError('NOT_FOUND');
    const svg = renderArtworkSvg({ ...row, palette: row.artwork.palette, motif: row.artwork.motif });
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    });
  });
}
