import { isNativePlatform } from '../native-platform.ts';

/** A listener a Capacitor plugin handed back: removed when the page no longer needs it. */
export interface PluginListener {
  remove(): Promise<void>;
}

/**
 * A plugin of the native shell by its Capacitor name (SPEC §7: App, SplashScreen, StatusBar, Keyboard,
 * AppUpdate), as the shell's bridge registers it; null on the web and during server rendering, where each
 * port does its web fallback instead. The app never bundles `@capacitor/core`: the bridge is the shell's.
 */
export function nativePlugin<T>(name: string): T | null {
  if (!isNativePlatform()) return null;
  const plugins = (globalThis as { Capacitor?: { Plugins?: Record<string, unknown> } }).Capacitor?.Plugins;
  return (plugins?.[name] as T | undefined) ?? null;
}

/** Removes a plugin listener once it is there; a failure to remove is of no consequence. */
export function removeWhenReady(listener: Promise<PluginListener>): void {
  listener.then((added) => added.remove()).catch(() => {});
}
