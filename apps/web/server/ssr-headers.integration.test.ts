import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTrackingRecord, trackingCookie } from '../app/platform/tracking-record.ts';
import { createTestServer } from './testing/create-test-server.ts';

const [pglite] = await testDatabaseTargets();

describe('headers of API calls made while rendering on the server (SPEC §7)', () => {
  let app: Hono;
  let drop: () => Promise<void>;
  const seen: Array<{ path: string; headers: Headers }> = [];

  beforeAll(async () => {
    const opened = await (pglite as NonNullable<typeof pglite>).open();
    drop = opened.drop;
    await insertSampleMarketplace(opened.database.db);
    app = await createTestServer(opened.database, {
      onApiRequest: (path, headers) => seen.push({ path, headers }),
    });
  });
  afterAll(() => drop());

  it('carry language, app name, version, build, ngsw-bypass and app-render: ssr', async () => {
    seen.length = 0;
    await app.request('/ru/home');
    const featured = seen.find((call) => call.path.startsWith('/locations/featured'));
    expect(featured?.headers.get('accept-language')).toBe('ru;q=0.9,en;q=0.8');
    expect(featured?.headers.get('app-name')).toBe('kalendo-web');
    expect(featured?.headers.get('app-version')).toBe('0.0.0-test');
    expect(featured?.headers.get('app-build')).toBe('test');
    expect(featured?.headers.get('ngsw-bypass')).toBe('true');
    expect(featured?.headers.get('app-render')).toBe('ssr');
    expect(featured?.headers.get('app-tracking')).toBeNull();
  });

  it('carry the tracking record of a consenting visitor, with the current page', async () => {
    seen.length = 0;
    const record = createTrackingRecord(
      'http://localhost/bg/home?utm_source=пролет',
      'https://ref.example/',
      1_795_000_000_000,
      ['web'],
    );
    const cookie = trackingCookie(record).split(';')[0] ?? '';
    await app.request('/bg/home', { headers: { Cookie: cookie } });
    const tracking = seen
      .find((call) => call.path.startsWith('/locations/featured'))
      ?.headers.get('app-tracking');
    expect(JSON.parse(tracking ?? 'null')).toEqual({ ...record, current_page: 'http://localhost/bg/home' });
  });
});
