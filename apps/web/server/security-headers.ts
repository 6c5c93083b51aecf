import { NONCE, secureHeaders } from 'hono/secure-headers';

/** Strict CSP with a per-response nonce (DESIGN.md §6). Only embed routes may be framed by other sites. */
function policy(frameAncestors: string[]) {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: [NONCE, "'strict-dynamic'", "'self'"],
      // Google's sign-in button (script, its iframe and stylesheet) when Google sign-in is configured.
      styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
      frameSrc: ['https://accounts.google.com/gsi/'],
      // Google account photos are the avatar of users who signed up with Google.
      imgSrc: ["'self'", 'data:', 'blob:', 'https://lh3.googleusercontent.com'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
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

export const appSecurityHeaders = policy(["'none'"]);
export const embedSecurityHeaders = policy(['*']);

/** `/{locale}/embed/...` pages are the widget and may be framed. */
export function isEmbedPath(pathname: string): boolean {
  return /^\/[a-z]{2}\/embed(\/|$)/.test(pathname);
}
