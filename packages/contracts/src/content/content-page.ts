import { z } from '@hono/zod-openapi';

export const CONTENT_PAGE_SLUGS = ['privacy-policy', 'terms', 'cookies'] as const;

export const ContentPageParamsSchema = z.object({
  slug: z.enum(CONTENT_PAGE_SLUGS).openapi({ param: { name: 'slug', in: 'path' }, example: 'terms' }),
});

export const ContentPageSchema = z
  .object({
    slug: z.enum(CONTENT_PAGE_SLUGS),
    locale: z.string(),
    title: z.string(),
    description: z.string(),
    updated: z.string(),
    html: z.string().openapi({ description: 'Sanitised HTML rendered from the Markdown source.' }),
  })
  .openapi('ContentPage');

export type ContentPage = z.infer<typeof ContentPageSchema>;
export type ContentPageSlug = (typeof CONTENT_PAGE_SLUGS)[number];
