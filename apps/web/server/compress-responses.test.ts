import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { compressResponses } from './compress-responses.ts';

const PAGE = `<!doctype html><p>${'Здравей, свят! '.repeat(200)}</p>`;

/** An app whose one answer is `made` (kept to compare), behind the middleware. */
function appAnswering(make: () => Response) {
  const made: Response[] = [];
  const app = new Hono();
  app.use(compressResponses());
  app.get('*', () => {
    const response = make();
    made.push(response);
    return response;
  });
  return { app, made };
}

const html =
  (headers: Record<string, string> = {}) =>
  () =>
    new Response(PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });

describe('compressResponses', () => {
  it('gzips a page for a client that takes gzip, and says it varies by encoding', async () => {
    const { app } = appAnswering(html());
    const response = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(PAGE);
  });

  it('leaves the answer itself alone for a client that takes no encoding: the same object, its body unread', async () => {
    const { app, made } = appAnswering(html({ Vary: 'Cookie' }));
    const response = await app.request('/');
    expect(response).toBe(made[0]);
    expect(response.bodyUsed).toBe(false);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(await response.text()).toBe(PAGE);
  });

  it('picks deflate when the client prefers it, and gzip on a wildcard', async () => {
    const { app } = appAnswering(html());
    const deflate = await app.request('/', { headers: { 'Accept-Encoding': 'gzip;q=0.5, deflate' } });
    expect(deflate.headers.get('content-encoding')).toBe('deflate');
    const any = await app.request('/', { headers: { 'Accept-Encoding': '*' } });
    expect(any.headers.get('content-encoding')).toBe('gzip');
    const none = await app.request('/', { headers: { 'Accept-Encoding': 'br, identity' } });
    expect(none.headers.get('content-encoding')).toBeNull();
  });

  it('compresses neither small nor binary answers, nor one that forbids transforms', async () => {
    const small = appAnswering(
      () => new Response('short', { headers: { 'Content-Type': 'text/plain', 'Content-Length': '5' } }),
    );
    const image = appAnswering(
      () => new Response(new Uint8Array(4096), { headers: { 'Content-Type': 'image/png' } }),
    );
    const kept = appAnswering(html({ 'Cache-Control': 'public, no-transform' }));
    for (const { app } of [small, image, kept]) {
      const response = await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers.get('content-encoding')).toBeNull();
    }
    expect((await image.app.request('/')).headers.get('vary')).toBeNull();
  });

  it('weakens a strong ETag of a compressed answer and never compresses a HEAD', async () => {
    const { app } = appAnswering(html({ ETag: '"v1"' }));
    const response = await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('etag')).toBe('W/"v1"');
    const head = await app.request('/', { method: 'HEAD', headers: { 'Accept-Encoding': 'gzip' } });
    expect(head.headers.get('content-encoding')).toBeNull();
  });
});
