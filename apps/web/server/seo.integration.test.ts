import type { Database } from '@kalendo/db';
import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';

/** The `og:*` and `twitter:*` meta tags of a page (the last one of each name). */
function ogTags(html: string): Record<string, string> {
  const tags = html.matchAll(/<meta (?:property|name)="((?:og|twitter):[\w:]+)" content="([^"]*)"/g);
  return Object.fromEntries([...tags].map((tag) => [tag[1], tag[2]]));
}

describe.each(await testDatabaseTargets())('sitemaps and link previews on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let photoId: string;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    ({ photoId } = await insertSampleMarketplace(database.db));
    app = await createTestServer(database);
  });
  afterAll(() => drop());

  it('serves robots.txt, the sitemap index and each language’s places', async () => {
    expect(await (await app.request('http://localhost/robots.txt')).text()).toContain(
      'Sitemap: http://localhost/sitemap.xml',
    );
    const index = await app.request('http://localhost/sitemap.xml');
    expect(index.headers.get('content-type')).toContain('application/xml');
    expect(await index.text()).toContain('http://localhost/sitemaps/el-0.xml');
    const greek = await (await app.request('http://localhost/sitemaps/el-0.xml')).text();
    expect(greek).toContain('<loc>http://localhost/el/location/lotus-center</loc>');
    expect(greek).toContain('<loc>http://localhost/el/location/lotus-plovdiv</loc>');
  });

  it('gives shared pages Open Graph and Twitter card tags: a place its cover photo, others the brand picture', async () => {
    const place = await (await app.request('http://localhost/de/location/lotus-center')).text();
    const tags = ogTags(place);
    expect(tags).toMatchObject({
      'og:site_name': 'Kalendo',
      'og:type': 'website',
      'og:url': 'http://localhost/de/location/lotus-center',
      'og:locale': 'de_DE',
      'og:image': `http://localhost/api/v1/media/${photoId}/og.jpg`,
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
    });
    expect(tags['og:title']).toMatch(/^Лотос Център/);
    expect(tags['og:description']).toBeTruthy();
    // Described in the page language, with the place's own name (not the stored Bulgarian caption).
    expect(tags['og:image:alt']).toBe('Foto von Лотос Център');
    expect(place.match(/property="og:locale:alternate"/g)).toHaveLength(10);
    expect(place).toContain('property="og:locale:alternate" content="bg_BG"');

    const list = ogTags(await (await app.request('http://localhost/en/locations')).text());
    expect(list).toMatchObject({
      'og:url': 'http://localhost/en/locations',
      'og:locale': 'en_US',
      'og:image': 'http://localhost/og-default.png',
      'og:image:alt': 'Kalendo',
      'twitter:card': 'summary_large_image',
    });
  });

  it('serves the preview pictures at 1200 × 630, cached, and lets crawlers fetch them', async () => {
    const brand = await app.request('http://localhost/og-default.png');
    expect(brand.headers.get('content-type')).toBe('image/png');
    expect(brand.headers.get('cache-control')).toMatch(/max-age=\d{7,}/);
    const png = Buffer.from(await brand.arrayBuffer());
    // PNG header: the IHDR chunk's width and height.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    const cover = await app.request(`http://localhost/api/v1/media/${photoId}/og.jpg`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/jpeg');
    expect(await (await app.request('http://localhost/robots.txt')).text()).toContain(
      'Allow: /api/v1/media/',
    );
  });

  it('answers 404 for an unknown language, a page past the end or a made-up file', async () => {
    for (const path of [
      '/sitemaps/xx-0.xml',
      '/sitemaps/en-7.xml',
      '/sitemaps/en-0.txt',
      '/sitemaps/..%2Fetc.xml',
    ]) {
      expect((await app.request(`http://localhost${path}`)).status).toBe(404);
    }
  });
});
