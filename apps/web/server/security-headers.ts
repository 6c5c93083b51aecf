import { NONCE, secureHeaders } from 'hono/secure-headers';

/**
 * Strict CSP with a per-response nonce (DESIGN.md §6). Only embed routes may be framed by other sites.
 * The map (MapLibre 6) runs its worker from our own origin (`worker-src 'self'`), decodes images from
 * `blob:`/`data:` URLs and, with `MAP_STYLE_URL`, fetches the style and tiles from that origin.
 */
function policy(frameAncestors: string[], mapOrigins: string[], reportOrigins: string[]) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'", "'self'"],
      // Google's sign-in button (script, its iframe and stylesheet) when Google sign-in is configured.
      styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
      // Our own embed pages: the partner portal previews the business's widget (ADR 044).
      frameSrc: ["'self'", 'https://accounts.google.com/gsi/'],
      // Google account photos are the avatar of users who signed up with Google.
      imgSrc: ["'self'", 'data:', 'blob:', 'https://lh3.googleusercontent.com'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", 'https://accounts.google.com/gsi/', ...mapOrigins, ...reportOrigins],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors,
      manifestSrc: ["'self'"],
      workerSrc: ["'self'"],
    },
    strictTransportSecurity: 'max-age=63072000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: frameAncestors.includes("'none'") ? 'DENY' : false,
    crossOriginResourcePolicy: frameAncestors.includes("'none'") ? 'same-origin' : 'cross-origin',
    permissionsPolicy: { camera: [], microphone: [], geolocation: ['self'] },
  });
}

/** The headers of app pages and of embed pages, given the map style's URL (`MAP_STYLE_URL`) if any. */
export function createSecurityHeaders(mapStyleUrl?: string, errorReportingDsn?: string) {
  const mapOrigins = mapStyleUrl ? [new URL(mapStyleUrl).origin] : [];
  // ADR 021: the browser sends its error reports to the DSN's origin, only when one is configured.
  const reportOrigins = errorReportingDsn ? [new URL(errorReportingDsn).origin] : [];
  return {
    app: policy(["'none'"], mapOrigins, reportOrigins),
    embed: policy(['*'], mapOrigins, reportOrigins),
  };
}

/**
 * Set by an embed page's render (internal, never sent): the sites that may frame it, separated by spaces
 * (`*`, origins, or empty for none).
 */
export const FRAME_ANCESTORS_HEADER = 'x-kalendo-frame-ancestors';

/**
 * Issue 26 item 4: an embed page may be framed by the sites its business allows and by our own origin; a
 * not-found page of the widget by any (it names no business and shows nothing of one); any other embed
 * answer by our own origin only.
 */
export function frameEmbedPage(response: Response) {
  const csp = response.headers.get('content-security-policy');
  const named = response.headers.get(FRAME_ANCESTORS_HEADER);
  if (!csp) return;
  response.headers.delete(FRAME_ANCESTORS_HEADER);
  const sources = named === null ? (response.status === 404 ? '*' : '') : named.trim();
  if (sources === '*') return;
  // Our own origin may always frame it: the partner portal shows the real widget as its preview (ADR 044).
  response.headers.set(
    'content-security-policy',
    csp.replace(/frame-ancestors [^;]*/, `frame-ancestors 'self'${sources ? ` ${sources}` : ''}`),
  );
  if (!sources) response.headers.set('x-frame-options', 'SAMEORIGIN');
}

/** `/{locale}/embed/...` pages are the widget and may be framed. */
export function isEmbedPath(pathname: string): boolean {
  return /^\/[a-z]{2}\/embed(\/|$)/.test(pathname);
}
