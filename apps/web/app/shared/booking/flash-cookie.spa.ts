import type { Flash } from './flash-toast.tsx';
import { toFlash } from './flash-value.ts';

/**
 * The SPA build's `flash-cookie.server.ts` (ADR 004): the web view has no server to set an HTTP-only
 * cookie, so a flash message to the next page is kept for this tab in session storage; the same three
 * calls, whose "header" the page's loader hands back (a header the web view ignores).
 */
const KEY = 'kalendo.flash';

export async function setFlash(flash: Flash): Promise<string> {
  sessionStorage.setItem(KEY, JSON.stringify(flash));
  return '';
}

export async function clearFlash(): Promise<string> {
  sessionStorage.removeItem(KEY);
  return '';
}

export async function readFlash(_request: Request): Promise<Flash | null> {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  return toFlash(JSON.parse(raw) as Partial<Flash> | null);
}
