import { describe, expect, it } from 'vitest';
import { FOREGROUND_FADE_OUT_FAST_MS, FOREGROUND_FADE_OUT_MS } from './loader-constants.ts';
import { IDLE_LOADER_STATE, type LoaderState } from './loader-state.ts';
import { toLoaderOverlayView } from './to-loader-overlay-view.ts';

const state = (foreground: LoaderState['foreground'], background = false): LoaderState => ({
  foreground,
  background: { visible: background },
});

describe('toLoaderOverlayView', () => {
  it('draws nothing for an idle loader', () => {
    const view = toLoaderOverlayView(IDLE_LOADER_STATE);
    expect(view.foreground.mounted).toBe(false);
    expect(view.background.mounted).toBe(false);
  });

  it('draws a busy overlay with an indeterminate bar while the foreground shows', () => {
    const view = toLoaderOverlayView(state({ visible: true, fadingOut: false }));
    expect(view.foreground).toMatchObject({ mounted: true, busy: true, progressPercent: undefined });
  });

  it('keeps the overlay mounted but not busy while it fades out, for the fade-out duration', () => {
    const fading = state({ visible: false, fadingOut: true });
    expect(toLoaderOverlayView(fading).foreground).toMatchObject({
      mounted: true,
      busy: false,
      fadeOutMs: FOREGROUND_FADE_OUT_MS,
    });
    expect(toLoaderOverlayView(fading, { fastFadeOut: true }).foreground.fadeOutMs).toBe(
      FOREGROUND_FADE_OUT_FAST_MS,
    );
  });

  it('turns progress into a whole percentage, only while the overlay shows', () => {
    expect(
      toLoaderOverlayView(state({ visible: true, fadingOut: false, progress: 0.426 })).foreground,
    ).toMatchObject({ progressPercent: 43 });
    expect(
      toLoaderOverlayView(state({ visible: false, fadingOut: true, progress: 0.5 })).foreground
        .progressPercent,
    ).toBeUndefined();
  });

  it('draws the background spinner when the state says so, even while the overlay fades out', () => {
    const view = toLoaderOverlayView(state({ visible: false, fadingOut: true }, true));
    expect(view.background.mounted).toBe(true);
    expect(view.foreground.mounted).toBe(true);
  });
});
