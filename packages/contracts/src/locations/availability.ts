import { z } from '@hono/zod-openapi';
import { boundedLocalDate as localDate } from '../dates/bounded-dates.ts';

export const AvailabilityParamsSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9-]{1,120}$/)
    .openapi({ param: { name: 'slug', in: 'path' }, example: 'studio-lotus-sofia-center' }),
});

export const AvailabilityQuerySchema = z.object({
  service: z.uuid().openapi({ param: { name: 'service', in: 'query' } }),
  staff: z
    .union([z.literal('any'), z.uuid()])
    .default('any')
    .openapi({ param: { name: 'staff', in: 'query' }, example: 'any' }),
  from: localDate.openapi({ param: { name: 'from', in: 'query' }, example: '2026-11-23' }),
  to: localDate.openapi({ param: { name: 'to', in: 'query' }, example: '2026-11-29' }),
});

export const AvailableSlotSchema = z
  .object({
    start: z.string().openapi({ description: 'UTC instant to book', example: '2026-11-23T08:00:00Z' }),
    localStart: z
      .string()
      .openapi({ description: "Wall clock in the location's zone", example: '2026-11-23T10:00' }),
    offset: z.string().openapi({ example: '+02:00' }),
    staffIds: z.array(z.string()),
  })
  .openapi('AvailableSlot');

export const AvailabilitySchema = z
  .object({ timeZone: z.string(), slots: z.array(AvailableSlotSchema) })
  .openapi('Availability');

export type Availability = z.infer<typeof AvailabilitySchema>;
