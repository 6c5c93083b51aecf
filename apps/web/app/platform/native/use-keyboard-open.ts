import { useEffect, useState } from 'react';
import { watchKeyboard } from './keyboard.ts';

/** True while the on-screen keyboard is open (the native Keyboard plugin, or a focused text field). */
export function useKeyboardOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => watchKeyboard(setOpen), []);
  return open;
}
