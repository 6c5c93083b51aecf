import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the demo's stored media live (their `storage_key` is a path under it, e.g. `clips/look-1.mp4`). */
export const DEMO_MEDIA_DIR = fileURLToPath(new URL('./media/', import.meta.url));

/** The file of a demo storage key, or null for a key that would lead outside the directory. */
export function demoMediaPath(storageKey: string): string | null {
  const path = resolve(DEMO_MEDIA_DIR, storageKey);
  return path.startsWith(`${resolve(DEMO_MEDIA_DIR)}${sep}`) ? path : null;
}
