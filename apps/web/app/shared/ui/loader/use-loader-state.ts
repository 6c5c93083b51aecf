import { useCallback, useSyncExternalStore } from 'react';
import type { LoaderService } from './loader-service.ts';
import { IDLE_LOADER_STATE, type LoaderState } from './loader-state.ts';

const getServerSnapshot = () => IDLE_LOADER_STATE;

/** The live state of one loader; re-renders only when it changes. */
export function useLoaderState(service: LoaderService, loaderId: string): LoaderState {
  const subscribe = useCallback(
    (onChange: () => void) => service.subscribe(loaderId, onChange),
    [service, loaderId],
  );
  const getSnapshot = () => service.getState(loaderId);
  // The server renders no loader, and hydration starts from that; a task already running in the browser
  // then shows in the render right after hydration, without a hydration mismatch.
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
