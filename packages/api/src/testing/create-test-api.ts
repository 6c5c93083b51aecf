import type { Database } from '@kalendo/db';
import { CONTENT_DIR } from '@kalendo/i18n/content-dir';
import { createFileContentSource } from '../content/file-content-source.ts';
import { createApi } from '../create-api.ts';
import type { ApiDeps } from '../deps.ts';
import { TEST_BOT_CHECK } from './solve-bot-check.ts';

export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-0123456789';
/** The `PUBLIC_URL` of test APIs: the origin Hono's `app.request('/path')` gives a request. */
export const TEST_PUBLIC_ORIGIN = 'http://localhost';

/** The API on a test database, with the real content files and a fixed auth secret. */
export function createTestApi(database: Database, overrides: Partial<ApiDeps> = {}) {
  return createApi({
    database,
    version: '1.2.3',
    build: 'test-build',
    content: createFileContentSource(CONTENT_DIR),
    authSecret: TEST_AUTH_SECRET,
    publicOrigin: TEST_PUBLIC_ORIGIN,
    botCheck: TEST_BOT_CHECK,
    ...overrides,
  });
}
