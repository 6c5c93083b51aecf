import { z } from '@hono/zod-openapi';

/** Most places one `GET /locations?slugs=` returns (the "recently viewed" list of the home page). */
export const MAX_SLUGS_PER_REQUEST = 8;

const LOCATION_SLUG = /^[a-z0-9-]{1,120}$/;

/** `slugs=a,b,c`: distinct location slugs, at most eight, kept in the given order. */
export const LocationsBySlugsQuerySchema = z.object({
  slugs: z
    .string()
    .max(MAX_SLUGS_PER_REQUEST * 121)
    .transform((value) => value.split(','))
    .pipe(
      z
        .array(z.string().regex(LOCATION_SLUG, 'a slug: lower-case letters, digits and hyphens'))
        .min(1)
        .max(MAX_SLUGS_PER_REQUEST)
        .refine((slugs) => new Set(slugs).size === slugs.length, 'each slug once'),
    )
    .openapi({
      param: { name: 'slugs', in: 'query' },
      example: 'studio-lotus-sofia-center,nail-bar-plovdiv',
      description: `Comma-separated location slugs (at most ${MAX_SLUGS_PER_REQUEST})`,
    }),
});

export type LocationsBySlugsQuery = z.infer<typeof LocationsBySlugsQuerySchema>;
