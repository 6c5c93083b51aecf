import { z } from '@hono/zod-openapi';

export const CustomDomainSchema = z
  .object({ host: z.string(), businessSlug: z.string(), locationSlug: z.string() })
  .openapi('CustomDomain');

export const HostParamSchema = z.object({
  host: z
    .string()
    .min(1)
    .max(253)
    .regex(/^[a-z0-9.-]+$/i)
    .openapi({ param: { name: 'host', in: 'path' }, example: 'booking.studio-lotus.example' }),
});

export type CustomDomain = z.infer<typeof CustomDomainSchema>;
