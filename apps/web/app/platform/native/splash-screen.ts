import { nativePlugin } from './native-plugin.ts';

/** SPEC §9: the splash fades out over 2 s once hidden. */
export const SPLASH_FADE_OUT_MS = 2000;

/** Capacitor's SplashScreen plugin (shown by the shell until the app hides it: `launchAutoHide` off). */
export interface SplashScreenPlugin {
  hide(options: { fadeOutDuration: number }): Promise<void>;
}

/**
 * Hides the native splash when the app's first page is ready. Web fallback: a browser shows no splash of
 * the app's (the page's own loader covers start-up), so there is nothing to hide.
 */
export async function hideSplashScreen(
  plugin: SplashScreenPlugin | null = nativePlugin<SplashScreenPlugin>('SplashScreen'),
): Promise<void> {
  await plugin?.hide({ fadeOutDuration: SPLASH_FADE_OUT_MS });
}
