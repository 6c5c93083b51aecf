import { z } from '@hono/zod-openapi';

export const CategorySchema = z
  .object({
    slug: z.string(),
    name: z.string().openapi({ description: 'Name in the request language (English when missing).' }),
  })
  .openapi('Category');

export const CategoryListSchema = z.object({ items: z.array(CategorySchema) }).openapi('CategoryList');

export type Category = z.infer<typeof CategorySchema>;
