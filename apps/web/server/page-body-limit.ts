import { MAX_FORM_POST_BYTES, MAX_JSON_BODY_BYTES } from '@kalendo/api';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

const tooLarge: Parameters<typeof bodyLimit>[0]['onError'] = (c) => c.text('Payload Too Large', 413);
const multipart = bodyLimit({ maxSize: MAX_FORM_POST_BYTES, onError: tooLarge });
const other = bodyLimit({ maxSize: MAX_JSON_BODY_BYTES, onError: tooLarge });

/**
 * Form posts to pages (React Router actions, the Google callback) are bounded like the API's bodies: a
 * multipart form may carry one picture, anything else is small (SECURITY.md, limits).
 */
export const limitPageBodies: MiddlewareHandler = (c, next) =>
  /^multipart\/form-data/i.test(c.req.header('content-type') ?? '') ? multipart(c, next) : other(c, next);
