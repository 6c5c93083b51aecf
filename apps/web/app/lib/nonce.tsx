import { createContext, useContext } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of this response (server only; the browser never needs it after hydration). */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
