import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

/**
 * A component whose code the browser fetches only after hydration, for parts that render nothing on the
 * server nor on the first client render (start-up, update checks): their code stays out of the scripts a
 * first visit downloads before the page becomes interactive.
 */
export function afterHydration<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Deferred = lazy(async () => ({ default: await load() }));
  return function AfterHydration(props: P) {
    const [hydrated, setHydrated] = useState(false);
    useEffect(() => setHydrated(true), []);
    if (!hydrated) return null;
    return (
      <Suspense fallback={null}>
        <Deferred {...props} />
      </Suspense>
    );
  };
}
