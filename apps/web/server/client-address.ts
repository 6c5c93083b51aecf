import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The address of the connection (behind a proxy: its address; the proxy's own headers are not trusted). */
export function remoteAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
