import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { ApiEnv } from '../deps.ts';
import { createPublicResponseCache } from './public-response-cache.ts';

/** An API of counted handlers behind the cache; the clock is moved by hand. */
function setUp(limits: { maxTotalBytes?: number } = {}) {
  let clock = 0;
  const runs = new Map<string, number>();
  const count = (name: string) => {
    runs.set(name, (runs.get(name) ?? 0) + 1);
    return runs.get(name) ?? 0;
  };
  let release: () => void = () => {};
  const cache = createPublicResponseCache({ now: () => clock, maxEntries: 3, ...limits });
  const app = new Hono<ApiEnv>();
  app.use(async (c, next) => {
    c.set('locale', c.req.header('accept-language') === 'bg' ? 'bg' : 'en');
    await next();
  });
  app.use(cache.middleware);
  app.get('/public', (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ run: count('public'), locale: c.get('locale') });
  });
  app.get('/slow', async (c) => {
    const run = count('slow');
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ run });
  });
  app.get('/no-store', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ run: count('no-store') });
  });
  app.get('/varies', (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    c.header('Vary', 'Origin');
    return c.json({ run: count('varies') });
  });
  app.get('/cookie', (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    c.header('Set-Cookie', 'a=b');
    return c.json({ run: count('cookie') });
  });
  app.post('/write', (c) => c.json({ ok: true }));
  app.post('/refused', (c) => c.json({ ok: false }, 400));
  const get = async (path: string, headers: Record<string, string> = {}) =>
    ((await (await app.request(path, { headers })).json()) as { run: number; locale?: string }).run;
  return {
    app,
    get,
    cache,
    release: () => release(),
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('the public response cache', () => {
  it('answers a public GET again from memory until its max-age has passed', async () => {
    const { get, advance } = setUp();
    expect(await get('/public')).toBe(1);
    advance(59_000);
    expect(await get('/public')).toBe(1);
    advance(2_000);
    expect(await get('/public')).toBe(2);
  });

  it('keeps one answer per language and per Accept header', async () => {
    const { get, app } = setUp();
    expect(await get('/public')).toBe(1);
    expect(await get('/public', { 'Accept-Language': 'bg' })).toBe(2);
    expect(await get('/public', { Accept: 'text/plain' })).toBe(3);
    expect(await get('/public', { 'Accept-Language': 'bg' })).toBe(2);
    const answer = (await (
      await app.request('/public', { headers: { 'Accept-Language': 'bg' } })
    ).json()) as {
      locale: string;
    };
    expect(answer.locale).toBe('bg');
  });

  it('never keeps no-store answers, answers that vary by other headers or set cookies, nor session requests', async () => {
    const { get } = setUp();
    for (const path of ['/no-store', '/varies', '/cookie']) {
      expect(await get(path)).toBe(1);
      expect(await get(path)).toBe(2);
    }
    expect(await get('/public', { Cookie: 'kalendo.session_token=x' })).toBe(1);
    expect(await get('/public', { Authorization: 'Bearer x' })).toBe(2);
    expect(await get('/public')).toBe(3);
    expect(await get('/public', { Cookie: 'kalendo.session_token=x' })).toBe(4);
  });

  it('forgets everything after a successful write, and nothing after a refused one', async () => {
    const { get, app } = setUp();
    expect(await get('/public')).toBe(1);
    await app.request('/refused', { method: 'POST' });
    expect(await get('/public')).toBe(1);
    await app.request('/write', { method: 'POST' });
    expect(await get('/public')).toBe(2);
  });

  it('computes an answer once for concurrent requests', async () => {
    const { app, release } = setUp();
    const answers = Array.from({ length: 5 }, () => app.request('/slow'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    const bodies = await Promise.all(
      answers.map(async (answer) => (await answer).json() as Promise<{ run: number }>),
    );
    expect(bodies.map((body) => body.run)).toEqual([1, 1, 1, 1, 1]);
  });

  it('does not keep an answer computed while a write happened: it may predate the write', async () => {
    const { app, get, release } = setUp();
    const first = app.request('/slow');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await app.request('/write', { method: 'POST' });
    release();
    expect(((await (await first).json()) as { run: number }).run).toBe(1);
    const second = get('/slow');
    await new Promise((resolve) => setTimeout(resolve, 10));
    release();
    expect(await second).toBe(2);
  });

  it('holds a bounded number of answers, dropping the oldest', async () => {
    const { get, cache } = setUp();
    await get('/public');
    await get('/public', { 'Accept-Language': 'bg' });
    await get('/public', { Accept: 'a' });
    await get('/public', { Accept: 'b' });
    expect(cache.size()).toBe(3);
    expect(await get('/public')).toBe(5);
  });

  it('holds a bounded number of bytes, dropping the oldest', async () => {
    const { get, cache } = setUp({ maxTotalBytes: 60 });
    await get('/public');
    const one = cache.bytes();
    expect(one).toBeGreaterThan(20);
    await get('/public', { 'Accept-Language': 'bg' });
    await get('/public', { Accept: 'a' });
    expect(cache.bytes()).toBeLessThanOrEqual(60);
    expect(cache.size()).toBe(Math.floor(60 / one));
  });
});
