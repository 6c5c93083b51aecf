import { z } from '@hono/zod-openapi';
import { LookPreviewSchema } from './inspiration-gallery.ts';

export const InspirationTeaserQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(12)
    .default(6)
    .openapi({ param: { name: 'limit', in: 'query' }, example: 6 }),
});

export const InspirationPhotoSchema = z
  .object({
    id: z.uuid().openapi({ description: 'Media id (`/media/{id}/image?size=`)' }),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string(),
    tint: z
      .tuple([z.string(), z.string()])
      .nullable()
      .openapi({ description: 'Two colours of the picture for a placeholder gradient while it loads' }),
    preview: LookPreviewSchema,
    service: z.object({
      slug: z.string(),
      name: z.string().openapi({ description: 'Marketplace service, named in the request language' }),
    }),
    location: z.object({ slug: z.string(), name: z.string() }),
  })
  .openapi('InspirationPhoto');

export const InspirationPhotoListSchema = z
  .object({ items: z.array(InspirationPhotoSchema) })
  .openapi('InspirationPhotoList');

export type InspirationPhotoDto = z.infer<typeof InspirationPhotoSchema>;
