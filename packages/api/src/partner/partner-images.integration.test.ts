import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi } from '../testing/create-test-api.ts';
import { type PartnerIds, partnerKit } from '../testing/partner-kit.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

const NOW = new Date('2026-11-22T12:00:00Z');

/** A picture of one colour (with EXIF that names a place, to prove it is not kept). */
const picture = async (width: number, height: number, colour = '#b04a7a', format: 'jpeg' | 'png' = 'jpeg') =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .withExif({ IFD0: { Copyright: 'Secret Street 12', Artist: 'Vera' } })
      [format]()
      .toBuffer(),
  );

interface MediaRef {
  id: string;
  width: number;
  height: number;
}

describe.each(await testDatabaseTargets())(
  'partner pictures (logo, app icon, staff photo) on $kind',
  (target) => {
    let database: Database;
    let drop: () => Promise<void>;
    let api: ReturnType<typeof createTestApi>;
    const cookies: Record<string, string> = {};
    const { call, setUp } = partnerKit(() => api, cookies);
    let a: PartnerIds;
    let b: PartnerIds;
    let slugA = '';
    let placeSlugA = '';

    /** A public read (no session), as pages make it. */
    const read = async (path: string, accept = 'image/webp,image/*') => {
      const response = await api.request(`http://localhost${path}`, { headers: { Accept: accept } });
      return response;
    };
    const image = async (path: string, accept?: string) => {
      const response = await read(path, accept);
      return { response, bytes: Buffer.from(await response.arrayBuffer()) };
    };
    const business = async (who = 'ownerA', ids = a) =>
      (await call(who, 'GET', ids.base)).body as {
        logoMediaId: string | null;
        appIconMediaId: string | null;
        appName: string | null;
      };
    const mediaOf = (businessId: string) =>
      database.db
        .select({ id: schema.media.id, kind: schema.media.kind })
        .from(schema.media)
        .where(eq(schema.media.businessId, businessId));
    const auditOf = (action: string) =>
      database.db
        .select({ before: schema.partnerAuditLog.before, after: schema.partnerAuditLog.after })
        .from(schema.partnerAuditLog)
        .where(
          and(eq(schema.partnerAuditLog.businessId, a.businessId), eq(schema.partnerAuditLog.action, action)),
        );

    beforeAll(async () => {
      ({ database, drop } = await target.open());
      api = createTestApi(database, { now: () => NOW });
      for (const who of ['ownerA', 'managerA', 'staffA', 'ownerB'])
        cookies[who] = sessionCookieOf(
          await signUpThroughApi(api, {
            name: who,
            email: `${who.toLowerCase()}-img-${target.kind}@example.com`,
          }),
        );
      a = await setUp('ownerA', 'Nova Studio');
      b = await setUp('ownerB', 'Orbit Salon');
      expect((await call('ownerA', 'POST', `${a.base}/publish`)).status).toBe(200);
      const users = await database.db
        .select({ id: schema.users.id, name: schema.users.name })
        .from(schema.users);
      const userId = (name: string) => users.find((user) => user.name === name)?.id ?? '';
      await database.db.insert(schema.businessMembers).values([
        { businessId: a.businessId, userId: userId('managerA'), role: 'manager' },
        { businessId: a.businessId, userId: userId('staffA'), role: 'staff', staffId: a.staffId },
      ]);
      const details = (await call('ownerA', 'GET', a.base)).body as {
        slug: string;
        places: { slug: string }[];
      };
      slugA = details.slug;
      placeSlugA = details.places[0]?.slug ?? '';
    });
    afterAll(() => drop());

    it('stores an uploaded logo as fixed square variants without metadata, served for a year', async () => {
      const uploaded = await call('ownerA', 'PUT', `${a.base}/logo`, await picture(1200, 400));
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
      const logo = uploaded.body as unknown as MediaRef;
      expect(logo).toMatchObject({ width: 780, height: 780 });
      expect((await business()).logoMediaId).toBe(logo.id);

      const small = await image(`/media/${logo.id}/image?size=390`);
      expect(small.response.status).toBe(200);
      expect(small.response.headers.get('content-type')).toBe('image/webp');
      expect(small.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(small.bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 390, height: 390, hasAlpha: true });
      expect(meta.exif).toBeUndefined();
      // The wide logo is whole on a transparent square: its corners are see-through, its middle is the logo.
      const { data } = await sharp(small.bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      expect(data[3]).toBe(0);
      const large = await image(`/media/${logo.id}/image?size=1560`, 'image/jpeg');
      expect(large.response.headers.get('content-type')).toBe('image/jpeg');
      expect(await sharp(large.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 780, height: 780 });
      expect((await sharp(large.bytes).metadata()).exif).toBeUndefined();

      const [audit] = await auditOf('business.logo.set');
      expect(audit).toEqual({ before: { mediaId: null }, after: { mediaId: logo.id } });
    });

    it('shows a new logo on the public business and place pages at once, and the replaced one is gone', async () => {
      const before = (await business()).logoMediaId ?? '';
      // The public answers are kept in process (ADR 010): read them first so a stale one would show.
      expect(((await (await read(`/businesses/${slugA}`)).json()) as { logo: MediaRef }).logo.id).toBe(
        before,
      );
      const replaced = await call(
        'managerA',
        'PUT',
        `${a.base}/logo`,
        await picture(600, 600, '#123456', 'png'),
      );
      expect(replaced.status).toBe(200);
      const logo = replaced.body as unknown as MediaRef;
      expect(logo.id).not.toBe(before);
      expect(((await (await read(`/businesses/${slugA}`)).json()) as { logo: MediaRef }).logo.id).toBe(
        logo.id,
      );
      const place = (await (await read(`/locations/${placeSlugA}`)).json()) as {
        business: { logo: MediaRef };
      };
      expect(place.business.logo).toMatchObject({ id: logo.id, width: 780, height: 780 });
      expect((await read(`/media/${before}/image?size=390`)).status).toBe(404);
      const rows = await database.db
        .select({ id: schema.mediaFiles.mediaId })
        .from(schema.mediaFiles)
        .where(eq(schema.mediaFiles.mediaId, before));
      expect(rows).toEqual([]);
    });

    it('refuses what is not a picture, too large or too small, in the caller’s language, and keeps the logo', async () => {
      const before = (await business()).logoMediaId;
      const text = await call(
        'ownerA',
        'PUT',
        `${a.base}/logo`,
        new TextEncoder().encode('<svg>not really</svg>'),
        'bg',
      );
      expect(text.status).toBe(415);
      expect(text.body.error).toMatchObject({
        code: 'INVALID_IMAGE',
        message: expect.stringContaining('JPEG'),
      });
      // A truncated file: it starts like a PNG but cannot be decoded.
      const whole = await picture(400, 400, '#00ff00', 'png');
      const truncated = await call('ownerA', 'PUT', `${a.base}/logo`, whole.slice(0, 200));
      expect(truncated.status).toBe(415);
      const huge = await call('ownerA', 'PUT', `${a.base}/logo`, new Uint8Array(6 * 1024 * 1024));
      expect(huge.status).toBe(413);
      expect((huge.body.error as { code: string }).code).toBe('IMAGE_TOO_LARGE');
      const tiny = await call('ownerA', 'PUT', `${a.base}/logo`, await picture(100, 60), 'de');
      expect(tiny.status).toBe(422);
      expect(tiny.body.error).toEqual({
        code: 'IMAGE_TOO_SMALL',
        message: 'Dieses Bild ist zu klein. Bitte wähle eines, das mindestens 128 Pixel breit und hoch ist.',
        details: { minEdge: 128 },
      });
      expect((await business()).logoMediaId).toBe(before);
      expect((await mediaOf(a.businessId)).length).toBe(1);
    });

    it('removes the logo and its files; removing nothing is not an error', async () => {
      const before = (await business()).logoMediaId ?? '';
      expect((await call('ownerA', 'DELETE', `${a.base}/logo`)).status).toBe(204);
      expect((await business()).logoMediaId).toBeNull();
      expect(((await (await read(`/businesses/${slugA}`)).json()) as { logo: unknown }).logo).toBeNull();
      expect((await read(`/media/${before}/image`)).status).toBe(404);
      expect(await mediaOf(a.businessId)).toEqual([]);
      expect(await auditOf('business.logo.remove')).toEqual([
        { before: { mediaId: before }, after: { mediaId: null } },
      ]);
      expect((await call('ownerA', 'DELETE', `${a.base}/logo`)).status).toBe(204);
      expect((await auditOf('business.logo.remove')).length).toBe(1);
    });

    it('leaves exactly one logo after concurrent uploads, with no files left behind', async () => {
      const uploads = await Promise.all(
        ['#aa0000', '#00aa00', '#0000aa', '#aaaa00'].map(async (colour) =>
          call('ownerA', 'PUT', `${a.base}/logo`, await picture(300, 300, colour, 'png')),
        ),
      );
      expect(uploads.map((upload) => upload.status)).toEqual([200, 200, 200, 200]);
      const ids = uploads.map((upload) => (upload.body as unknown as MediaRef).id);
      const kept = (await business()).logoMediaId;
      expect(ids).toContain(kept);
      expect((await mediaOf(a.businessId)).map((row) => row.id)).toEqual([kept]);
      const files = await database.db
        .select({ id: schema.mediaFiles.mediaId })
        .from(schema.mediaFiles)
        .where(inArray(schema.mediaFiles.mediaId, ids));
      expect(new Set(files.map((file) => file.id))).toEqual(new Set([kept]));
    });

    it("makes the app icon's manifest PNGs, the maskable one with its picture inside the safe zone", async () => {
      const uploaded = await call(
        'ownerA',
        'PUT',
        `${a.base}/app-icon`,
        await picture(512, 512, '#ff0000', 'png'),
      );
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
      const icon = uploaded.body as unknown as MediaRef;
      expect((await business()).appIconMediaId).toBe(icon.id);
      for (const size of [192, 512])
        for (const purpose of ['any', 'maskable']) {
          const png = await image(`/media/${icon.id}/icon.png?size=${size}&purpose=${purpose}`);
          expect(png.response.status).toBe(200);
          expect(png.response.headers.get('content-type')).toBe('image/png');
          expect(await sharp(png.bytes).metadata()).toMatchObject({
            format: 'png',
            width: size,
            height: size,
          });
          // A full-bleed icon stays full-bleed: the maskable one's border carries its edge colour on.
          const { data } = await sharp(png.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
          expect([data[0], data[1], data[2]]).toEqual([255, 0, 0]);
        }
      expect((await read(`/media/${icon.id}/icon.png?size=300`)).status).toBe(400);
      const tiny = await call('ownerA', 'PUT', `${a.base}/app-icon`, await picture(150, 150));
      expect(tiny.status).toBe(422);
      expect((tiny.body.error as { details: { minEdge: number } }).details.minEdge).toBe(192);
      // The logo is no app icon: it has no manifest PNGs.
      const logo = (await business()).logoMediaId;
      expect((await read(`/media/${logo}/icon.png?size=192`)).status).toBe(404);
      // The app's name is the business's own field.
      const named = await call('ownerA', 'PATCH', a.base, { appName: 'Nova' });
      expect(named.body).toMatchObject({ appName: 'Nova', name: 'Nova Studio' });
      expect((await call('ownerA', 'PATCH', a.base, { appName: 'x'.repeat(31) })).status).toBe(400);
      const detail = (await (await read(`/businesses/${slugA}`)).json()) as {
        appName: string | null;
        appIcon: MediaRef | null;
      };
      expect(detail).toMatchObject({ appName: 'Nova', appIcon: { id: icon.id } });
      expect((await call('managerA', 'DELETE', `${a.base}/app-icon`)).status).toBe(204);
      expect((await business()).appIconMediaId).toBeNull();
    });

    it("puts a staff member's photo in the public team; staff, other businesses and their staff are refused", async () => {
      const path = `${a.base}/staff/${a.staffId}/photo`;
      expect((await call('staffA', 'PUT', path, await picture(400, 500))).status).toBe(403);
      expect((await call('ownerB', 'PUT', path, await picture(400, 500))).status).toBe(404);
      // B's owner on B's path with A's staff member: not found, nothing stored.
      expect(
        (await call('ownerB', 'PUT', `${b.base}/staff/${a.staffId}/photo`, await picture(400, 500))).status,
      ).toBe(404);
      expect(await mediaOf(b.businessId)).toEqual([]);
      const uploaded = await call('managerA', 'PUT', path, await picture(400, 500));
      expect(uploaded.status).toBe(200);
      const photo = uploaded.body as unknown as MediaRef;
      expect(photo).toMatchObject({ width: 390, height: 390 });
      const place = (await (await read(`/locations/${placeSlugA}`)).json()) as {
        staff: Array<{ id: string; photo: MediaRef | null }>;
      };
      expect(place.staff.find((member) => member.id === a.staffId)?.photo?.id).toBe(photo.id);
      const staff = (await call('ownerA', 'GET', `${a.base}/staff`)).body as {
        items: Array<{ id: string; photoMediaId: string | null }>;
      };
      expect(staff.items.find((member) => member.id === a.staffId)?.photoMediaId).toBe(photo.id);
      expect((await call('staffA', 'DELETE', path)).status).toBe(403);
      expect((await call('ownerA', 'DELETE', path)).status).toBe(204);
      expect((await read(`/media/${photo.id}/image?size=390`)).status).toBe(404);
    });
  },
);
