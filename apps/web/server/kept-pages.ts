import { publicMaxAge } from '@kalendo/api';

/** Longest a page is kept, however long the answers it was made of may be kept (ADR 015). */
const MAX_TTL_MS = 60_000;
/** A page as UTF-8 bytes: what a kept page answers, and what a visitor's overlay is added to (ADR 040). */
export interface PageBytes {
  status: number;
  headers: HeadersInit;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * A page's answer, its body the bytes themselves: the Node server writes them at once. Reading the answer
 * back (`text()`, `body`) would have fetch's `Response` stream it; and a text body is encoded as UTF-8 on
 * every answer, which cost a kept page more than anything else once nothing else was left (issue 14).
 */
export function pageResponse(page: PageBytes): Response {
  return new Response(page.bytes, { status: page.status, headers: page.headers });
}

/** What a page may be: a document or the data of a client-side navigation. */
const KEPT_TYPES = /^(text\/html|text\/x-script)/;

interface KeptPage {
  status: number;
  headers: [string, string][];
  /**
   * The page's UTF-8 bytes between the places of the nonce it was rendered with: each answer puts its
   * request's own nonce between them, copying bytes rather than encoding the text again.
   */
  parts: Buffer[];
  /** Bytes of the parts together. */
  size: number;
  expiresAt: number;
}

export interface KeptPagesOptions {
  /** Most pages kept at once (the oldest go first). */
  maxEntries?: number;
  /** Most bytes of pages kept at once (the oldest go first). */
  maxTotalBytes?: number;
  /** Largest page kept, in bytes. */
  maxPageBytes?: number;
  /**
   * Cookies a kept page may set: those whose value is made from the page's URL alone (a first visit's
   * "recently viewed" list is the place it views), never one that names a visitor.
   */
  cookiesOfTheUrl?: readonly string[];
  /**
   * Our cookies a page may read (the language chosen, the places seen): a request carrying them may be
   * answered from what is kept, and their values are part of its key. Any other cookie of ours (a session,
   * a guest basket, a flash message) makes the page the visitor's own: it is rendered, never kept.
   */
  keyCookies?: readonly string[];
  /** Our cookies no page reads on the server (the tracking record goes only to the API's writes): ignored. */
  ignoredCookies?: readonly string[];
  /**
   * ADR 040: may a page that is the same for everyone be answered to a visitor who carries these of our
   * cookies (all but the key and ignored ones) as the kept page plus an overlay of theirs? The cookies
   * must be ones the overlay stands for (a session, a guest basket), and not a mix a page acts on.
   */
  overlaid?: (names: readonly string[]) => boolean;
  now?: () => number;
}

/** Our cookies: better-auth's (`kalendo.*`, with a `__Secure-` prefix on https) and the app's (`kalendo_*`). */
const OUR_COOKIE = /^(__Secure-|__Host-)?kalendo[._-]/;
/** A `Cookie` header's pairs, each with its name ('' for a part without one). */
function cookiePairs(header: string | null): { cookie: string; name: string }[] {
  return (header ?? '').split(';').map((part) => {
    const cookie = part.trim();
    return { cookie, name: cookie.slice(0, Math.max(0, cookie.indexOf('='))).trim() };
  });
}

/** Longest cookie part of a key: a longer value is not a list a page would show. */
const MAX_KEY_COOKIES_CHARS = 1024;

/** What a page read from the API while it rendered, and so how long the page may be kept. */
export interface PageReads {
  /** One answer the page's loaders received. */
  note(method: string, response: Response): void;
  /** 0 when the page may not be kept: it wrote, or read an answer that is not public. */
  ttlMs(): number;
}

export function trackPageReads(): PageReads {
  let ttl = MAX_TTL_MS;
  return {
    note(method, response) {
      const maxAge = method === 'GET' ? publicMaxAge(response) : undefined;
      ttl = maxAge === undefined ? 0 : Math.min(ttl, Number(maxAge) * 1000);
    },
    ttlMs: () => ttl,
  };
}

/**
 * ADR 015: a page asked for without credentials and without a cookie that names a visitor (a first visit, a
 * crawler, a link preview, a returning visitor who has not signed in and has no basket) is the same for
 * everyone who asks for it in the same language on the same host with the same page cookies. It is kept in this process
 * for as long as every API answer it was made of may be kept (ADR 010), at most a minute, and answered
 * again with the new request's nonce in place of the one it was rendered with. Any successful write
 * through the API forgets every page, and a page rendered across a write is not kept.
 */
export function createKeptPages(options: KeptPagesOptions = {}) {
  const maxEntries = options.maxEntries ?? 500;
  const maxTotalBytes = options.maxTotalBytes ?? 16 * 1024 * 1024;
  const maxPageBytes = options.maxPageBytes ?? 512 * 1024;
  const now = options.now ?? Date.now;
  const cookiesOfTheUrl = new Set(options.cookiesOfTheUrl ?? []);
  const keyCookies = new Set(options.keyCookies ?? []);
  const ignoredCookies = new Set(options.ignoredCookies ?? []);
  const overlaid = options.overlaid;
  /**
   * The part of a request's cookies a page may depend on, sorted; undefined when a cookie makes the page
   * the visitor's own. Other sites' cookies (a business's analytics on a custom domain) are not read by
   * any page and change nothing.
   */
  const cookiesKey = (header: string | null): string | undefined => {
    if (!header) return '';
    const kept: string[] = [];
    for (const { cookie, name } of cookiePairs(header)) {
      if (!name || ignoredCookies.has(name) || !OUR_COOKIE.test(name)) continue;
      if (!keyCookies.has(name)) return undefined;
      kept.push(cookie);
    }
    const key = kept.sort().join('; ');
    return key.length > MAX_KEY_COOKIES_CHARS ? undefined : key;
  };
  /** Does the page set only cookies made from its URL? */
  const setsOnlyUrlCookies = (response: Response) =>
    response.headers
      .getSetCookie()
      .every((cookie) => cookiesOfTheUrl.has(cookie.slice(0, cookie.indexOf('=')).trim()));
  const entries = new Map<string, KeptPage>();
  let totalBytes = 0;
  let generation = 0;

  function forget(key: string) {
    totalBytes -= entries.get(key)?.size ?? 0;
    entries.delete(key);
  }

  function keep(key: string, page: KeptPage) {
    forget(key);
    entries.set(key, page);
    totalBytes += page.size;
    while (entries.size > maxEntries || totalBytes > maxTotalBytes)
      forget(entries.keys().next().value as string);
  }

  return {
    /**
     * The key of a page request that may be answered from what is kept: a GET with no credentials and
     * none of our cookies but those a page may read (`keyCookies`, whose values are part of the key);
     * `variant` names what else the page depends on (host, negotiated language, crawler).
     */
    keyOf(request: Request, variant: string): string | undefined {
      if (request.method !== 'GET' || request.headers.has('authorization')) return undefined;
      const cookies = cookiesKey(request.headers.get('cookie'));
      if (cookies === undefined) return undefined;
      const url = new URL(request.url);
      return `${variant} ${url.pathname}${url.search}\n${cookies}`;
    },

    /**
     * ADR 040: the public part of a visitor's own page request (a GET for a document whose cookies of ours
     * that name the visitor may all be overlaid): the same request without them; else undefined.
     */
    publicRequestOf(request: Request): Request | undefined {
      if (!overlaid || request.method !== 'GET' || request.headers.has('authorization')) return undefined;
      if (new URL(request.url).pathname.endsWith('.data')) return undefined;
      const kept: string[] = [];
      const visitor: string[] = [];
      for (const { cookie, name } of cookiePairs(request.headers.get('cookie'))) {
        if (!name) continue;
        if (OUR_COOKIE.test(name) && !keyCookies.has(name) && !ignoredCookies.has(name)) visitor.push(name);
        else kept.push(cookie);
      }
      if (visitor.length === 0 || !overlaid(visitor)) return undefined;
      const headers = new Headers(request.headers);
      if (kept.length > 0) headers.set('cookie', kept.join('; '));
      else headers.delete('cookie');
      return new Request(request.url, { method: 'GET', headers, signal: request.signal });
    },

    /** The kept page for this key, with `nonce` in it, as bytes; or undefined. */
    findBytes(key: string, nonce: string): PageBytes | undefined {
      const page = entries.get(key);
      if (!page) return undefined;
      if (page.expiresAt <= now() || !nonce) {
        forget(key);
        return undefined;
      }
      const nonceBytes = Buffer.from(nonce, 'utf8');
      const chunks: Buffer[] = [];
      for (const part of page.parts) {
        if (chunks.length > 0) chunks.push(nonceBytes);
        chunks.push(part);
      }
      const size = page.size + (page.parts.length - 1) * nonceBytes.length;
      return { status: page.status, headers: page.headers, bytes: Buffer.concat(chunks, size) };
    },

    /** The kept page for this key, with `nonce` in it, or undefined. */
    find(key: string, nonce: string): Response | undefined {
      const page = this.findBytes(key, nonce);
      return page && pageResponse(page);
    },

    /** Where the next page starts: a page that ends in another generation may predate a write. */
    generation: () => generation,

    /**
     * Answers the rendered page and keeps a copy of it when it may be kept: a 200 or 404 document or
     * navigation data, setting no cookie but those made from its URL, not marked private or no-store, rendered with a nonce, made
     * only of public answers, in the generation it started in.
     */
    offer(
      key: string,
      response: Response,
      rendered: { nonce: string; ttlMs: number; startedIn: number },
    ): Response {
      const type = response.headers.get('content-type') ?? '';
      if (
        rendered.ttlMs <= 0 ||
        !rendered.nonce ||
        (response.status !== 200 && response.status !== 404) ||
        !KEPT_TYPES.test(type) ||
        !setsOnlyUrlCookies(response) ||
        /no-store|private/.test(response.headers.get('cache-control') ?? '') ||
        !response.body
      )
        return response;
      const [served, copy] = response.body.tee();
      const expiresAt = now() + rendered.ttlMs;
      // Taken now: what is added or removed on the way out (the security headers) is not the page's.
      const headers = [...response.headers];
      new Response(copy)
        .text()
        .then((text) => {
          if (rendered.startedIn !== generation) return;
          const parts = text.split(rendered.nonce).map((part) => Buffer.from(part, 'utf8'));
          const size = parts.reduce((sum, part) => sum + part.length, 0);
          if (size > maxPageBytes) return;
          keep(key, { status: response.status, headers, parts, size, expiresAt });
        })
        // A page whose stream failed is simply not kept; the failure reaches its own request.
        .catch(() => undefined);
      return new Response(served, { status: response.status, headers: response.headers });
    },

    /** Forgets every page (after a write). */
    clear() {
      generation += 1;
      entries.clear();
      totalBytes = 0;
    },

    size: () => entries.size,
  };
}

export type KeptPages = ReturnType<typeof createKeptPages>;
