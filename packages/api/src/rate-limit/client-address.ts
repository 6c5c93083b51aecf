import type { Context } from 'hono';

/**
 * The web server puts the caller's address in this header after removing any that came from outside, so
 * the API can trust it (in-process server-rendering calls forward the browser's address the same way).
 */
export const CLIENT_ADDRESS_HEADER = 'x-kalendo-client-address';

export function clientAddress(c: Context): string {
  return c.req.header(CLIENT_ADDRESS_HEADER) ?? 'unknown';
}
