import { createRoute, z } from '@hono/zod-openapi';
import { IMAGE_SIZES, imageSizeFor, OG_IMAGE } from '@kalendo/contracts/media';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import { commonErrorResponses, notFoundResponse } from '../openapi/error-responses.ts';
import { renderArtworkSvg } from './render-artwork.ts';
import { RenderQueueFullError } from './render-queue.ts';
import { createVariantRenderer, negotiateFormat } from './render-variant.ts';

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

const imageRoute = createRoute({
  method: 'get',
  path: '/media/{id}/image',
  tags: ['media'],
  summary: 'A raster variant of a photo (WebP or JPEG by Accept), long edge at `size` rounded up (SPEC §9)',
  description: `Sizes rendered: ${IMAGE_SIZES.join(', ')} px; others round up to the next (or the largest).`,
  request: {
    params: z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) }),
    query: z.object({
      size: z.coerce
        .number()
        .int()
        .min(1)
        .max(10_000)
        .default(780)
        .openapi({ param: { name: 'size', in: 'query' }, example: 780 }),
    }),
  },
  responses: {
    200: {
      description: 'Image',
      content: { 'image/webp': { schema: z.string() }, 'image/jpeg': { schema: z.string() } },
    },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

const ogImageRoute = createRoute({
  method: 'get',
  path: '/media/{id}/og.jpg',
  tags: ['media'],
  summary: `The photo as a link preview (Open Graph): ${OG_IMAGE.width} × ${OG_IMAGE.height} JPEG, cropped to fill`,
  request: { params: z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) }) },
  responses: {
    200: { description: 'JPEG image', content: { 'image/jpeg': { schema: z.string() } } },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A full render queue is a 503 with `Retry-After`: the picture is there, the server is busy drawing. */
function busy(error: unknown): never {
  if (error instanceof RenderQueueFullError)
    throw new ApiError('SERVICE_UNAVAILABLE', undefined, { 'Retry-After': '2' });
  throw error;
}

export function artworkRoutes(services: Services) {
  const catalog = services.stores.catalog;
  const renderer = createVariantRenderer(services.config.imageRenders);
  const findArtwork = async (id: string) => {
    const row = await catalog.findMedia(id);
    if (!row?.artwork) throw new ApiError('NOT_FOUND');
    return { ...row, palette: row.artwork.palette, motif: row.artwork.motif };
  };
  return createRouter()
    .openapi(imageRoute, async (c) => {
      const spec = await findArtwork(c.req.valid('param').id);
      const size = imageSizeFor(c.req.valid('query').size, 0);
      const format = negotiateFormat(c.req.header('accept'));
      const image = await renderer.variant(spec, size, format).catch(busy);
      return c.body(new Uint8Array(image), 200, {
        'Content-Type': `image/${format}`,
        'Cache-Control': IMMUTABLE,
        Vary: 'Accept',
      });
    })
    .openapi(ogImageRoute, async (c) => {
      const image = await renderer.og(await findArtwork(c.req.valid('param').id)).catch(busy);
      return c.body(new Uint8Array(image), 200, { 'Content-Type': 'image/jpeg', 'Cache-Control': IMMUTABLE });
    })
    .openapi(route, async (c) => {
      const svg = renderArtworkSvg(await findArtwork(c.req.valid('param').id));
      return c.body(svg, 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': IMMUTABLE,
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    });
}
