import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BackButtonPlugin, handleBackButton } from './back-button.ts';
import { isTextEntry, type KeyboardPlugin, watchKeyboard } from './keyboard.ts';
import { nativePlugin } from './native-plugin.ts';
import { hideSplashScreen, SPLASH_FADE_OUT_MS } from './splash-screen.ts';
import { type StatusBarPlugin, styleStatusBar } from './status-bar.ts';

type Listener = (event: never) => void;

/** A plugin stub that keeps its listeners by event, as Capacitor's `addListener` does. */
function listening() {
  const listeners = new Map<string, Listener>();
  const removed: string[] = [];
  return {
    listeners,
    removed,
    addListener: vi.fn(async (event: string, listener: Listener) => {
      listeners.set(event, listener);
      return { remove: async () => void removed.push(event) };
    }),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nativePlugin', () => {
  it('is null on the web, even if a page defines Capacitor plugins without the native bridge', () => {
    vi.stubGlobal('Capacitor', { isNativePlatform: () => false, Plugins: { App: {} } });
    expect(nativePlugin('App')).toBeNull();
  });

  it('is the plugin the native bridge registered', () => {
    const app = {};
    vi.stubGlobal('Capacitor', { isNativePlatform: () => true, Plugins: { App: app } });
    expect(nativePlugin('App')).toBe(app);
    expect(nativePlugin('Keyboard')).toBeNull();
  });
});

describe('handleBackButton', () => {
  it('web fallback: listens to nothing (the browser goes back itself)', () => {
    const goBack = vi.fn();
    const stop = handleBackButton(goBack, null);
    stop();
    expect(goBack).not.toHaveBeenCalled();
  });

  it('native: goes back a page, leaves the app from the first one, stops listening when asked', async () => {
    const app = { ...listening(), exitApp: vi.fn(async () => {}) };
    const goBack = vi.fn();
    const stop = handleBackButton(goBack, app as unknown as BackButtonPlugin);
    const press = app.listeners.get('backButton') as (event: { canGoBack: boolean }) => void;
    press({ canGoBack: true });
    expect(goBack).toHaveBeenCalledOnce();
    expect(app.exitApp).not.toHaveBeenCalled();
    press({ canGoBack: false });
    expect(app.exitApp).toHaveBeenCalledOnce();
    stop();
    await flush();
    expect(app.removed).toEqual(['backButton']);
  });
});

describe('hideSplashScreen', () => {
  it('web fallback: nothing to hide', async () => {
    await expect(hideSplashScreen(null)).resolves.toBeUndefined();
  });

  it('native: hides the splash with the 2 s fade of SPEC §9', async () => {
    const splash = { hide: vi.fn(async () => {}) };
    await hideSplashScreen(splash);
    expect(splash.hide).toHaveBeenCalledWith({ fadeOutDuration: 2000 });
    expect(SPLASH_FADE_OUT_MS).toBe(2000);
  });
});

describe('styleStatusBar', () => {
  it('web fallback: the page’s theme-color takes the colour', async () => {
    const meta = { setAttribute: vi.fn() };
    const page = { querySelector: vi.fn(() => meta) } as unknown as Pick<Document, 'querySelector'>;
    await styleStatusBar({ style: 'DARK', color: '#123456' }, null, page);
    expect(page.querySelector).toHaveBeenCalledWith('meta[name="theme-color"]');
    expect(meta.setAttribute).toHaveBeenCalledWith('content', '#123456');
  });

  it('native: sets the style and the background colour', async () => {
    const bar = { setStyle: vi.fn(async () => {}), setBackgroundColor: vi.fn(async () => {}) };
    await styleStatusBar({ style: 'LIGHT', color: '#00ACC1' }, bar as StatusBarPlugin);
    expect(bar.setStyle).toHaveBeenCalledWith({ style: 'LIGHT' });
    expect(bar.setBackgroundColor).toHaveBeenCalledWith({ color: '#00ACC1' });
  });
});

describe('watchKeyboard', () => {
  it('web fallback: a text field taking and losing focus opens and closes the keyboard', () => {
    const handlers = new Map<string, (event: Event) => void>();
    const page = {
      addEventListener: vi.fn((type: string, handler: (event: Event) => void) => handlers.set(type, handler)),
      removeEventListener: vi.fn((type: string) => handlers.delete(type)),
    } as unknown as Pick<Document, 'addEventListener' | 'removeEventListener'>;
    const seen: boolean[] = [];
    const stop = watchKeyboard((open) => seen.push(open), null, page);
    const fire = (type: string, target: object) => handlers.get(type)?.({ target } as unknown as Event);
    fire('focusin', { tagName: 'INPUT', type: 'search' });
    fire('focusout', { tagName: 'INPUT', type: 'search' });
    fire('focusin', { tagName: 'INPUT', type: 'checkbox' });
    fire('focusin', { tagName: 'BUTTON' });
    expect(seen).toEqual([true, false]);
    stop();
    expect(handlers.size).toBe(0);
  });

  it('native: follows the plugin’s keyboardWillShow and keyboardWillHide', async () => {
    const keyboard = listening();
    const seen: boolean[] = [];
    const stop = watchKeyboard((open) => seen.push(open), keyboard as unknown as KeyboardPlugin);
    (keyboard.listeners.get('keyboardWillShow') as () => void)();
    (keyboard.listeners.get('keyboardWillHide') as () => void)();
    expect(seen).toEqual([true, false]);
    stop();
    await flush();
    expect(keyboard.removed.sort()).toEqual(['keyboardWillHide', 'keyboardWillShow']);
  });

  it('knows which fields bring up a keyboard', () => {
    expect(isTextEntry({ tagName: 'TEXTAREA' } as unknown as EventTarget)).toBe(true);
    expect(isTextEntry({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(true);
    expect(isTextEntry({ tagName: 'INPUT', type: 'email' } as unknown as EventTarget)).toBe(true);
    expect(isTextEntry({ tagName: 'INPUT', type: 'radio' } as unknown as EventTarget)).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});
