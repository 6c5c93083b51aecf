import type { Hook } from '@hono/zod-openapi';
import { DATE_OUT_OF_RANGE_ISSUE } from '@kalendo/contracts';
import type { ApiEnv, SessionEnv } from '../deps.ts';
import { errorResponse } from './error-response.ts';

type Issue = { path: PropertyKey[]; message: string; params?: { code?: unknown } };

/**
 * A failed zod validation: a path that names nothing we have (an id that cannot exist) is a 404; a date
 * outside the years we take is a 422 `DATE_OUT_OF_RANGE`; anything else a 400 that names each bad field.
 */
export const validationHook: Hook<unknown, ApiEnv, string, unknown> &
  Hook<unknown, SessionEnv, string, unknown> = (result, c) => {
  if (result.success) return;
  if (result.target === 'param') return errorResponse(c, 'NOT_FOUND');
  const issues = result.error.issues as Issue[];
  const fields = issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const outOfRange = issues.some((issue) => issue.params?.code === DATE_OUT_OF_RANGE_ISSUE);
  return errorResponse(c, outOfRange ? 'DATE_OUT_OF_RANGE' : 'VALIDATION_FAILED', {
    target: result.target,
    fields,
  });
};
