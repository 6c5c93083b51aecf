import { IMAGE_SIZES } from '@kalendo/contracts/media';
import { insertSampleMarketplace, testDatabaseTargets } from '@kalendo/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';

describe.each(await testDatabaseTargets())('a burst of cold image renders on $kind', (target) => {
  let api: ReturnType<typeof createTestApi>;
  let drop: () => Promise<void>;
  let photoId: string;

  beforeAll(async () => {
    const opened = await target.open();
    drop = opened.drop;
    ({ photoId } = await insertSampleMarketplace(opened.database.db));
    api = createTestApi(opened.database, { imageRenders: { concurrency: 1, maxQueued: 2 } });
  });
  afterAll(() => drop());

  it('renders a few at a time, refuses the excess with 503 + Retry-After, and keeps answering the rest', async () => {
    // Every size in both formats, none cached yet, all at once (as 60 cold thumbnails of a page would).
    const variants = IMAGE_SIZES.flatMap((size) =>
      ['image/webp', 'image/jpeg'].map((accept) => ({ size, accept })),
    );
    const burst = variants.map(({ size, accept }) =>
      api.request(`/media/${photoId}/image?size=${size}`, { headers: { Accept: accept } }),
    );
    const health = await api.request('/health');
    const answers = await Promise.all(burst);
    expect(health.status).toBe(200);
    const statuses = answers.map((response) => response.status);
    // One renders and two wait; requests that reach the queue after a render ended may take its place,
    // so how many are refused depends on timing, but never none of ten, and nothing else than 200 or 503.
    expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3);
    const refused = answers.filter((response) => response.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const response of refused) {
      expect(response.headers.get('retry-after')).toBe('2');
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE');
    }
    // Once the burst is over, every variant renders (one after another, as asked).
    for (const { size, accept } of variants) {
      const again = await api.request(`/media/${photoId}/image?size=${size}`, {
        headers: { Accept: accept },
      });
      expect(again.status).toBe(200);
    }
  });
});
