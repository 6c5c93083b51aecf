import { nativePlugin, type PluginListener, removeWhenReady } from './native-plugin.ts';

/** Capacitor's Keyboard plugin: tells when the on-screen keyboard opens and closes. */
export interface KeyboardPlugin {
  addListener(event: 'keyboardWillShow' | 'keyboardWillHide', listener: () => void): Promise<PluginListener>;
}

const NOT_TYPED = new Set([
  'button',
  'checkbox',
  'color',
  'file',
  'hidden',
  'image',
  'radio',
  'range',
  'reset',
  'submit',
]);

/** A field that brings up the on-screen keyboard when focused. */
export function isTextEntry(target: EventTarget | null): boolean {
  const element = target as Partial<HTMLInputElement> | null;
  if (!element?.tagName) return false;
  if (element.tagName === 'TEXTAREA' || element.isContentEditable) return true;
  return element.tagName === 'INPUT' && !NOT_TYPED.has(element.type ?? 'text');
}

/**
 * Tells when the on-screen keyboard opens (true) and closes (false), for the bottom bar to step aside
 * while the user types. Web fallback: a text field taking or losing focus. Returns the way to stop.
 */
export function watchKeyboard(
  onChange: (open: boolean) => void,
  plugin: KeyboardPlugin | null = nativePlugin<KeyboardPlugin>('Keyboard'),
  page?: Pick<Document, 'addEventListener' | 'removeEventListener'>,
): () => void {
  if (plugin) {
    const shown = plugin.addListener('keyboardWillShow', () => onChange(true));
    const hidden = plugin.addListener('keyboardWillHide', () => onChange(false));
    return () => {
      removeWhenReady(shown);
      removeWhenReady(hidden);
    };
  }
  const fields = page ?? document;
  const focusIn = (event: Event) => {
    if (isTextEntry(event.target)) onChange(true);
  };
  const focusOut = (event: Event) => {
    if (isTextEntry(event.target)) onChange(false);
  };
  fields.addEventListener('focusin', focusIn);
  fields.addEventListener('focusout', focusOut);
  return () => {
    fields.removeEventListener('focusin', focusIn);
    fields.removeEventListener('focusout', focusOut);
  };
}
