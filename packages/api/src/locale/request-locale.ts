import { negotiateLocale } from '@kalendo/i18n';
import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../deps.ts';

/** Resolves the request's language from `Accept-Language` (SPEC §7) for translated messages. */
export const requestLocale = createMiddleware<ApiEnv>(async (c, next) => {
  c.set('locale', negotiateLocale(c.req.header('accept-language')));
  await next();
});
