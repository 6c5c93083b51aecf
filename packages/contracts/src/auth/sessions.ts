import { z } from '@hono/zod-openapi';

/** A signed-in device of the user, as the settings page lists it: never with its token. */
export const SessionSummarySchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    expiresAt: z.string(),
    userAgent: z.string().nullable(),
    ipAddress: z.string().nullable(),
    current: z.boolean().openapi({ description: 'The session of this request' }),
  })
  .openapi('SessionSummary');

export const SessionListSchema = z.array(SessionSummarySchema).openapi('SessionList');

/** `POST /auth/revoke-session`: a session of the user, by its id. */
export const RevokeSessionInputSchema = z
  .strictObject({ id: z.string().min(1).max(128) })
  .openapi('RevokeSessionInput');

export type SessionSummary = z.infer<typeof SessionSummarySchema>;
