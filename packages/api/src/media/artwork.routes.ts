import { createRoute, z } from '@hono/zod-openapi';
import {
  APP_ICON_SIZES,
  appIconVariant,
  IMAGE_SIZES,
  imageSizeFor,
  OG_IMAGE,
  uploadedVariantFor,
} from '@kalendo/contracts/media';
import type { Context } from 'hono';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import { commonErrorResponses, notFoundResponse } from '../openapi/error-responses.ts';
import { createPictureAccess } from './picture-access.ts';
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
  description:
    `Sizes rendered: ${IMAGE_SIZES.join(', ')} px; others round up to the next (or the largest). An uploaded ` +
    'picture (ADR 051) answers its stored variant nearest above `size` (or its largest). A picture of a business ' +
    'or place that is not public is found by its members only, never cached by a shared cache (ADR 059).',
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

const iconRoute = createRoute({
  method: 'get',
  path: '/media/{id}/icon.png',
  tags: ['media'],
  summary: "An uploaded app icon's PNG for a web app manifest (ADR 051): `any` or `maskable`, 192 or 512 px",
  request: {
    params: z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) }),
    query: z.object({
      size: z.coerce
        .number()
        .pipe(
          z.union(APP_ICON_SIZES.map((size) => z.literal(size)) as [z.ZodLiteral<192>, z.ZodLiteral<512>]),
        )
        .openapi({ param: { name: 'size', in: 'query' }, example: 192 }),
      purpose: z
        .enum(['any', 'maskable'])
        .default('any')
        .openapi({ param: { name: 'purpose', in: 'query' } }),
    }),
  },
  responses: {
    200: { description: 'PNG image', content: { 'image/png': { schema: z.string() } } },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

/** A full render queue is a 503 with `Retry-After`: the picture is there, the server is busy drawing. */
function busy(error: unknown): never {
  if (error instanceof RenderQueueFullError)
    throw new ApiError('SERVICE_UNAVAILABLE', undefined, { 'Retry-After': '2' });
  throw error;
}

export function artworkRoutes(services: Services) {
  const { catalog, mediaFiles } = services.stores;
  const cachingOf = createPictureAccess(services);
  /** A stored variant of an uploaded picture, served like the rendered ones (its URL never changes meaning). */
  const stored = async (id: string, variant: string) => {
    const file = await mediaFiles.find(id, variant);
    if (!file) throw new ApiError('NOT_FOUND');
    return file;
  };
  const renderer = createVariantRenderer(services.config.imageRenders);
  /** The picture's row and how it may be cached, once the caller may see it (a draft's: its members only). */
  const visible = async (c: Context, id: string) => {
    const row = await catalog.findMedia(id);
    return { row, caching: await cachingOf(c, row) };
  };
  const artworkOf = (row: Awaited<ReturnType<typeof catalog.findMedia>>) => {
    if (!row?.artwork) throw new ApiError('NOT_FOUND');
    return { ...row, palette: row.artwork.palette, motif: row.artwork.motif };
  };
  const findArtwork = async (c: Context, id: string) => {
    const { row, caching } = await visible(c, id);
    return { spec: artworkOf(row), caching };
  };
  return createRouter()
    .openapi(imageRoute, async (c) => {
      const { id } = c.req.valid('param');
      const format = negotiateFormat(c.req.header('accept'));
      const { row, caching } = await visible(c, id);
      if (row && !row.artwork) {
        const variant = uploadedVariantFor(
          Math.max(row.width, row.height),
          c.req.valid('query').size,
          format,
        );
        const file = await stored(id, variant);
        return c.body(new Uint8Array(file.image), 200, {
          'Content-Type': file.contentType,
          'Cache-Control': caching,
          Vary: 'Accept',
        });
      }
      const spec = artworkOf(row);
      const size = imageSizeFor(c.req.valid('query').size, 0);
      const image = await renderer.variant(spec, size, format).catch(busy);
      return c.body(new Uint8Array(image), 200, {
        'Content-Type': `image/${format}`,
        'Cache-Control': caching,
        Vary: 'Accept',
      });
    })
    .openapi(iconRoute, async (c) => {
      const { size, purpose } = c.req.valid('query');
      const { id } = c.req.valid('param');
      const { caching } = await visible(c, id);
      const file = await stored(id, appIconVariant(size, purpose));
      return c.body(new Uint8Array(file.image), 200, {
        'Content-Type': 'image/png',
        'Cache-Control': caching,
      });
    })
    .openapi(ogImageRoute, async (c) => {
      const { spec, caching } = await findArtwork(c, c.req.valid('param').id);
      const image = await renderer.og(spec).catch(busy);
      return c.body(new Uint8Array(image), 200, { 'Content-Type': 'image/jpeg', 'Cache-Control': caching });
    })
    .openapi(route, async (c) => {
      const { spec, caching } = await findArtwork(c, c.req.valid('param').id);
      const svg = renderArtworkSvg(spec);
      return c.body(svg, 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        'Cache-Control': caching,
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      });
    });
}
