import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../deps.ts';

/** A request that may have changed data and was not refused: whatever was kept before it may be stale. */
export function isSuccessfulWrite(method: string, status: number): boolean {
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS' && status < 400;
}

/** Tells the API's host after every successful write (it forgets the pages it keeps, ADR 015). */
export function reportWrites(onWrite: () => void) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    await next();
    if (isSuccessfulWrite(c.req.method, c.res.status)) onWrite();
  });
}
