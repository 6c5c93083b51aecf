import { createCookie } from 'react-router';
import type { Flash } from './flash-toast.tsx';
import { toFlash } from './flash-value.ts';

/** Server only: the cookie code stays out of the browser bundle. */
const flashCookie = createCookie('kalendo_flash', { httpOnly: true, sameSite: 'lax', path: '/', maxAge: 60 });

/** The `Set-Cookie` that carries a flash message to the next page. */
export function setFlash(flash: Flash): Promise<string> {
  return flashCookie.serialize(flash);
}

/** The `Set-Cookie` that removes the flash message once shown. */
export function clearFlash(): Promise<string> {
  return flashCookie.serialize('', { maxAge: 0 });
}

/** The flash message a request carries, if any (anything unknown is ignored). */
export async function readFlash(request: Request): Promise<Flash | null> {
  return toFlash((await flashCookie.parse(request.headers.get('Cookie'))) as Partial<Flash> | null);
}
