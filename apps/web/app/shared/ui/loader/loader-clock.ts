/**
 * Where the loader service gets its timers. Every rule (delay, minimum, maximum, fade-out, background
 * reappearance) is a timer, so the service needs no wall clock and fake timers drive it completely.
 */
export type LoaderClock = {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

/** Looks the global timer functions up at each call, so fake timers installed after import still apply. */
export const systemClock: LoaderClock = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Cancels a pending timer, if any; returns undefined to clear the field that held it. */
export function cancelTimer(clock: LoaderClock, handle: unknown): undefined {
  if (handle !== undefined) clock.clearTimeout(handle);
  return undefined;
}
