import type { Database } from '@kalendo/db';

export interface ApiDeps {
  database: Database;
  /** Application version (package.json) and build id, reported by health and sent as headers. */
  version: string;
  build: string;
  /** Injected clock. */
  now?: () => Date;
}

export interface ApiVariables {
  locale: import('@kalendo/i18n').Locale;
}

export type ApiEnv = { Variables: ApiVariables };
