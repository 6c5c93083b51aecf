import { cancelTimer } from './loader-clock.ts';
import {
  BACKGROUND_REAPPEAR_FAST_MS,
  BACKGROUND_REAPPEAR_MS,
  FOREGROUND_FADE_OUT_FAST_MS,
  FOREGROUND_FADE_OUT_MS,
} from './loader-constants.ts';
import type { LoaderRecord, LoaderRuntime } from './loader-record.ts';
import type { LoaderState } from './loader-state.ts';

/**
 * Recomputes what a loader shows after any change to its tasks or timers, starts the fade-out and the
 * background hold when the foreground ends, and tells the listeners if the state changed.
 */
export function refreshLoader(runtime: LoaderRuntime, loader: LoaderRecord): void {
  const foreground = hasShownTask(loader, false);
  if (loader.foregroundShown && !foreground) endForeground(runtime, loader);
  if (!loader.foregroundShown && foreground) beginForeground(runtime, loader);
  loader.foregroundShown = foreground;
  publishState(runtime, loader, deriveState(loader));
}

/** Stores the state and notifies the listeners of the loader id, unless nothing changed. */
export function publishState(runtime: LoaderRuntime, loader: LoaderRecord, next: LoaderState): void {
  if (sameState(loader.state, next)) return;
  loader.state = next;
  for (const listener of [...(runtime.listeners.get(loader.id) ?? [])]) {
    // A listener that changed the loader again has already had the newer state sent to everyone.
    if (loader.state !== next) return;
    listener(next);
  }
}

function hasShownTask(loader: LoaderRecord, background: boolean): boolean {
  for (const task of loader.tasks.values()) {
    if (task.background === background && task.phase !== 'delayed') return true;
  }
  return false;
}

function endForeground(runtime: LoaderRuntime, loader: LoaderRecord): void {
  const { clock } = runtime;
  loader.progress = undefined;
  loader.fadingOut = true;
  loader.fadeTimer = cancelTimer(clock, loader.fadeTimer);
  loader.fadeTimer = clock.setTimeout(
    () => {
      loader.fadeTimer = undefined;
      loader.fadingOut = false;
      refreshLoader(runtime, loader);
    },
    loader.fastFadeOut ? FOREGROUND_FADE_OUT_FAST_MS : FOREGROUND_FADE_OUT_MS,
  );
  loader.holdingBackground = true;
  loader.holdTimer = cancelTimer(clock, loader.holdTimer);
  loader.holdTimer = clock.setTimeout(
    () => {
      loader.holdTimer = undefined;
      loader.holdingBackground = false;
      refreshLoader(runtime, loader);
    },
    loader.fastFadeOut ? BACKGROUND_REAPPEAR_FAST_MS : BACKGROUND_REAPPEAR_MS,
  );
}

/** A foreground that comes back cancels the fade-out; the background stays hidden behind it anyway. */
function beginForeground(runtime: LoaderRuntime, loader: LoaderRecord): void {
  loader.fadeTimer = cancelTimer(runtime.clock, loader.fadeTimer);
  loader.fadingOut = false;
  loader.holdTimer = cancelTimer(runtime.clock, loader.holdTimer);
  loader.holdingBackground = false;
}

function deriveState(loader: LoaderRecord): LoaderState {
  const foreground = loader.foregroundShown;
  const progress = foreground ? loader.progress : undefined;
  return {
    foreground: {
      visible: foreground,
      fadingOut: loader.fadingOut,
      ...(progress === undefined ? {} : { progress }),
    },
    background: {
      visible: hasShownTask(loader, true) && !foreground && !loader.holdingBackground,
    },
  };
}

function sameState(a: LoaderState, b: LoaderState): boolean {
  return (
    a.foreground.visible === b.foreground.visible &&
    a.foreground.fadingOut === b.foreground.fadingOut &&
    a.foreground.progress === b.foreground.progress &&
    a.background.visible === b.background.visible
  );
}
