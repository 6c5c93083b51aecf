import type { Database } from '@kalendo/db';
import { CONTENT_DIR } from '@kalendo/i18n/content-dir';
import { createFileContentSource } from '../content/file-content-source.ts';
import { createApi } from '../create-api.ts';
import { createServices, type Services } from '../create-services.ts';
import type { ApiDeps } from '../deps.ts';
import type { Stores } from '../services/create-stores.ts';
import { TEST_BOT_CHECK } from './solve-bot-check.ts';

export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-0123456789';
/** The `PUBLIC_URL` of test APIs: the origin Hono's `app.request('/path')` gives a request. */
export const TEST_PUBLIC_ORIGIN = 'http://localhost';

/** What a test API is made of: a test database, the real content files and a fixed auth secret. */
export function testApiDeps(database: Database, overrides: Partial<ApiDeps> = {}): ApiDeps {
  return {
    database,
    version: '1.2.3',
    build: 'test-build',
    content: createFileContentSource(CONTENT_DIR),
    authSecret: TEST_AUTH_SECRET,
    publicOrigin: TEST_PUBLIC_ORIGIN,
    botCheck: TEST_BOT_CHECK,
    ...overrides,
  };
}

/**
 * The API on a test database. `inspect` gets the services it is built on (a test may watch one, e.g.
 * count session look-ups); `replace` swaps database adapters (e.g. one that counts its calls).
 */
export function createTestApi(
  database: Database,
  overrides: Partial<ApiDeps> = {},
  options: { replace?: Partial<Stores>; inspect?: (services: Services) => void } = {},
) {
  const deps = testApiDeps(database, overrides);
  const services = createServices(deps, options.replace);
  options.inspect?.(services);
  return createApi(deps, services);
}
