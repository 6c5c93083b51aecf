import { z } from '@hono/zod-openapi';

/** SPEC §3 user: names and avatar thumbnail. */
export const ProfileSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    locale: z.string(),
    avatarThumbnailUrl: z.string().nullable(),
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
  .openapi('PushTokenInput');

export type Profile = z.infer<typeof ProfileSchema>;
export type PushTokenInput = z.infer<typeof PushTokenInputSchema>;
