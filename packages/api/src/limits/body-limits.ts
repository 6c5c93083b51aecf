import { MAX_IMAGE_UPLOAD_BYTES } from '@kalendo/contracts/media';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../deps.ts';
import { ApiError } from '../errors/api-error.ts';

/** The largest request body any API route reads, but the picture uploads (SECURITY.md, limits). */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

/**
 * The largest form post to a page: one picture (the settings form's avatar, a partner's logo, icon or staff
 * photo; ≤ 5 MB) and its fields. Page posts that are not multipart get `MAX_JSON_BODY_BYTES`.
 */
export const MAX_FORM_POST_BYTES = MAX_IMAGE_UPLOAD_BYTES + MAX_JSON_BODY_BYTES;

/** Routes with a limit of their own: the raw pictures of `PUT /me/avatar` and the partner's uploads. */
const PICTURE_PATHS = [
  /^\/me\/avatar$/,
  /^\/partner\/businesses\/[^/]+\/(logo|app-icon)$/,
  /^\/partner\/businesses\/[^/]+\/staff\/[^/]+\/photo$/,
];

const tooLarge = () => {
  throw new ApiError('PAYLOAD_TOO_LARGE');
};
const general = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: tooLarge });
const picture = bodyLimit({
  maxSize: MAX_IMAGE_UPLOAD_BYTES,
  onError: () => {
    throw new ApiError('IMAGE_TOO_LARGE');
  },
});

/**
 * Every body is bounded before anything reads it: a declared `Content-Length` over the limit is a 413 at
 * once, a streamed body is counted as it arrives and refused as soon as it passes the limit.
 */
export const limitBodies = createMiddleware<ApiEnv>((c: Context, next) =>
  (PICTURE_PATHS.some((path) => path.test(c.req.path)) ? picture : general)(c, next),
);
