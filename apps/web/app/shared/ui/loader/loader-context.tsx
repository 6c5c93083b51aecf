import { createContext, type ReactNode, use, useState } from 'react';
import { createLoaderService, type LoaderService, type LoaderServiceOptions } from './loader-service.ts';

const LoaderServiceContext = createContext<LoaderService | null>(null);

type LoaderProviderProps = {
  children: ReactNode;
  /** A service made elsewhere (tests, or a router that tracks navigations); read once, on mount. */
  service?: LoaderService;
  /** Options of the service the provider makes when none is given; read once, on mount. */
  options?: LoaderServiceOptions;
};

/** One loader service per app: per request on the server, per page load in the browser. */
export function LoaderProvider({ children, service, options }: LoaderProviderProps) {
  const [value] = useState(() => service ?? createLoaderService(options));
  return <LoaderServiceContext value={value}>{children}</LoaderServiceContext>;
}

export function useLoaderService(): LoaderService {
  const service = use(LoaderServiceContext);
  if (!service) throw new Error('useLoaderService() needs a <LoaderProvider> above it.');
  return service;
}
