import { z } from '@hono/zod-openapi';

/** The longest first or last name (the settings form says the same). */
export const MAX_NAME_PART_LENGTH = 80;

/** The only avatar URLs a user may point at: the thumbnails Kalendo made of their own uploads. */
export const OWN_AVATAR_URL = /^\/api\/v1\/users\/([A-Za-z0-9_-]{1,64})\/avatar\?v=\d{1,12}$/;

const namePart = z.string().trim().min(1).max(MAX_NAME_PART_LENGTH);

/**
 * What `POST /auth/update-user` may change: names, language (one of `locales`: contracts import no other
 * Kalendo package, so the API passes the supported ones), and the avatar only to one's own or none.
 */
export const updateUserInputSchema = (locales: readonly [string, ...string[]]) =>
  z
    .strictObject({
      name: z
        .string()
        .trim()
        .min(1)
        .max(2 * MAX_NAME_PART_LENGTH + 1)
        .optional(),
      firstName: namePart.optional(),
      lastName: namePart.optional(),
      locale: z.enum(locales).optional(),
      image: z
        .string()
        .max(200)
        .regex(OWN_AVATAR_URL, 'an avatar URL of this user')
        .nullable()
        .optional()
        .openapi({ description: "The user's own avatar URL (as `PUT /me/avatar` answered) or null" }),
    })
    .openapi('UpdateUserInput');

export type UpdateUserInput = z.infer<ReturnType<typeof updateUserInputSchema>>;
