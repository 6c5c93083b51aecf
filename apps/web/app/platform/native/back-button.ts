import { nativePlugin, type PluginListener, removeWhenReady } from './native-plugin.ts';

/** Capacitor's App plugin, as far as the hardware back button (Android) goes. */
export interface BackButtonPlugin {
  addListener(
    event: 'backButton',
    listener: (event: { canGoBack: boolean }) => void,
  ): Promise<PluginListener>;
  exitApp(): Promise<void>;
}

/**
 * The device's back button goes back a page, and leaves the app from its first page. Web fallback: the
 * browser's own back button already does that, so nothing listens. Returns the way to stop listening.
 */
export function handleBackButton(
  goBack: () => void,
  plugin: BackButtonPlugin | null = nativePlugin<BackButtonPlugin>('App'),
): () => void {
  if (!plugin) return () => {};
  const listener = plugin.addListener('backButton', ({ canGoBack }) => {
    if (canGoBack) goBack();
    else void plugin.exitApp();
  });
  return () => removeWhenReady(listener);
}
