import { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv, SessionEnv } from './deps.ts';
import { validationHook } from './errors/validation-hook.ts';

/** A router of the API: typed variables and the shared validation-error answer. */
export function createRouter() {
  return new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
}

/**
 * A router whose every route is behind `requireSession` (the caller mounts it on each of its paths): the
 * handlers read the signed-in user as `c.get('user')`, typed.
 */
export function createSessionRouter() {
  return new OpenAPIHono<SessionEnv>({ defaultHook: validationHook });
}
