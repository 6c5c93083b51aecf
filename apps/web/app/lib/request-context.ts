import type { CommonMessages } from '@kalendo/i18n';
import type { Locale } from '@kalendo/i18n/locales';
import { createContext } from 'react-router';
import type { AppMode } from '../platform/app-mode.ts';
import type { ApiClient } from './api-client.ts';

/** The signed-in user as the shell knows it (SPEC §3: names and avatar thumbnail). */
export interface ShellUser {
  id: string;
  firstName: string;
  lastName: string;
  avatarThumbnailUrl: string | null;
  email?: string;
  /** False until the email address is confirmed (the shell reminds the user). */
  emailVerified?: boolean;
}

/** What the server hands every loader and middleware. */
export interface RequestContextValue {
  api: ApiClient;
  nonce: string;
  /** Saved choice → `Accept-Language` → configured default: for paths without a language. */
  preferredLocale: Locale;
  mode: AppMode;
  /** Private-app deployment (`PRIVATE_APP_BUSINESS`): the one business that exists for its users. */
  privateAppBusiness: string | null;
  /** Public origin of this request, for canonical and alternate URLs. */
  origin: string;
  user: ShellUser | null;
  version: string;
  build: string;
  serviceWorker: boolean;
  /** English pages in the pseudo-locale (`PSEUDO_LOCALE`, development tools only). */
  pseudoLocale: boolean;
  /** Client id of the "Sign in with Google" button (null: Google sign-in is not configured). */
  googleClientId: string | null;
  /** Style JSON of the maps (`MAP_STYLE_URL`); null: markers on a plain background. */
  mapStyleUrl: string | null;
  /** Error reporting in the browser (ADR 021); null when no DSN is configured. */
  errorReporting: import('../platform/error-reporting/error-reporting-config.ts').ErrorReportingConfig | null;
  /** Reports an error of this page's loaders, actions or render to error reporting (no-op without it). */
  reportError: (error: unknown) => void;
  /** City slug of the home page's "Near you" (`DEFAULT_CITY`). */
  defaultCity: string;
  /**
   * Embed pages name the sites that may frame them (the business's allow-list, CSP `frame-ancestors`);
   * every other page may be framed by none.
   */
  allowFraming: (ancestors: string[]) => void;
  /**
   * The server's copy of a language's messages (issue 14): the server process holds every language once,
   * in the API's module, and the page build imports none of them. Absent in the SPA, which fetches them.
   */
  serverMessages?: (locale: Locale) => CommonMessages;
}

export const requestContext = createContext<RequestContextValue>();
