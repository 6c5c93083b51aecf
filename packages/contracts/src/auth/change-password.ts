import { z } from '@hono/zod-openapi';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password-policy.ts';

/** `POST /auth/change-password`: other sessions are signed out unless the caller asks to keep them. */
export const ChangePasswordInputSchema = z
  .strictObject({
    currentPassword: z.string().min(1).max(MAX_PASSWORD_LENGTH),
    newPassword: z.string().min(MIN_PASSWORD_LENGTH).max(MAX_PASSWORD_LENGTH),
    revokeOtherSessions: z
      .boolean()
      .default(true)
      .openapi({ description: 'Sign out every other session (default true)' }),
  })
  .openapi('ChangePasswordInput');

export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;
