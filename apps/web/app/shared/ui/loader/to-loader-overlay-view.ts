import { FOREGROUND_FADE_OUT_FAST_MS, FOREGROUND_FADE_OUT_MS } from './loader-constants.ts';
import type { LoaderState } from './loader-state.ts';

export type LoaderOverlayView = {
  foreground: {
    /** On screen: shown, or fading out after it stopped. */
    mounted: boolean;
    /** Shown and blocking; false while fading out (transparent, lets clicks through, hidden from AT). */
    busy: boolean;
    fadeOutMs: number;
    /** 0 to 100 for a determinate bar; undefined for an indeterminate one. */
    progressPercent: number | undefined;
  };
  background: { mounted: boolean };
};

/** What LoaderOverlay draws for a loader state: pure, so it is tested without a DOM. */
export function toLoaderOverlayView(
  state: LoaderState,
  options: { fastFadeOut?: boolean } = {},
): LoaderOverlayView {
  const { visible, fadingOut, progress } = state.foreground;
  return {
    foreground: {
      mounted: visible || fadingOut,
      busy: visible,
      fadeOutMs: options.fastFadeOut ? FOREGROUND_FADE_OUT_FAST_MS : FOREGROUND_FADE_OUT_MS,
      progressPercent: visible && progress !== undefined ? Math.round(progress * 100) : undefined,
    },
    background: { mounted: state.background.visible },
  };
}
