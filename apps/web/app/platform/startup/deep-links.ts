import { nativePlugin, type PluginListener } from '../native/native-plugin.ts';

/** The native shell's App plugin (Capacitor's `App`): tells of an address that opened the app. */
export interface AppUrlPlugin {
  addListener(event: 'appUrlOpen', listener: (event: { url: string }) => void): Promise<PluginListener>;
}

/** The plugin the native shell registered; null on the web (no deep links reach a page there). */
export function appUrlPlugin(): AppUrlPlugin | null {
  return nativePlugin<AppUrlPlugin>('App');
}

export interface DeepLinkDeps {
  /** The site's public origin: links to its pages open them in the app. */
  origin: string;
  navigate(path: string): void | Promise<void>;
  /** The home page, in the app's language: opened when a link cannot be (SPEC §8). */
  fallback: string;
  report(error: unknown): void;
}

/**
 * Opens the app's page for a link that opened the app (a universal/app link to the site): the path after
 * the domain (SPEC §9). A link that is not one of the site's pages, or whose navigation fails, is reported
 * to error reporting and the home page opens instead (SPEC §8).
 */
export async function followDeepLink(url: string, deps: DeepLinkDeps): Promise<void> {
  try {
    const link = new URL(url);
    if (link.origin !== deps.origin) throw new Error(`Deep link to another site: ${link.origin}`);
    await deps.navigate(`${link.pathname}${link.search}${link.hash}`);
  } catch (error) {
    deps.report(error);
    await Promise.resolve(deps.navigate(deps.fallback)).catch(deps.report);
  }
}
