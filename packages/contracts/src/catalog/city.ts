import { z } from '@hono/zod-openapi';

export const CitySchema = z
  .object({
    slug: z.string(),
    name: z
      .string()
      .openapi({ description: 'Name in the request language (the places’ own spelling when missing).' }),
  })
  .openapi('City');

export const CityListSchema = z.object({ items: z.array(CitySchema) }).openapi('CityList');

export type City = z.infer<typeof CitySchema>;
