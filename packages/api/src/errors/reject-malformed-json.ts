import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../deps.ts';
import { errorResponse } from './error-response.ts';

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A JSON body that does not parse is a 400 MALFORMED_JSON on every path, before any handler runs. */
export const rejectMalformedJson = createMiddleware<ApiEnv>(async (c, next) => {
  const type = c.req.header('content-type') ?? '';
  if (METHODS_WITH_BODY.has(c.req.method) && /^application\/(.+\+)?json/i.test(type)) {
    const text = await c.req.text();
    if (text.trim() !== '') {
      try {
        JSON.parse(text);
      } catch {
        return errorResponse(c, 'MALFORMED_JSON');
      }
    }
  }
  await next();
});
