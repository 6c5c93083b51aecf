import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';

describe.each(await testDatabaseTargets())('web server on $kind', (target) => {
  let app: Hono;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const opened = await target.open();
    drop = opened.drop;
    await insertSampleMarketplace(opened.database.db);
    app = await createTestServer(opened.database);
  });
  afterAll(() => drop());

  it.each([
    ['/', {}, '/en/home'],
    ['/?utm_source=x', {}, '/en/home?utm_source=x'],
    ['/', { 'Accept-Language': 'bg-BG,bg;q=0.9' }, '/bg/home'],
    ['/', { Cookie: 'kalendo_lang=el', 'Accept-Language': 'de' }, '/el/home'],
    ['/de', {}, '/de/home'],
    ['/home', { 'Accept-Language': 'ru' }, '/ru/home'],
    ['/en/nope', {}, '/en/404'],
  ])('redirects %s (%o) to %s', async (path, headers, location) => {
    const response = await app.request(path, { headers });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(location);
  });

  it('renders the home page on the server with places from the database', async () => {
    const response = await app.request('/en/home');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Лотос Център');
    expect(html).toContain('from €30.00');
    expect(html).toContain('<title>Book salons, spas and studios near you · Kalendo</title>');
  });

  it('renders in the language of the path', async () => {
    const html = await (await app.request('/bg/home')).text();
    expect(html).toContain('<html lang="bg"');
    expect(html).toContain('Най-високо оценени места');
    expect(html).toMatch(/от 30,00\s€/);
  });

  it('answers an unsupported language and the not-found page with status 404', async () => {
    const unsupported = await app.request('/xx/home');
    expect(unsupported.status).toBe(404);
    expect(await unsupported.text()).toContain('Page not found');
    const notFound = await app.request('/de/404');
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('Seite nicht gefunden');
  });

  it('sends a strict CSP whose nonce is on every inline script', async () => {
    const response = await app.request('/en/home');
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The map (MapLibre): its worker from our origin, images decoded from blob: and data: URLs.
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toMatch(/img-src [^;]*data: blob:/);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it("ADR 009: the document starts the app's code only after load (React Router's real markup is rewritten)", async () => {
    const html = await (await app.request('/en/search?q=manikur')).text();
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    const deferred = html.match(
      /<script nonce="[^"]+" type="text\/x-kalendo-deferred-module">([^<]*)<\/script>/,
    );
    expect(deferred?.[1]).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\)/);
    const starter = html.match(
      /<script nonce="[^"]+">\(function\(h\)[^<]*addEventListener\('load'[^<]*\((\[[^\]]*\])\);<\/script>/,
    );
    const preloads = JSON.parse(starter?.[1] ?? '[]') as string[];
    expect(preloads.some((path) => /^\/assets\/framework-[\w-]+\.js$/.test(path))).toBe(true);
    expect(preloads.some((path) => /^\/assets\/search-[\w-]+\.js$/.test(path))).toBe(true);
  });

  it('mounts the API at /api/v1 and its reference at /api/docs', async () => {
    const health = await app.request('/api/v1/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { kind: target.kind } });
    const docs = await app.request('/api/docs');
    expect(await docs.text()).toContain('/api/v1/locations/featured');
    const missing = await app.request('/api/v1/nope');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });

  it('answers liveness before anything else: for any host, without the database', async () => {
    const live = await app.request('http://10.0.0.7:3000/api/v1/health/live');
    expect(live.status).toBe(200);
    expect(live.headers.get('cache-control')).toBe('no-store');
    expect(await live.json()).toEqual({ status: 'ok' });
    // Readiness still checks the host like every other request.
    expect((await app.request('http://10.0.0.7:3000/api/v1/health')).status).toBe(421);
  });

  it('serves hashed assets for a year and other files for an hour, compressed', async () => {
    const html = await (await app.request('/en/home')).text();
    // The stylesheet: always above the compression threshold (the entry script itself is a few hundred bytes).
    const asset = html.match(/\/assets\/[\w.-]+\.css/)?.[0];
    expect(asset).toBeTruthy();
    const response = await app.request(asset ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const favicon = await app.request('/favicon.svg');
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
