import { describe, expect, it } from 'vitest';
import { createKeptPages, trackPageReads } from './kept-pages.ts';

const HTML = { 'Content-Type': 'text/html; charset=utf-8' };
const flush = () => new Promise((resolve) => setImmediate(resolve));

function page(body: string, init: { status?: number; headers?: Record<string, string> } = {}) {
  return new Response(body, { status: init.status ?? 200, headers: { ...HTML, ...init.headers } });
}

/** Offers a page, reads it as its own request would, and lets the kept copy settle. */
async function offer(
  kept: ReturnType<typeof createKeptPages>,
  key: string,
  response: Response,
  rendered: Partial<{ nonce: string; ttlMs: number; startedIn: number }> = {},
) {
  const served = kept.offer(key, response, { nonce: 'n0nce', ttlMs: 60_000, startedIn: 0, ...rendered });
  const text = await served.text();
  await flush();
  return { served, text };
}

describe('kept pages (ADR 015)', () => {
  it('keys only GET requests without credentials, by variant and URL', () => {
    const kept = createKeptPages();
    const request = (init: RequestInit = {}) => new Request('http://localhost/en/home?x=1', init);
    expect(kept.keyOf(request(), 'host en browser')).toBe('host en browser /en/home?x=1\n');
    expect(kept.keyOf(request({ headers: { Authorization: 'Bearer t' } }), 'v')).toBeUndefined();
    expect(kept.keyOf(request({ method: 'POST' }), 'v')).toBeUndefined();
  });

  it('keys by the page cookies of ours, ignores other sites’ cookies, and never keys a visitor’s own cookie', () => {
    const kept = createKeptPages({
      keyCookies: ['kalendo_recent', 'kalendo_lang'],
      ignoredCookies: ['kalendo_tracking'],
    });
    const key = (cookie: string) =>
      kept.keyOf(new Request('http://localhost/en/home', { headers: { Cookie: cookie } }), 'v');
    // Another site's cookies (a business's analytics on its custom domain) change no page.
    expect(key('_ga=GA1.2.3; returning=1')).toBe(key(''));
    // The tracking record only goes to the API's writes.
    expect(key('kalendo_tracking=%7B%7D')).toBe(key(''));
    // The places seen and the language chosen are part of the key, in any order.
    expect(key('kalendo_recent=a|b; kalendo_lang=de')).toBe(
      'v /en/home\nkalendo_lang=de; kalendo_recent=a|b',
    );
    expect(key('kalendo_lang=de; _ga=1; kalendo_recent=a|b')).toBe(
      key('kalendo_recent=a|b; kalendo_lang=de'),
    );
    expect(key('kalendo_recent=a')).not.toBe(key('kalendo_recent=b'));
    // A session, a guest basket, a flash message, or any other cookie of ours: the visitor's own page.
    for (const own of [
      'kalendo.session_token=t.s',
      '__Secure-kalendo.session_token=t.s',
      'kalendo_basket=x',
      'kalendo_flash=x',
      'kalendo-consent=all',
    ])
      expect(key(`kalendo_recent=a; ${own}`), own).toBeUndefined();
    // A value too long to be a list a page shows is not keyed.
    expect(key(`kalendo_recent=${'x'.repeat(2000)}`)).toBeUndefined();
  });

  it('answers a kept page with the new request nonce in every place of the old one', async () => {
    const kept = createKeptPages();
    const { text } = await offer(kept, 'k', page('<script nonce="n0nce"></script><p nonce="n0nce">hi</p>'));
    expect(text).toContain('nonce="n0nce"');
    const again = kept.find('k', 'fresh');
    expect(again?.status).toBe(200);
    expect(again?.headers.get('content-type')).toContain('text/html');
    expect(await again?.text()).toBe('<script nonce="fresh"></script><p nonce="fresh">hi</p>');
  });

  it('keeps the headers the page was rendered with, whatever is changed on the way out', async () => {
    const kept = createKeptPages();
    const rendered = page('<p>widget</p>', { headers: { 'X-Kalendo-Frame-Ancestors': 'https://a.example' } });
    const served = kept.offer('k', rendered, { nonce: 'n0nce', ttlMs: 60_000, startedIn: 0 });
    // The server's own Response may share its headers with the one it serves (the way out changes them).
    rendered.headers.delete('X-Kalendo-Frame-Ancestors');
    rendered.headers.set('Content-Security-Policy', "frame-ancestors 'none'");
    await served.text();
    await flush();
    const again = kept.find('k', 'fresh');
    expect(again?.headers.get('x-kalendo-frame-ancestors')).toBe('https://a.example');
    expect(again?.headers.get('content-security-policy')).toBeNull();
  });

  it('keeps a not-found page and navigation data too', async () => {
    const kept = createKeptPages();
    await offer(kept, 'missing', page('gone', { status: 404 }));
    await offer(kept, 'data', page('[1]', { headers: { 'Content-Type': 'text/x-script' } }));
    expect(kept.find('missing', 'x')?.status).toBe(404);
    expect(kept.find('data', 'x')).toBeDefined();
  });

  it.each([
    ['it read an answer that may not be kept', page('a'), { ttlMs: 0 }],
    ['it sets a cookie', page('a', { headers: { 'Set-Cookie': 'a=b' } }), {}],
    ['it is marked no-store', page('a', { headers: { 'Cache-Control': 'private, no-store' } }), {}],
    ['it failed', page('a', { status: 500 }), {}],
    ['it redirects', page('a', { status: 302, headers: { Location: '/en/home' } }), {}],
    ['it is not a page', page('{}', { headers: { 'Content-Type': 'application/json' } }), {}],
    ['it has no nonce', page('a'), { nonce: '' }],
  ])('does not keep a page when %s', async (_why, response, rendered) => {
    const kept = createKeptPages();
    const { served, text } = await offer(kept, 'k', response, rendered);
    expect(served.status).toBe(response.status);
    expect(text.length).toBeGreaterThan(0);
    expect(kept.size()).toBe(0);
    expect(kept.find('k', 'x')).toBeUndefined();
  });

  it('keeps a page that sets only cookies made from its URL, with them', async () => {
    const kept = createKeptPages({ cookiesOfTheUrl: ['recent'] });
    await offer(kept, 'k', page('a', { headers: { 'Set-Cookie': 'recent=lotus; Path=/; Max-Age=60' } }));
    expect(kept.find('k', 'x')?.headers.getSetCookie()).toEqual(['recent=lotus; Path=/; Max-Age=60']);
    const both = new Headers(HTML);
    both.append('Set-Cookie', 'recent=lotus; Path=/');
    both.append('Set-Cookie', 'session=secret; Path=/');
    await offer(kept, 'mixed', new Response('b', { headers: both }));
    expect(kept.find('mixed', 'x')).toBeUndefined();
  });

  it('forgets a page when its time is up', async () => {
    let clock = 1_000;
    const kept = createKeptPages({ now: () => clock });
    await offer(kept, 'k', page('a'), { ttlMs: 5_000 });
    clock += 4_999;
    expect(kept.find('k', 'x')).toBeDefined();
    clock += 1;
    expect(kept.find('k', 'x')).toBeUndefined();
    expect(kept.size()).toBe(0);
  });

  it('forgets every page after a write, and does not keep one rendered across a write', async () => {
    const kept = createKeptPages();
    await offer(kept, 'before', page('a'));
    const startedIn = kept.generation();
    kept.clear();
    expect(kept.find('before', 'x')).toBeUndefined();
    await offer(kept, 'across', page('b'), { startedIn });
    expect(kept.find('across', 'x')).toBeUndefined();
    await offer(kept, 'after', page('c'), { startedIn: kept.generation() });
    expect(kept.find('after', 'x')).toBeDefined();
  });

  it('keeps at most its number of pages and of bytes, the oldest going first', async () => {
    const kept = createKeptPages({ maxEntries: 2, maxTotalBytes: 10, maxPageBytes: 6 });
    await offer(kept, 'a', page('aaa'));
    await offer(kept, 'b', page('bbb'));
    await offer(kept, 'c', page('ccc'));
    expect([kept.find('a', 'x'), kept.find('b', 'x'), kept.find('c', 'x')].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
    await offer(kept, 'd', page('ddddd'));
    expect(kept.find('b', 'x')).toBeUndefined();
    await offer(kept, 'big', page('bigger than six'));
    expect(kept.find('big', 'x')).toBeUndefined();
  });
});

describe('what a page read', () => {
  const answer = (cacheControl?: string) =>
    new Response('{}', { headers: cacheControl ? { 'Cache-Control': cacheControl } : {} });

  it('allows a minute when the page read nothing', () => {
    expect(trackPageReads().ttlMs()).toBe(60_000);
  });

  it('allows the shortest time of the public answers it read', () => {
    const reads = trackPageReads();
    reads.note('GET', answer('public, max-age=300'));
    reads.note('GET', answer('public, max-age=30'));
    expect(reads.ttlMs()).toBe(30_000);
  });

  it('allows nothing after an answer that is not public, or after a write', () => {
    const personal = trackPageReads();
    personal.note('GET', answer('public, max-age=60'));
    personal.note('GET', answer('private, no-store'));
    personal.note('GET', answer('public, max-age=60'));
    expect(personal.ttlMs()).toBe(0);
    const unmarked = trackPageReads();
    unmarked.note('GET', answer());
    expect(unmarked.ttlMs()).toBe(0);
    const write = trackPageReads();
    write.note('POST', answer('public, max-age=60'));
    expect(write.ttlMs()).toBe(0);
  });
});

describe("the public part of a visitor's own page request (ADR 040)", () => {
  const kept = createKeptPages({
    keyCookies: ['kalendo_recent'],
    ignoredCookies: ['kalendo_tracking'],
    overlaid: (names) => names.every((name) => name === 'kalendo_basket' || name.startsWith('kalendo.')),
  });
  const publicCookie = (cookie: string, init: RequestInit = {}, path = '/en/home') =>
    kept
      .publicRequestOf(
        new Request(`http://localhost${path}`, { ...init, headers: { Cookie: cookie, ...init.headers } }),
      )
      ?.headers.get('cookie');

  it('drops the cookies the overlay stands for and keeps the rest', () => {
    expect(publicCookie('kalendo_basket=x; kalendo_recent=lotus; _ga=1; kalendo_tracking=t')).toBe(
      'kalendo_recent=lotus; _ga=1; kalendo_tracking=t',
    );
    expect(publicCookie('kalendo.session_token=a.b')).toBeNull();
  });

  it('has none for a request without a visitor cookie, with one the overlay cannot stand for, or that is not a document GET', () => {
    expect(publicCookie('kalendo_recent=lotus; _ga=1')).toBeUndefined();
    expect(publicCookie('kalendo_basket=x; kalendo_flash=y')).toBeUndefined();
    expect(publicCookie('kalendo_basket=x', { method: 'POST' })).toBeUndefined();
    expect(publicCookie('kalendo_basket=x', { headers: { Authorization: 'Bearer t' } })).toBeUndefined();
    expect(publicCookie('kalendo_basket=x', {}, '/en/home.data')).toBeUndefined();
    expect(
      createKeptPages().publicRequestOf(
        new Request('http://localhost/', { headers: { Cookie: 'kalendo_basket=x' } }),
      ),
    ).toBeUndefined();
  });
});
