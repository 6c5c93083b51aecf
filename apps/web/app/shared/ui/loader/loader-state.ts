/** What a loader shows. The foreground is the full-page overlay; the background is the small corner spinner. */
export type LoaderState = Readonly<{
  foreground: Readonly<{
    /** The overlay is up (a foreground task is past its delay and not finished). */
    visible: boolean;
    /** Determinate progress from 0 to 1 while visible; absent when the progress is unknown. */
    progress?: number;
    /** The overlay has just closed and is fading out: keep it on screen, transparent, for the fade-out. */
    fadingOut: boolean;
  }>;
  background: Readonly<{ visible: boolean }>;
}>;

export const IDLE_LOADER_STATE: LoaderState = Object.freeze({
  foreground: Object.freeze({ visible: false, fadingOut: false }),
  background: Object.freeze({ visible: false }),
});
