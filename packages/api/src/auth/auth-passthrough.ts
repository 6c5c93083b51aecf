import type { Context } from 'hono';
import type { BotCheck } from '../bot-check/create-bot-check.ts';
import type { createSignInFailures } from '../bot-check/sign-in-failures.ts';
import { carriesSession } from '../caching/private-responses.ts';
import { errorResponse } from '../errors/error-response.ts';
import type { createRateLimiter } from '../rate-limit/create-rate-limiter.ts';
import type { Auth } from './create-auth.ts';

/** The solved ALTCHA payload travels in this header (the web forwards its form field). */
export const BOT_CHECK_HEADER = 'X-Bot-Check';

/** Endpoints that always need a solved bot check (SPEC §1). */
const ALWAYS_CHECKED = new Set(['/auth/sign-up/email', '/auth/request-password-reset']);
const SIGN_IN = '/auth/sign-in/email';
const SOCIAL_SIGN_IN = '/auth/sign-in/social';
/** Sends mail to an address: a bot check unless signed in, and a few per address per hour in any case. */
const SEND_VERIFICATION = '/auth/send-verification-email';
export const VERIFICATION_EMAILS_PER_HOUR = 3;

interface PassthroughOptions {
  auth: Auth;
  botCheck: BotCheck;
  signInFailures: ReturnType<typeof createSignInFailures>;
  /** Counts mails per address (`VERIFICATION_EMAILS_PER_HOUR`). */
  mailsPerAddress: ReturnType<typeof createRateLimiter>;
}

/**
 * Everything under `/auth/*` that is better-auth's (sign-up, sign-in, sign-out, sessions, password
 * reset), behind the bot check where SPEC §1 asks for it, with failed sign-ins counted per email.
 */
export function authPassthrough({ auth, botCheck, signInFailures, mailsPerAddress }: PassthroughOptions) {
  /** `validated`: the body a route of ours checked against its contract (with defaults), sent as JSON. */
  return async (c: Context, validated?: object) => {
    const headers = new Headers(c.req.raw.headers);
    let body: ArrayBuffer | undefined;
    if (validated) {
      body = new TextEncoder().encode(JSON.stringify(validated)).buffer as ArrayBuffer;
      headers.set('Content-Type', 'application/json');
      headers.delete('Content-Length');
    } else if (c.req.method !== 'GET') {
      body = await c.req.arrayBuffer();
    }
    const path = c.req.path;
    const email = path === SIGN_IN ? await readEmail(body, c.req.header('content-type')) : undefined;
    const mailTo =
      path === SEND_VERIFICATION ? await readEmail(body, c.req.header('content-type')) : undefined;
    const checkNeeded =
      ALWAYS_CHECKED.has(path) ||
      (path === SEND_VERIFICATION && !carriesSession(headers)) ||
      (email !== undefined && signInFailures.needsBotCheck(email));
    if (c.req.method === 'POST' && checkNeeded) {
      const solution = c.req.header(BOT_CHECK_HEADER);
      if (!solution) return errorResponse(c, 'BOT_CHECK_REQUIRED');
      if (!(await botCheck.verify(solution))) return errorResponse(c, 'BOT_CHECK_FAILED');
    }
    if (mailTo !== undefined) {
      const decision = await mailsPerAddress.hit(mailTo);
      if (!decision.allowed)
        return errorResponse(c, 'RATE_LIMITED', undefined, {
          'Retry-After': String(decision.retryAfterSeconds),
        });
    }
    // The API sees paths without its mount prefix; better-auth works with the public path.
    const url = new URL(c.req.url);
    url.pathname = `/api/v1${url.pathname}`;
    const response = await auth.handler(new Request(url, { method: c.req.method, headers, body }));
    if (path === SOCIAL_SIGN_IN && (await isUnlinkedAccount(response)))
      return errorResponse(c, 'GOOGLE_ACCOUNT_NOT_LINKED');
    if (email !== undefined && response.status === 401) signInFailures.record(email);
    if (email !== undefined && response.ok) signInFailures.clear(email);
    return withStandardRetryAfter(response);
  };
}

/**
 * The email a sign-in is for, whatever the body's encoding better-auth accepts (JSON, URL-encoded form,
 * multipart), so that failures are counted and the bot check asked for by email in every case.
 */
async function readEmail(body: ArrayBuffer | undefined, contentType = ''): Promise<string | undefined> {
  if (!body) return undefined;
  try {
    let email: unknown;
    if (/^application\/x-www-form-urlencoded/i.test(contentType)) {
      email = new URLSearchParams(new TextDecoder().decode(body)).get('email');
    } else if (/^multipart\/form-data/i.test(contentType)) {
      const form = await new Response(body, { headers: { 'Content-Type': contentType } }).formData();
      email = form.get('email');
    } else {
      email = (JSON.parse(new TextDecoder().decode(body)) as { email?: unknown }).email;
    }
    return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

/** better-auth refused to join a Google sign-in to the existing account of its email (not verified). */
async function isUnlinkedAccount(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === 'OAUTH_LINK_ERROR';
}

/** Rate-limited answers carry the standard Retry-After (better-auth names it X-Retry-After). */
function withStandardRetryAfter(response: Response): Response {
  const retryAfter = response.headers.get('x-retry-after');
  if (response.status !== 429 || !retryAfter || response.headers.has('retry-after')) return response;
  const headers = new Headers(response.headers);
  headers.set('Retry-After', retryAfter);
  return new Response(response.body, { status: 429, headers });
}

/** Hands a request to better-auth; `validated` replaces its body when a route of ours checked it. */
export type AuthPassthrough = ReturnType<typeof authPassthrough>;
