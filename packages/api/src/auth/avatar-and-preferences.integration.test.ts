import type { NotificationPreferencesInput } from '@kalendo/contracts';
import { type Database, schema } from '@kalendo/db';
import { testDatabaseTargets } from '@kalendo/db/testing';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTestClient, bodyOf } from '../testing/api-test-client.ts';
import { createTestApi } from '../testing/create-test-api.ts';
import { sessionCookieOf, signUpThroughApi } from '../testing/sign-up.ts';

const ORIGIN = 'http://localhost';

describe.each(await testDatabaseTargets())('avatar and notification preferences on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let api: ReturnType<typeof createTestApi>;
  let ana = '';
  let boris = '';

  /** A raw request: a picture's bytes, or a route outside the API's typed routes. */
  const send = (method: string, path: string, cookie: string, body: string | Uint8Array, type: string) =>
    api.request(`${ORIGIN}${path}`, {
      method,
      headers: { Cookie: cookie, Origin: ORIGIN, 'Content-Type': type, 'Accept-Language': 'bg' },
      body,
    });
  const me = async (cookie: string) =>
    bodyOf<{
      avatarThumbnailUrl: string | null;
      emailVerified: boolean;
      notifications: Record<string, boolean>;
    }>(await apiTestClient(api, { cookie }).me.$get());
  /** `PUT /me/notification-preferences` as this user (no session when empty), asking in Bulgarian. */
  const savePreferences = (cookie: string, json: NotificationPreferencesInput) =>
    apiTestClient(api, { cookie, language: 'bg' }).me['notification-preferences'].$put({ json });
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#b04a7a' } })
      .jpeg()
      .toBuffer();

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    api = createTestApi(database);
    ana = sessionCookieOf(await signUpThroughApi(api, { name: 'Ana Petrova', email: 'ana@example.com' }));
    boris = sessionCookieOf(await signUpThroughApi(api, { name: 'Boris Iliev', email: 'boris@example.com' }));
  });
  afterAll(() => drop());

  it('turns an uploaded picture into a square WebP thumbnail that the profile points at', async () => {
    const response = await send(
      'PUT',
      '/me/avatar',
      ana,
      new Uint8Array(await photo(1200, 800)),
      'image/jpeg',
    );
    expect(response.status).toBe(200);
    const { avatarThumbnailUrl } = (await response.json()) as { avatarThumbnailUrl: string };
    expect(avatarThumbnailUrl).toMatch(/^\/api\/v1\/users\/[^/]+\/avatar\?v=\d+$/);
    expect((await me(ana)).avatarThumbnailUrl).toBe(avatarThumbnailUrl);
    const image = await api.request(avatarThumbnailUrl.replace('/api/v1', ''));
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('immutable');
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    // Boris's profile is untouched: the upload route only ever changes the caller's own avatar.
    expect((await me(boris)).avatarThumbnailUrl).toBeNull();
  });

  it('refuses a file that is not a picture, or too large, and keeps the previous avatar', async () => {
    const before = (await me(ana)).avatarThumbnailUrl;
    const text = await send('PUT', '/me/avatar', ana, 'not a picture at all', 'image/png');
    expect(text.status).toBe(415);
    expect(((await text.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'INVALID_IMAGE',
      message: 'Файлът не е поддържано изображение. Изберете снимка във формат JPEG, PNG, WebP или AVIF.',
    });
    const huge = await send('PUT', '/me/avatar', ana, new Uint8Array(6 * 1024 * 1024), 'image/jpeg');
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe('IMAGE_TOO_LARGE');
    expect((await me(ana)).avatarThumbnailUrl).toBe(before);
    const rows = await database.db.select().from(schema.userAvatars);
    expect(rows).toHaveLength(1);
  });

  it('needs a session to upload, and answers 404 for a user without an avatar', async () => {
    const anonymous = await api.request(`${ORIGIN}/me/avatar`, {
      method: 'PUT',
      headers: { 'Content-Type': 'image/jpeg', Origin: ORIGIN },
      body: new Uint8Array(await photo(10, 10)),
    });
    expect(anonymous.status).toBe(401);
    const [user] = await database.db
      .select()
      .from(schema.users)
      .where(eq(schema.users.email, 'boris@example.com'));
    const avatar = await apiTestClient(api).users[':id'].avatar.$get({ param: { id: user?.id ?? '' } });
    expect(avatar.status).toBe(404);
  });

  it('saves notification preferences for the signed-in user only, and validates them', async () => {
    expect((await me(ana)).notifications).toEqual({ email: true, push: true, marketing: false });
    const saved = await savePreferences(ana, { email: false, push: true, marketing: true });
    expect(saved.status).toBe(200);
    expect((await me(ana)).notifications).toEqual({ email: false, push: true, marketing: true });
    expect((await me(boris)).notifications).toEqual({ email: true, push: true, marketing: false });
    for (const bad of [
      { email: 'yes', push: true, marketing: true },
      { email: true, push: true },
      { userId: 'x' },
    ]) {
      // Bodies off the route's type on purpose: the cast only lets the typed client send them.
      const response = await savePreferences(ana, bad as unknown as NotificationPreferencesInput);
      expect(response.status).toBe(400);
    }
    const anonymous = await savePreferences('', { email: true, push: true, marketing: true });
    expect(anonymous.status).toBe(401);
  });

  it('does not let the generic profile update change preferences', async () => {
    const response = await send(
      'POST',
      '/auth/update-user',
      boris,
      JSON.stringify({ notifyMarketing: true }),
      'application/json',
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect((await me(boris)).notifications.marketing).toBe(false);
  });
});
