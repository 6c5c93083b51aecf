import { FALLBACK_LOCALE, isSupportedLocale } from '@kalendo/i18n/locales';
import type { MiddlewareFunction } from 'react-router';
import { type RequestContextValue, requestContext } from '../../lib/request-context.ts';
import { browserApi, rememberCredentialsForRequests } from '../browser-api.ts';
import { reportError } from '../error-reporting/report-error.ts';
import { localCredentialStore } from '../startup/local-credential-store.ts';
import { spaConfig as builtWith, type SpaConfig } from './spa-config.ts';

/** Only the SPA build puts this middleware on its pages, and it defines the settings. */
const spaConfig = builtWith as SpaConfig;

/** The language the device prefers among ours: for paths without one (what `Accept-Language` is on the web). */
function deviceLocale(): RequestContextValue['preferredLocale'] {
  for (const tag of navigator.languages) {
    const language = tag.split('-')[0]?.toLowerCase();
    if (isSupportedLocale(language)) return language;
  }
  return FALLBACK_LOCALE;
}

/**
 * ADR 004: in the SPA build, what the server hands every page's loaders on the web, made in the web view
 * before the loaders run: the same typed API client, sending the saved login as a bearer token, and the
 * user it belongs to. The route loaders (run as `clientLoader`s) then call the same feature functions.
 */
const spaRequestContext: MiddlewareFunction = async ({ context, params }) => {
  const credentials = await localCredentialStore.load().catch(() => null);
  rememberCredentialsForRequests(credentials);
  const preferredLocale = deviceLocale();
  const locale = isSupportedLocale(params.locale) ? params.locale : preferredLocale;
  // The browser's one client (browser-api.ts), sending the saved login remembered above.
  const api = await browserApi({ locale, version: spaConfig.version, build: spaConfig.build });
  context.set(requestContext, {
    api,
    nonce: '',
    preferredLocale,
    mode: 'marketplace',
    privateAppBusiness: null,
    origin: spaConfig.origin,
    user: credentials ? await api.getMe() : null,
    version: spaConfig.version,
    build: spaConfig.build,
    // The shell updates through the stores (SPEC §4 native update), not a service worker.
    serviceWorker: false,
    pseudoLocale: false,
    googleClientId: spaConfig.googleClientId,
    mapStyleUrl: spaConfig.mapStyleUrl,
    errorReporting: null,
    reportError: (error) => reportError(error, 'spa loader'),
    defaultCity: spaConfig.defaultCity,
    allowFraming: () => {},
  });
};

export default spaRequestContext;
