import { z } from '@hono/zod-openapi';
import { boundedInstant } from '../dates/bounded-dates.ts';

export const RescheduleInputSchema = z
  .object({
    start: boundedInstant.openapi({ example: '2026-11-23T09:15:00Z' }),
    staffId: z
      .union([z.literal('any'), z.uuid()])
      .optional()
      .openapi({ description: 'Another staff member or `any`; absent keeps the current one' }),
  })
  .openapi('RescheduleInput');

export type RescheduleInput = z.infer<typeof RescheduleInputSchema>;
