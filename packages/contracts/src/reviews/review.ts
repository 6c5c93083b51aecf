import { z } from '@hono/zod-openapi';

/** The longest review text, in characters (after trimming). */
export const MAX_REVIEW_LENGTH = 2000;

export const ReviewInputSchema = z
  .strictObject({
    rating: z.number().int().min(1).max(5).openapi({ example: 5 }),
    body: z
      .string()
      .trim()
      .max(MAX_REVIEW_LENGTH)
      .default('')
      .openapi({ description: 'May be empty', example: 'Friendly staff and a great result.' }),
  })
  .openapi('ReviewInput');

export const ReviewSchema = z
  .object({
    id: z.uuid(),
    rating: z.number().int(),
    body: z.string(),
    authorName: z.string().openapi({ description: 'First name and last-name initial', example: 'Ana P.' }),
    createdAt: z.string(),
  })
  .openapi('Review');

export const ReviewIdParamsSchema = z.object({
  id: z.uuid().openapi({ param: { name: 'id', in: 'path' } }),
});

export type ReviewInput = z.input<typeof ReviewInputSchema>;
export type ReviewDto = z.infer<typeof ReviewSchema>;
