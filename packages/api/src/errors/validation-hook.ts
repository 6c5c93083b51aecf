import type { Hook } from '@hono/zod-openapi';
import type { ApiEnv } from '../deps.ts';
import { errorResponse } from './error-response.ts';

/** Turns a failed zod validation into a 400 that names each bad field. */
export const validationHook: Hook<unknown, ApiEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  const fields = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  return errorResponse(c, 'VALIDATION_FAILED', { target: result.target, fields });
};
