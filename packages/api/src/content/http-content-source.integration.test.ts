import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTENT_DIR } from '@kalendo/i18n/content-dir';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFileContentSource } from './file-content-source.ts';
import { createHttpContentSource } from './http-content-source.ts';

/** A stand-in content system: each slug answers the way its name says. */
function startCms(): Promise<Server> {
  const server = createServer((request, response) => {
    const slug = new URL(request.url ?? '/', 'http://cms').pathname.split('/').pop();
    const json = (status: number, body: string) =>
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(body);
    if (slug === 'terms') return json(200, JSON.stringify({ title: 'CMS terms', body: '# From the CMS' }));
    if (slug === 'cookies') return json(200, '{"title": 42}');
    if (slug === 'privacy-policy') return json(500, 'oops');
    return json(404, '{}');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('content pages from a headless CMS', () => {
  let cms: Server;
  let baseUrl = '';
  const bundled = createFileContentSource(CONTENT_DIR);
  const fallbacks: string[] = [];

  beforeAll(async () => {
    cms = await startCms();
    baseUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => cms.close(() => resolve())));

  const source = (url = baseUrl) =>
    createHttpContentSource(url, { fallback: bundled, onFallback: (reason) => fallbacks.push(reason) });

  it('serves the page the CMS answers', async () => {
    expect((await source().getPage('terms', 'en'))?.title).toBe('CMS terms');
  });

  it('serves the bundled page when the CMS answers something of the wrong shape', async () => {
    const page = await source().getPage('cookies', 'en');
    expect(page?.title).toBe((await bundled.getPage('cookies', 'en'))?.title);
    expect(fallbacks.at(-1)).toBe('an answer of the wrong shape');
  });

  it('serves the bundled page when the CMS fails with a 500', async () => {
    const page = await source().getPage('privacy-policy', 'de');
    expect(page?.title).toBe((await bundled.getPage('privacy-policy', 'de'))?.title);
  });

  it('serves the bundled page when the CMS is down', async () => {
    const down = `http://127.0.0.1:${(cms.address() as AddressInfo).port + 1}/`;
    const page = await source(down).getPage('terms', 'fr');
    expect(page?.title).toBe((await bundled.getPage('terms', 'fr'))?.title);
  });

  it('answers no page when the CMS says there is none', async () => {
    expect(await source().getPage('nothing-here', 'en')).toBeNull();
  });
});
