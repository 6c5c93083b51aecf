import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { type PartnerIds, partnerKit } from '../testing/partner-kit.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const IMMUTABLE = 'public, max-age=31536000, immutable';

const picture = async (width: number, height: number) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
      .png()
      .toBuffer(),
  );

/**
 * A draft's pictures (a business never published, or unpublished): its logo, app icon, staff photos, gallery
 * and Look Book pictures are shown to its members in the portal, to nobody else, and never kept by a shared
 * cache; published, they are anyone's (ADR 038, 051).
 */
describe.each(await testDatabaseTargets())("a draft business's pictures on $kind", (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  const cookies: Record<string, string> = {};
  const { call, setUp, signUpAll } = partnerKit(() => api, cookies);
  let draft: PartnerIds;
  const paths: string[] = [];

  /** Each picture's answer as `who` sees it (no cookie: the public), on a fresh API (nothing kept). */
  async function seen(who: string | null) {
    const fresh = createTestApi(database, { now: () => NOW });
    const answers: Array<[string, number, string | null]> = [];
    for (const path of paths) {
      const response = await fresh.request(`http://localhost${path}`, {
        headers: { Accept: 'image/webp', ...(who ? { Cookie: cookies[who] ?? '' } : {}) },
      });
      answers.push([path, response.status, response.headers.get('cache-control')]);
    }
    return answers;
  }
  const all = (status: number, caching: string | null) => paths.map((path) => [path, status, caching]);

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database, { now: () => NOW });
    await signUpAll(['Owner', 'Stranger'], `draft-pictures-${target.kind}`);
    draft = await setUp('Owner', 'Luna Draft');
    const logo = await call('Owner', 'PUT', `${draft.base}/logo`, await picture(600, 600));
    const icon = await call('Owner', 'PUT', `${draft.base}/app-icon`, await picture(600, 600));
    const photo = await call(
      'Owner',
      'PUT',
      `${draft.base}/staff/${draft.staffId}/photo`,
      await picture(600, 600),
    );
    for (const answer of [logo, icon, photo]) expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    // A gallery picture and a Look Book look of the place (drawn artwork, as the demo's).
    const [category] = await database.db
      .insert(schema.categories)
      .values({ slug: 'draft-hair', names: { en: 'Hair' } })
      .returning();
    const [marketplaceService] = await database.db
      .insert(schema.marketplaceServices)
      .values({
        slug: 'draft-cut',
        categoryId: category?.id ?? '',
        names: { en: 'Cut' },
        typicalDurationMinutes: 45,
      })
      .returning();
    const artwork = { palette: ['#112233', '#445566'] as [string, string], motif: 'scissors' };
    const [gallery, look] = await database.db
      .insert(schema.media)
      .values([
        { kind: 'photo', locationId: draft.placeId, width: 800, height: 600, artwork },
        {
          kind: 'photo',
          locationId: draft.placeId,
          marketplaceServiceId: marketplaceService?.id ?? null,
          width: 800,
          height: 1000,
          artwork,
        },
      ])
      .returning({ id: schema.media.id });
    const id = (answer: { body: Record<string, unknown> }) => answer.body.id as string;
    paths.push(
      `/media/${id(logo)}/image?size=390`,
      `/media/${id(icon)}/icon.png?size=192`,
      `/media/${id(photo)}/image?size=390`,
      `/media/${gallery?.id}/image?size=390`,
      `/media/${gallery?.id}/artwork.svg`,
      `/media/${gallery?.id}/og.jpg`,
      `/media/${look?.id}/image?size=390`,
    );
  });
  afterAll(() => drop());

  it('shows a never-published business’s pictures to its members only, never kept by a shared cache', async () => {
    expect(await seen(null)).toEqual(all(404, null));
    expect(await seen('Stranger')).toEqual(all(404, 'private, no-store'));
    expect(await seen('Owner')).toEqual(all(200, 'private, no-store'));
  });

  it('serves them to anyone once published, and hides them again once unpublished', async () => {
    expect((await call('Owner', 'POST', `${draft.base}/publish`)).status).toBe(200);
    expect(await seen(null)).toEqual(all(200, IMMUTABLE));
    expect((await call('Owner', 'POST', `${draft.base}/unpublish`)).status).toBe(200);
    expect(await seen(null)).toEqual(all(404, null));
    expect(await seen('Owner')).toEqual(all(200, 'private, no-store'));
  });
});
