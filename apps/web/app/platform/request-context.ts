import { createContext } from 'react-router';
import type { ApiClient } from './api-client.ts';

/** What the server hands every loader: the in-process API client and the request's CSP nonce. */
export interface RequestContextValue {
  api: ApiClient;
  nonce: string;
  /** Language from `Accept-Language` (or the configured default), for redirects of unprefixed paths. */
  preferredLocale: string;
}

export const requestContext = createContext<RequestContextValue>();
