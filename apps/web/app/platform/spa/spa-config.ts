/**
 * What the SPA build (ADR 004, the native shell) knows of its deployment, fixed when it is built: the server
 * tells these to every page on the web (ssr-handler.ts). Read from `KALENDO_SPA_CONFIG`, defined by the SPA
 * build's Vite config only.
 */
export interface SpaConfig {
  /** The site's public origin: deep links to it open the app's pages; canonical links name it. */
  origin: string;
  /** Where the API is: the production origin in the shell; '' for the origin the pages are served from. */
  apiOrigin: string;
  version: string;
  build: string;
  defaultCity: string;
  mapStyleUrl: string | null;
  googleClientId: string | null;
}

declare const KALENDO_SPA_CONFIG: SpaConfig | undefined;

/** The SPA build's settings; null on the web and on the server, which are told them per request. */
export const spaConfig: SpaConfig | null =
  typeof KALENDO_SPA_CONFIG === 'undefined' ? null : KALENDO_SPA_CONFIG;
