import { createMiddleware } from 'hono/factory';
import type { ApiEnv } from '../deps.ts';
import { carriesSession } from './private-responses.ts';
import { isSuccessfulWrite } from './successful-write.ts';

/** Longest any answer is kept, whatever its `max-age` says (ADR 010). */
const MAX_TTL_MS = 300_000;
const PUBLIC_MAX_AGE = /^public,\s*max-age=(\d+)/;
/** Request headers an answer may vary by and still be kept: both are part of the key. */
const KEYED_VARY = new Set(['accept', 'accept-language']);

/** The seconds of `Cache-Control: public, max-age=N`, or undefined when the answer is not public. */
export const publicMaxAge = (response: Response) =>
  response.headers.get('cache-control')?.match(PUBLIC_MAX_AGE)?.[1];

interface Stored {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  expiresAt: number;
}

export interface PublicResponseCacheOptions {
  /** Most answers kept at once (the oldest go first). */
  maxEntries?: number;
  /** Largest answer kept, in bytes. */
  maxBodyBytes?: number;
  /** Most bytes of answers kept at once (the oldest go first). */
  maxTotalBytes?: number;
  now?: () => number;
}

/**
 * ADR 010: the API keeps, in this process, what it already lets any shared cache keep — a GET's answer
 * marked `public, max-age=N`, for at most N seconds — and serves it again to requests without a session,
 * in the same language. Concurrent misses of one answer wait for one computation. Any successful write
 * through this API clears everything, so what a user changes here is seen at once.
 */
export function createPublicResponseCache(options: PublicResponseCacheOptions = {}) {
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBodyBytes = options.maxBodyBytes ?? 256 * 1024;
  const maxTotalBytes = options.maxTotalBytes ?? 32 * 1024 * 1024;
  let totalBytes = 0;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Stored>();
  const pending = new Map<string, Promise<Stored | undefined>>();
  /** Keys whose last answer could not be kept (e.g. `no-store`): their requests do not wait on each other. */
  const notKept = new Set<string>();
  let generation = 0;

  const answer = (stored: Stored) =>
    new Response(stored.body, { status: stored.status, headers: stored.headers });

  /** The answer as it can be kept, or undefined when it may not be (its body then stays unread). */
  async function keepable(response: Response): Promise<Stored | undefined> {
    const maxAge = publicMaxAge(response);
    if (response.status !== 200 || !maxAge || response.headers.has('set-cookie')) return undefined;
    const vary =
      response.headers
        .get('vary')
        ?.toLowerCase()
        .split(/\s*,\s*/) ?? [];
    if (!vary.every((header) => KEYED_VARY.has(header))) return undefined;
    const length = Number(response.headers.get('content-length') ?? 0);
    if (length > maxBodyBytes) return undefined;
    return {
      status: response.status,
      headers: [...response.headers],
      body: await response.arrayBuffer(),
      expiresAt: now() + Math.min(Number(maxAge) * 1000, MAX_TTL_MS),
    };
  }

  function forget(key: string) {
    totalBytes -= entries.get(key)?.body.byteLength ?? 0;
    entries.delete(key);
  }

  function keep(key: string, stored: Stored) {
    forget(key);
    entries.set(key, stored);
    totalBytes += stored.body.byteLength;
    while (entries.size > maxEntries || totalBytes > maxTotalBytes)
      forget(entries.keys().next().value as string);
  }

  const middleware = createMiddleware<ApiEnv>(async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET') {
      await next();
      if (isSuccessfulWrite(method, c.res.status)) clear();
      return;
    }
    // A byte range (a video seeking) is a part of an answer: never served from whole ones, nor kept.
    if (carriesSession(c.req.raw.headers) || c.req.header('range')) return next();
    const url = new URL(c.req.url);
    const key = `${c.get('locale')} ${c.req.header('accept') ?? ''} ${url.pathname}${url.search}`;
    const hit = entries.get(key);
    if (hit && hit.expiresAt > now()) {
      c.res = answer(hit);
      return;
    }
    if (hit) forget(key);
    if (notKept.has(key)) {
      await next();
      if (publicMaxAge(c.res) !== undefined) notKept.delete(key);
      return;
    }
    const waiting = pending.get(key);
    if (waiting) {
      const shared = await waiting;
      if (shared) {
        c.res = answer(shared);
        return;
      }
    }
    const startedIn = generation;
    let settle: (stored: Stored | undefined) => void = () => {};
    pending.set(
      key,
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    try {
      await next();
      const stored = await keepable(c.res);
      if (stored) {
        c.res = answer(stored);
        // A write finished while this was computed: the answer may predate it.
        if (startedIn === generation && stored.body.byteLength <= maxBodyBytes) keep(key, stored);
      } else {
        if (notKept.size >= maxEntries) notKept.clear();
        notKept.add(key);
      }
      settle(stored);
    } catch (error) {
      settle(undefined);
      throw error;
    } finally {
      pending.delete(key);
    }
  });

  function clear() {
    generation += 1;
    entries.clear();
    totalBytes = 0;
  }

  return { middleware, clear, size: () => entries.size, bytes: () => totalBytes };
}
