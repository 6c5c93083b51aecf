import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { MAX_AVATAR_BYTES } from '../auth/avatar-image.ts';
import type { ApiEnv } from '../deps.ts';
import { ApiError } from '../errors/api-error.ts';

/** The largest request body any API route reads, but the avatar upload (SECURITY.md, limits). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/**
 * The largest form post to a page: the settings form's picture (≤ 5 MB) and its fields. Page posts that
 * are not multipart get `MAX_JSON_BODY_BYTES`.
 */
export const MAX_FORM_POST_BYTES = MAX_AVATAR_BYTES + MAX_JSON_BODY_BYTES;

/** Routes with a limit of their own: the raw picture of `PUT /me/avatar`. */
const OWN_LIMITS: Record<string, { maxSize: number; onError: () => never }> = {
  '/me/avatar': {
    maxSize: MAX_AVATAR_BYTES,
    onError: () => {
      throw new ApiError('IMAGE_TOO_LARGE');
    },
  },
};

const tooLarge = () => {
  throw new ApiError('PAYLOAD_TOO_LARGE');
};
const general = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: tooLarge });
const ownLimits = Object.fromEntries(
  Object.entries(OWN_LIMITS).map(([path, options]) => [path, bodyLimit(options)]),
);

/**
 * Every body is bounded before anything reads it: a declared `Content-Length` over the limit is a 413 at
 * once, a streamed body is counted as it arrives and refused as soon as it passes the limit.
 */
export const limitBodies = createMiddleware<ApiEnv>((c: Context, next) =>
  (ownLimits[c.req.path] ?? general)(c, next),
);
