import type { Api } from '@kalendo/api';
import { isSupportedLocale, type Locale } from '@kalendo/i18n';
import type { Context } from 'hono';
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from 'react-router';
import { createApiClient } from '../app/platform/api-client.ts';
import type { RequestContextValue } from '../app/platform/request-context.ts';
import { preferredLocale } from './preferred-locale.ts';

export interface SsrOptions {
  build: ServerBuild;
  api: Api;
  mode: 'development' | 'production' | 'test';
  defaultLocale: Locale;
  version: string;
  buildId: string;
}

/** Hands a request to React Router, with the in-process API client and the CSP nonce in its context. */
export function createSsrHandler(options: SsrOptions) {
  const handle = createRequestHandler(options.build, options.mode);
  // The context key is exported by the server build so the host and the app share one object.
  const key = (
    options.build.entry.module as unknown as { requestContext: RouterContext<RequestContextValue> }
  ).requestContext;
  return (c: Context) => {
    const preferred = preferredLocale(c.req.raw, options.defaultLocale);
    const segment = new URL(c.req.url).pathname.split('/')[1];
    const api = createApiClient({
      transport: (path, init) => Promise.resolve(options.api.request(path, init)),
      locale: isSupportedLocale(segment) ? segment : preferred,
      version: options.version,
      build: options.buildId,
      render: 'ssr',
    });
    const context = new RouterContextProvider();
    context.set(key, { api, nonce: c.get('secureHeadersNonce') ?? '', preferredLocale: preferred });
    return handle(c.req.raw, context);
  };
}
