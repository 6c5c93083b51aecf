import type { Database } from '@kalendo/db';
import {
  insertClass,
  insertClassSession,
  insertPlan,
  insertSampleMarketplace,
  testDatabaseTargets,
} from '@kalendo/db/testing';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer } from './testing/create-test-server.ts';
import { cookiesOf, formPost, signUpAndSignIn } from './testing/form-requests.ts';
import { pinnedClock } from './testing/pinned-clock.ts';

const HOUR = 3_600_000;

/** The server's today: a Tuesday in Sofia. */
const clock = pinnedClock('2026-03-10T09:00', 'Europe/Sofia');

/** Plans on sale, buying one, "My memberships", and paying a class with it on the timetable. */
describe.each(await testDatabaseTargets())('the memberships pages on $kind', (target) => {
  let database: Database;
  let drop: () => Promise<void>;
  let app: Hono;
  let cookie = '';
  let trialId = '';
  let packId = '';
  let sessionId = '';

  const page = async (path: string, withCookie = '') => {
    const response = await app.request(path, { headers: withCookie ? { Cookie: withCookie } : {} });
    return { status: response.status, html: await response.text(), response };
  };

  beforeAll(async () => {
    ({ database, drop } = await target.open());
    await insertSampleMarketplace(database.db);
    const yoga = await insertClass(database.db, 'lotus-center', { name: 'Yin yoga', priceMinor: 1500 });
    sessionId = await insertClassSession(database.db, yoga, {
      startsAt: new Date(clock.now().getTime() + 3 * 24 * HOUR),
      capacity: 8,
    });
    trialId = await insertPlan(database.db, yoga, {
      name: 'Yin trial',
      priceMinor: 0,
      credits: 1,
      periodDays: 7,
      startsOnPurchase: true,
    });
    packId = await insertPlan(database.db, yoga, {
      name: 'Yin 5',
      priceMinor: 6000,
      credits: 5,
      maxFreezeDays: 10,
    });
    app = await createTestServer(database, { clock });
    cookie = cookiesOf(
      await signUpAndSignIn(app, {
        firstName: 'Vera',
        lastName: 'M',
        email: `memberships-${target.kind}@example.com`,
        password: 'a-long-password-2026',
      }),
    );
  });
  afterAll(() => drop());

  it('lists plans with price for the period, visits, what they cover and how they start, in the page language', async () => {
    const { status, html } = await page('/en/memberships?location=lotus-center');
    expect(status).toBe(200);
    expect(html).toContain('>Memberships</h1>');
    expect(html).toContain('>Yin 5</h2>');
    expect(html).toContain('>€60.00 for 30 days</p>');
    expect(html).toContain('>5 visits</li>');
    expect(html).toContain('>Covers: Yin yoga</li>');
    expect(html).toContain('>Can be paused for up to 10 days.</li>');
    expect(html).toContain('>Get it free</button>');
    const german = await page('/de/memberships?location=lotus-center');
    expect(german.html).toContain('>5 Besuche</li>');
    // Plans by city: the cities that have places, the chosen one selected.
    const inSofia = await page('/en/memberships?city=sofia');
    expect(inSofia.html).toContain('>All cities</option>');
    expect(inSofia.html).toMatch(/<option value="sofia" selected="">София<\/option>/);
    expect(inSofia.html).toContain('>Yin 5</h2>');
    const badCursor = await page('/en/memberships?cursor=not-ours');
    expect(badCursor.status).toBe(302);
    expect(badCursor.response.headers.get('location')).toBe('/en/memberships');
  });

  it('sends a visitor to sign in for My memberships and for buying, and back', async () => {
    const mine = await page('/en/memberships?mine=1');
    expect(mine.status).toBe(302);
    expect(mine.response.headers.get('location')).toBe(
      `/en/sign-in?returnTo=${encodeURIComponent('/en/memberships?mine=1')}`,
    );
    const buy = await app.request(
      '/en/memberships',
      formPost({ intent: 'buy', planId: trialId, key: 'k'.repeat(20) }),
    );
    expect(buy.headers.get('location')).toBe(`/en/sign-in?returnTo=${encodeURIComponent('/en/memberships')}`);
    expect((await page('/en/memberships?mine=1', cookie)).html).toContain(
      '>You have no memberships yet.</p>',
    );
  });

  it('buys a free trial that starts at once and a plan paid at the venue that waits, shown under My memberships', async () => {
    const trial = await app.request(
      '/en/memberships',
      formPost({ intent: 'buy', planId: trialId, key: `trial-key-${target.kind}` }, cookie),
    );
    expect(trial.status).toBe(302);
    expect(trial.headers.get('location')).toBe('/en/memberships?mine=1&bought=active');
    const pack = await app.request(
      '/en/memberships',
      formPost({ intent: 'buy', planId: packId, key: `pack-key-${target.kind}` }, cookie),
    );
    expect(pack.headers.get('location')).toBe('/en/memberships?mine=1&bought=pending');
    const { html } = await page('/en/memberships?mine=1&bought=pending', cookie);
    expect(html).toContain('>Yin trial</h2>');
    expect(html).toContain('>1 of 1 visits left</p>');
    expect(html).toContain('>Waiting for payment at the venue</span>');
    expect(html).toMatch(/role="status"[^>]*>Done! Pay at the venue/);
  });

  it('offers the membership on the timetable, pays the spot with it, and shows the visit used', async () => {
    const timetable = await page('/en/classes?location=lotus-center', cookie);
    expect(timetable.html).toContain('>Included in your membership');
    expect(timetable.html).toContain('>Yin trial (1 visit left)</option>');
    const { items } = (await (
      await app.request('/api/v1/me/memberships', { headers: { Cookie: cookie } })
    ).json()) as { items: { id: string; status: string }[] };
    const active = items.find((item) => item.status === 'active');
    const booked = await app.request(
      '/en/classes?location=lotus-center',
      formPost({ sessionId, membershipId: active?.id ?? '' }, cookie),
    );
    expect(await booked.text()).toMatch(/role="status"[^>]*>You’re booked\./);
    const mine = await page('/en/memberships?mine=1', cookie);
    expect(mine.html).toContain('>0 of 1 visits left</p>');
    expect(mine.html).toContain('Class booked');
    const freeze = await app.request(
      '/en/memberships?mine=1',
      formPost({ intent: 'freeze', id: active?.id ?? '' }, cookie),
    );
    // The trial cannot be paused: the refusal is told in the page language.
    expect(await freeze.text()).toMatch(
      /role="status"[^>]*>This membership cannot be changed that way now\./,
    );
  });
});
