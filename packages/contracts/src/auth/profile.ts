import { z } from '@hono/zod-openapi';

/** What the user wants to hear about: appointment reminders by email and by push, news and offers. */
export const NotificationPreferencesSchema = z
  .object({
    email: z.boolean().openapi({ description: 'Confirmations and reminders by email' }),
    push: z.boolean().openapi({ description: 'Reminders as push notifications on signed-in devices' }),
    marketing: z.boolean().openapi({ description: 'News and offers from Kalendo' }),
  })
  .strict()
  .openapi('NotificationPreferences');

/** SPEC §3 user: names and avatar thumbnail. */
export const ProfileSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    locale: z.string(),
    avatarThumbnailUrl: z.string().nullable(),
    emailVerified: z.boolean(),
    notifications: NotificationPreferencesSchema,
  })
  .openapi('Profile');

/** SPEC §3/§7: the push token the app registers after the profile loads. */
export const PushTokenInputSchema = z
  .object({
    provider: z.enum(['fcm', 'apns', 'hms', 'webpush']),
    token: z.string().min(8).max(4096),
    refresh_token: z.string().max(4096).nullable().optional(),
    platforms: z
      .array(z.enum(['android', 'ios', 'web', 'huawei']))
      .min(1)
      .max(4),
  })
  .refine((input) => input.provider !== 'webpush', {
    path: ['provider'],
    message: 'a browser subscribes with its keys through PUT /api/v1/me/push-subscription',
  })
  .openapi('PushTokenInput');

export type Profile = z.infer<typeof ProfileSchema>;
export type NotificationPreferencesInput = z.infer<typeof NotificationPreferencesSchema>;
export type PushTokenInput = z.infer<typeof PushTokenInputSchema>;
