/** The native shell's App plugin (Capacitor's `App`): tells of an address that opened the app. */
export interface AppUrlPlugin {
  addListener(
    event: 'appUrlOpen',
    listener: (event: { url: string }) => void,
  ): Promise<{ remove(): Promise<void> }>;
}

/** The plugin the native shell registered; null on the web (no deep links reach a page there). */
export function appUrlPlugin(): AppUrlPlugin | null {
  const plugins = (globalThis as { Capacitor?: { Plugins?: { App?: AppUrlPlugin } } }).Capacitor?.Plugins;
  return plugins?.App ?? null;
}

export interface DeepLinkDeps {
  /** The site's public origin: links to its pages open them in the app. */
  origin: string;
  navigate(path: string): void | Promise<void>;
  report(error: unknown): void;
}

/**
 * Opens the app's page for a link that opened the app (a universal/app link to the site). A link that is
 * not one of the site's pages, or whose navigation fails, is reported to error reporting (SPEC §8).
 */
export async function followDeepLink(url: string, deps: DeepLinkDeps): Promise<void> {
  try {
    const link = new URL(url);
    if (link.origin !== deps.origin) throw new Error(`Deep link to another site: ${link.origin}`);
    await deps.navigate(`${link.pathname}${link.search}${link.hash}`);
  } catch (error) {
    deps.report(error);
  }
}
