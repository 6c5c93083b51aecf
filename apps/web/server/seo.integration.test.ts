import type { Database } from '@kalendo/db';
import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';

describe.each(await testDatabaseTargets())('sitemaps on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
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
