import { z } from '@hono/zod-openapi';

export const ServiceTypeSchema = z
  .object({
    slug: z.string().openapi({ example: 'gel-manicure' }),
    name: z.string().openapi({ description: 'Name in the request language (English when missing).' }),
    placeCount: z
      .number()
      .int()
      .min(0)
      .openapi({ description: 'Places with an active service of this type' }),
  })
  .openapi('ServiceType');

export const ServiceCatalogueSchema = z
  .object({
    categories: z.array(
      z.object({
        slug: z.string().openapi({ example: 'nails' }),
        name: z.string(),
        services: z
          .array(ServiceTypeSchema)
          .openapi({ description: 'Sorted by name in the request language' }),
      }),
    ),
  })
  .openapi('ServiceCatalogue');

export type ServiceType = z.infer<typeof ServiceTypeSchema>;
export type ServiceCatalogue = z.infer<typeof ServiceCatalogueSchema>;
