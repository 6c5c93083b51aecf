import { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiEnv } from './deps.ts';
import { validationHook } from './errors/validation-hook.ts';

/** A router of the API: typed variables and the shared validation-error answer. */
export function createRouter() {
  return new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
}
