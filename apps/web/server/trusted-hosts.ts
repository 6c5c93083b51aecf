import type { MiddlewareHandler } from 'hono';

/** What the trusted-host gate knows of the request's host. */
export interface TrustedHost {
  /** The origin links and redirects of this request are built from (never the raw `Host`). */
  origin: string;
  /** The host is a business's custom domain (custom-domain mode, DESIGN.md §4). */
  customDomain: boolean;
}

declare module 'hono' {
  interface ContextVariableMap {
    trustedHost: TrustedHost;
  }
}

export interface TrustedHostOptions {
  /** `PUBLIC_URL`: Kalendo's own origin, the one every emailed link uses. */
  publicOrigin: string;
  /** Is this host name a business's custom domain (looked up in the database)? */
  isCustomDomain: (hostname: string) => Promise<boolean>;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);
/** A host name with an optional port, as browsers send it: nothing else reaches a look-up. */
const HOST_SHAPE =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/**
 * SECURITY.md "Trusted hosts": a request is served only for `PUBLIC_URL`'s host, a verified custom domain
 * of a business, or (when `PUBLIC_URL` itself is a loopback address, i.e. a local run) a loopback host on
 * any port. Anything else is a misdirected request: no page, no API call, no email.
 */
export function createTrustedHosts({ publicOrigin, isCustomDomain }: TrustedHostOptions) {
  const publicUrl = new URL(publicOrigin);
  const local = LOOPBACK.has(publicUrl.hostname);
  const scheme = publicUrl.protocol;

  async function resolve(requestHost: string): Promise<TrustedHost | null> {
    const host = requestHost.trim().toLowerCase().replace(/\.$/, '');
    if (host.length > 260 || !HOST_SHAPE.test(host)) return null;
    if (host === publicUrl.host) return { origin: publicUrl.origin, customDomain: false };
    const hostname = host.replace(/:\d+$/, '');
    if (local && LOOPBACK.has(hostname)) return { origin: `${scheme}//${host}`, customDomain: false };
    if (LOOPBACK.has(hostname) || hostname === publicUrl.hostname) return null;
    return (await isCustomDomain(hostname)) ? { origin: `${scheme}//${hostname}`, customDomain: true } : null;
  }

  /** The gate: first middleware of the server; later code reads `c.get('trustedHost')`. */
  const middleware: MiddlewareHandler = async (c, next) => {
    // The node server builds the URL from the Host header (in-process test requests: from their URL).
    const trusted = await resolve(new URL(c.req.url).host);
    if (!trusted) return c.text('Misdirected Request: this server does not serve that host.', 421);
    c.set('trustedHost', trusted);
    await next();
  };

  return { publicOrigin: publicUrl.origin, resolve, middleware };
}

export type TrustedHosts = ReturnType<typeof createTrustedHosts>;
