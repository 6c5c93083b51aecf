import { APP_HEADERS } from '@kalendo/contracts/headers';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../deps.ts';
import type { ApiLogger } from './api-logger.ts';

function parseTracking(value: string | undefined): unknown {
  if (!value) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return 'unparseable';
  }
}

/**
 * Logs every API request with the client headers of SPEC §7 (app name, version, build, render, tracking,
 * language). Authorization and cookies are never logged.
 */
export function logRequests(logger: ApiLogger | undefined) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const started = performance.now();
    await next();
    logger?.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        client: {
          name: c.req.header(APP_HEADERS.name),
          version: c.req.header(APP_HEADERS.version),
          build: c.req.header(APP_HEADERS.build),
          render: c.req.header(APP_HEADERS.render),
          language: c.req.header('accept-language'),
          tracking: parseTracking(c.req.header(APP_HEADERS.tracking)),
        },
      },
      'api request',
    );
  });
}
