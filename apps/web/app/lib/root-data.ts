import type { Locale } from '@kalendo/i18n/locales';
import { useRouteLoaderData } from 'react-router';
import type { AppMode } from '../platform/app-mode.ts';
import type { ErrorReportingConfig } from '../platform/error-reporting/error-reporting-config.ts';
import type { ShellUser } from './request-context.ts';

/** What the root loader sends every page: language, mode, user and where the page is (messages: `messages.ts`). */
export interface RootData {
  locale: Locale;
  mode: AppMode;
  user: ShellUser | null;
  origin: string;
  /** The page's path without its language prefix, e.g. `/location/lotus`. */
  path: string;
  version: string;
  build: string;
  /** The deployment allows the service worker (update checks, push). */
  serviceWorker: boolean;
  /** Error reporting (ADR 021): loaded after hydration when configured. */
  errorReporting: ErrorReportingConfig | null;
  /** A private app's or custom domain's business (issue 17): the top bar and theme are its; else null. */
  brand: Brand | null;
  /** English in the pseudo-locale (`PSEUDO_LOCALE`, development tools only): its messages file is turned too. */
  pseudoLocale?: true;
}

/** The business whose app this is: its name, logo and colour in place of Kalendo's. */
export interface Brand {
  name: string;
  logo: { id: string; alt: string } | null;
  /** `#rrggbb`, or null: Kalendo's. */
  themeColor: string | null;
  /** Its private app's uploaded icon (ADR 051): the home-screen icon; null: Kalendo's. */
  iconId: string | null;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** Root data from the `matches` a `meta` function receives. */
export function rootDataOf(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>) {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
}
