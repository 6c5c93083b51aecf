import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';

describe.each(await testDatabaseTargets())('link preview pictures on $kind', (target) => {
  let api: ReturnType<typeof createTestApi>;
  let drop: () => Promise<void>;
  let photoId: string;

  beforeAll(async () => {
    const opened = await target.open();
    drop = opened.drop;
    ({ photoId } = await insertSampleMarketplace(opened.database.db));
    api = createTestApi(opened.database);
  });
  afterAll(() => drop());

  it('renders the og variant of a photo as a 1200 × 630 JPEG, cropped to fill, cached for a year', async () => {
    // The sample photo is 1200 × 800 (3 : 2): it is cropped at top and bottom, never stretched.
    const response = await api.request(`/media/${photoId}/og.jpg`, { headers: { Accept: 'image/webp' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const image = sharp(Buffer.from(await response.arrayBuffer()));
    expect(await image.metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    expect((await api.request('/media/00000000-0000-4000-8000-000000000000/og.jpg')).status).toBe(404);
    expect((await api.request('/media/not-a-uuid/og.jpg')).status).toBe(404);
  });
});
