import { z } from '@hono/zod-openapi';
import { ProfileSchema } from './profile.ts';

const count = z.number().int().min(0);

/**
 * What the app's shell shows of the signed-in user on every page: who they are and the badges (basket,
 * unread notifications, forms to fill), in one answer instead of four (issue 14).
 */
export const ShellSummarySchema = z
  .object({
    user: ProfileSchema,
    basketCount: count.openapi({ description: 'Items in the basket' }),
    unreadNotifications: count.openapi({ description: 'In-app notifications not read yet' }),
    formsToFill: count.openapi({ description: 'Forms asked of the user that are not filled yet' }),
  })
  .openapi('ShellSummary');

export type ShellSummary = z.infer<typeof ShellSummarySchema>;
