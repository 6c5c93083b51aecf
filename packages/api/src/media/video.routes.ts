import { readFile } from 'node:fs/promises';
import { createRoute, z } from '@hono/zod-openapi';
import { demoMediaPath } from '@kalendo/demo-data/media';
import { createRouter } from '../create-router.ts';
import type { Services } from '../create-services.ts';
import { ApiError } from '../errors/api-error.ts';
import { commonErrorResponses, notFoundResponse } from '../openapi/error-responses.ts';
import { byteRange } from './byte-range.ts';
import { IMMUTABLE } from './picture-access.ts';
import { webVtt } from './web-vtt.ts';

const params = z.object({ id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }) });

const videoRoute = createRoute({
  method: 'get',
  path: '/media/{id}/video',
  tags: ['media'],
  summary: 'The clip of a video look (MP4, H.264, silent), with byte ranges for seeking',
  request: { params },
  responses: {
    200: { description: 'The whole clip', content: { 'video/mp4': { schema: z.string() } } },
    206: { description: 'The asked bytes of the clip', content: { 'video/mp4': { schema: z.string() } } },
    416: { description: 'A range outside the clip' },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

const captionsRoute = createRoute({
  method: 'get',
  path: '/media/{id}/captions.vtt',
  tags: ['media'],
  summary: "A video look's captions in one language (WebVTT), for the player's <track>",
  request: {
    params,
    query: z.object({
      lang: z
        .string()
        .regex(/^[a-z]{2}$/)
        .openapi({ param: { name: 'lang', in: 'query' }, example: 'en' }),
    }),
  },
  responses: {
    200: { description: 'WebVTT', content: { 'text/vtt': { schema: z.string() } } },
    ...notFoundResponse,
    ...commonErrorResponses,
  },
});

export function videoRoutes(services: Services) {
  const gallery = services.stores.inspirationGallery;
  const videoOf = async (id: string) => {
    const video = await gallery.findVideo(id);
    if (!video) throw new ApiError('NOT_FOUND');
    return video;
  };
  return createRouter()
    .openapi(videoRoute, async (c) => {
      const path = demoMediaPath((await videoOf(c.req.valid('param').id)).storageKey);
      const clip = path ? await readFile(path).catch(() => null) : null;
      if (!clip) throw new ApiError('NOT_FOUND');
      const headers = { 'Content-Type': 'video/mp4', 'Accept-Ranges': 'bytes', 'Cache-Control': IMMUTABLE };
      const range = byteRange(c.req.header('range'), clip.length);
      if (range === 'unsatisfiable')
        return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${clip.length}` });
      if (!range) return c.body(new Uint8Array(clip), 200, headers);
      return c.body(new Uint8Array(clip.subarray(range.start, range.end + 1)), 206, {
        ...headers,
        'Content-Range': `bytes ${range.start}-${range.end}/${clip.length}`,
      });
    })
    .openapi(captionsRoute, async (c) => {
      const video = await videoOf(c.req.valid('param').id);
      const text = video.captions[c.req.valid('query').lang];
      if (!text) throw new ApiError('NOT_FOUND');
      return c.body(webVtt(text, video.durationSeconds), 200, {
        'Content-Type': 'text/vtt; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      });
    });
}
