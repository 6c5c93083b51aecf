import type { LoaderClock } from './loader-clock.ts';
import { IDLE_LOADER_STATE, type LoaderState } from './loader-state.ts';

export type LoaderListener = (state: LoaderState) => void;

/** `delayed`: waiting for its delay; `visible`: shown; `stopping`: stopped, shown until its minimum time ends. */
export type TaskPhase = 'delayed' | 'visible' | 'stopping';

export type TaskRecord = {
  readonly id: string;
  readonly background: boolean;
  readonly delay: number;
  readonly minTime: number;
  maxTime: number;
  phase: TaskPhase;
  minTimeReached: boolean;
  delayTimer?: unknown;
  minTimer?: unknown;
  maxTimer?: unknown;
};

export type LoaderRecord = {
  readonly id: string;
  readonly fastFadeOut: boolean;
  readonly tasks: Map<string, TaskRecord>;
  /** Whether a foreground task was shown at the last refresh: its end starts the fade-out. */
  foregroundShown: boolean;
  fadingOut: boolean;
  /** The background spinner waits after the foreground stops before it reappears. */
  holdingBackground: boolean;
  progress: number | undefined;
  fadeTimer?: unknown;
  holdTimer?: unknown;
  /** The last published state; replaced (never mutated) on each change, as useSyncExternalStore needs. */
  state: LoaderState;
};

/** What the internal functions of the service share. */
export type LoaderRuntime = {
  readonly clock: LoaderClock;
  readonly listeners: Map<string, Set<LoaderListener>>;
};

export function createLoaderRecord(id: string, fastFadeOut: boolean): LoaderRecord {
  return {
    id,
    fastFadeOut,
    tasks: new Map(),
    foregroundShown: false,
    fadingOut: false,
    holdingBackground: false,
    progress: undefined,
    state: IDLE_LOADER_STATE,
  };
}
