import { z } from '@hono/zod-openapi';
import { ProfileSchema } from './profile.ts';

const count = z.number().int().min(0);

/** Most favourite places whose ids the shell summary lists (newest first). */
export const SHELL_FAVOURITE_IDS_LIMIT = 100;

/** `?with=favourites`: the answer also lists the ids of the user's favourite places. */
export const ShellSummaryQuerySchema = z
  .object({
    with: z
      .enum(['favourites'])
      .optional()
      .openapi({ description: '`favourites`: also list the ids of the favourite places (a place’s page)' }),
  })
  .strict();

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
    favouriteIds: z
      .array(z.string())
      .max(SHELL_FAVOURITE_IDS_LIMIT)
      .optional()
      .openapi({ description: 'With `?with=favourites`: ids of the favourite places, newest first' }),
  })
  .openapi('ShellSummary');

export type ShellSummary = z.infer<typeof ShellSummarySchema>;
