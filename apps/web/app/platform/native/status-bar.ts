import { nativePlugin } from './native-plugin.ts';

/** SPEC §9: Capacitor's status bar styles (DARK: light text, for a dark or coloured bar). */
export type StatusBarStyle = 'DARK' | 'LIGHT' | 'DEFAULT';

export interface StatusBarPlugin {
  setStyle(options: { style: StatusBarStyle }): Promise<void>;
  setBackgroundColor(options: { color: string }): Promise<void>;
}

export interface StatusBarLook {
  style: StatusBarStyle;
  /** The theme colour (#00ACC1, or a private app's brand colour). */
  color: string;
}

/**
 * Colours the device's status bar as the app's theme. Web fallback: the browser colours its own bar from
 * the page's `theme-color`, which is set to the same colour (the style is the browser's to choose).
 */
export async function styleStatusBar(
  look: StatusBarLook,
  plugin: StatusBarPlugin | null = nativePlugin<StatusBarPlugin>('StatusBar'),
  page?: Pick<Document, 'querySelector'>,
): Promise<void> {
  if (!plugin) {
    (page ?? document).querySelector('meta[name="theme-color"]')?.setAttribute('content', look.color);
    return;
  }
  await Promise.all([
    plugin.setStyle({ style: look.style }),
    plugin.setBackgroundColor({ color: look.color }),
  ]);
}
