import { cancelTimer, type LoaderClock, systemClock } from './loader-clock.ts';
import { MASTER_LOADER_ID } from './loader-constants.ts';
import { LoaderError } from './loader-error.ts';
import {
  createLoaderRecord,
  type LoaderListener,
  type LoaderRecord,
  type LoaderRuntime,
} from './loader-record.ts';
import { IDLE_LOADER_STATE, type LoaderState } from './loader-state.ts';
import { cancelTask, type LoaderTaskOptions, startTask, stopTask } from './loader-task.ts';
import { publishState, refreshLoader } from './refresh-loader.ts';

export type { LoaderClock } from './loader-clock.ts';
export type { LoaderListener } from './loader-record.ts';
export type { LoaderState } from './loader-state.ts';
export type { LoaderTaskOptions } from './loader-task.ts';

export type LoaderServiceOptions = {
  /** The timers; Vitest's fake timers drive the default. */
  clock?: LoaderClock;
  /** Fast fade-out for the master loader, and the default for bound loaders. */
  fastFadeOut?: boolean;
};

export type BindLoaderOptions = { fastFadeOut?: boolean };

export type LoaderService = {
  /** Creates a loader; throws on an id already bound (the master loader is bound from the start). */
  bind(loaderId: string, options?: BindLoaderOptions): () => void;
  start(loaderId: string, taskId: string, options?: LoaderTaskOptions): void;
  stop(loaderId: string, taskId: string): void;
  /** Runs a task for as long as the promise is pending; returns the same promise. */
  track<T>(loaderId: string, taskId: string, promise: Promise<T>, options?: LoaderTaskOptions): Promise<T>;
  /** Determinate progress (0 to 1) of the shown foreground; undefined for an indeterminate bar. */
  setProgress(loaderId: string, progress: number | undefined): void;
  getState(loaderId: string): LoaderState;
  /** Listens to the state of a loader id, bound or not yet bound; returns the unsubscribe function. */
  subscribe(loaderId: string, listener: LoaderListener): () => void;
};

/** The loaders of one app (SPEC §4, §5, §8): foreground overlay and background spinner per loader id. */
export function createLoaderService(options: LoaderServiceOptions = {}): LoaderService {
  const runtime: LoaderRuntime = { clock: options.clock ?? systemClock, listeners: new Map() };
  const loaders = new Map<string, LoaderRecord>();
  const fastFadeOut = options.fastFadeOut ?? false;
  loaders.set(MASTER_LOADER_ID, createLoaderRecord(MASTER_LOADER_ID, fastFadeOut));

  const find = (loaderId: string) => findLoader(loaders, loaderId);
  return {
    bind: (loaderId, bindOptions = {}) =>
      bindLoader(runtime, loaders, createLoaderRecord(loaderId, bindOptions.fastFadeOut ?? fastFadeOut)),
    start(loaderId, taskId, taskOptions) {
      const loader = find(loaderId);
      if (loader) startTask(runtime, loader, taskId, taskOptions);
    },
    stop(loaderId, taskId) {
      const loader = find(loaderId);
      const task = loader?.tasks.get(taskId);
      if (loader && task) stopTask(runtime, loader, task);
    },
    track: (loaderId, taskId, promise, taskOptions) =>
      trackPromise(runtime, find(loaderId), taskId, promise, taskOptions),
    setProgress(loaderId, progress) {
      const loader = find(loaderId);
      if (loader) setLoaderProgress(runtime, loader, progress);
    },
    getState: (loaderId) => loaders.get(loaderId)?.state ?? IDLE_LOADER_STATE,
    subscribe: (loaderId, listener) => subscribeToLoader(runtime, loaderId, listener),
  };
}

/** SPEC §8: a loader id that does not exist is a warning, and the call does nothing. */
function findLoader(loaders: Map<string, LoaderRecord>, loaderId: string): LoaderRecord | undefined {
  const loader = loaders.get(loaderId);
  if (!loader) console.warn(`Loader id not existing: "${loaderId}". Bind the loader before using it.`);
  return loader;
}

function bindLoader(runtime: LoaderRuntime, loaders: Map<string, LoaderRecord>, loader: LoaderRecord) {
  if (loaders.has(loader.id)) {
    throw new LoaderError(
      'duplicated-loader-id',
      `Duplicated loader id "${loader.id}": it is already bound.`,
    );
  }
  loaders.set(loader.id, loader);
  return function unbind() {
    if (loaders.get(loader.id) !== loader) return;
    loaders.delete(loader.id);
    for (const task of loader.tasks.values()) cancelTask(runtime.clock, task);
    loader.tasks.clear();
    loader.fadeTimer = cancelTimer(runtime.clock, loader.fadeTimer);
    loader.holdTimer = cancelTimer(runtime.clock, loader.holdTimer);
    publishState(runtime, loader, IDLE_LOADER_STATE);
  };
}

function trackPromise<T>(
  runtime: LoaderRuntime,
  loader: LoaderRecord | undefined,
  taskId: string,
  promise: Promise<T>,
  options: LoaderTaskOptions | undefined,
): Promise<T> {
  if (!loader) return promise;
  const task = startTask(runtime, loader, taskId, options);
  // The task itself, not the id: after its maximum time the id may belong to another task.
  const end = () => stopTask(runtime, loader, task);
  promise.then(end, end);
  return promise;
}

function setLoaderProgress(runtime: LoaderRuntime, loader: LoaderRecord, progress: number | undefined) {
  if (!loader.foregroundShown) return;
  loader.progress =
    progress === undefined || Number.isNaN(progress) ? undefined : Math.min(1, Math.max(0, progress));
  refreshLoader(runtime, loader);
}

function subscribeToLoader(runtime: LoaderRuntime, loaderId: string, listener: LoaderListener) {
  const listeners = runtime.listeners.get(loaderId) ?? new Set<LoaderListener>();
  runtime.listeners.set(loaderId, listeners);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && runtime.listeners.get(loaderId) === listeners) {
      runtime.listeners.delete(loaderId);
    }
  };
}
