import { expect as base, test } from '@playwright/test';
import { signInThroughApi, signUpThroughApi } from './api-account.ts';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';
import { shoot } from './screenshots.ts';

/** This spec's sign-ups come from an address of its own (sign-up allows 5 a minute per address). */
const ADDRESS = '198.51.100.83';

const expect = base.configure({ timeout: 15_000 });

// The spec signs two people up: from an address of its own (sign-up allows 5 a minute per address).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.64' } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
});

test('a partner puts a weekly class on the timetable, sees its people and activates a membership paid at the venue', async ({
  page,
  baseURL,
  playwright,
}, testInfo) => {
  test.setTimeout(60_000);
  const problems = consoleProblems(page);
  const origin = baseURL ?? '';
  const stamp = Date.now();
  const partner = {
    email: `classes.${testInfo.project.name}.${stamp}@example.com`,
    password: 'Studio-of-Flow-2026',
  };
  const client = {
    email: `member.${testInfo.project.name}.${stamp}@example.com`,
    password: 'Mat-and-Block-2026',
  };
  await signUpThroughApi(origin, { ...partner, firstName: 'Iva', lastName: 'Petrova' }, ADDRESS);
  await signUpThroughApi(origin, { ...client, firstName: 'Rada', lastName: 'Ilieva' }, ADDRESS);
  await signInThroughApi(page.request, origin, partner);
  const created = await page.request.post('/api/v1/partner/businesses', {
    headers: { Origin: origin },
    data: {
      name: `Flow Studio ${stamp}`,
      locale: 'en',
      place: {
        name: `Flow Studio Center ${stamp}`,
        addressLine: 'ul. Vitosha 10',
        city: 'Sofia',
        citySlug: 'sofia',
        countryCode: 'BG',
        latitude: 42.69,
        longitude: 23.32,
        timeZone: 'Europe/Sofia',
        currency: 'EUR',
      },
    },
  });
  expect(created.status()).toBe(201);
  const business = (await created.json()) as { id: string; places: { id: string }[] };
  const base = `/en/partner/businesses/${business.id}`;
  // Hours, a teacher and a service, then published: a draft business sells no membership (ADR 052).
  const apiBase = `/api/v1/partner/businesses/${business.id}`;
  const placeId = business.places[0]?.id;
  const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '07:00', end: '21:00' }));
  const write = (path: string, data: unknown, method: 'post' | 'put' = 'post') =>
    page.request[method](`${apiBase}${path}`, { headers: { Origin: origin }, data });
  expect((await write(`/places/${placeId}/hours`, { weekly: everyDay }, 'put')).status()).toBe(200);
  const teacher = (await (
    await write('/staff', { placeId, name: 'Iva', workingHours: everyDay })
  ).json()) as { id: string };
  const lesson = { placeId, name: 'Private lesson', durationMinutes: 60, priceMinor: 4000, currency: 'EUR' };
  expect((await write('/services', { ...lesson, staffIds: [teacher.id] })).status()).toBe(201);
  expect((await page.request.post(`${apiBase}/publish`, { headers: { Origin: origin } })).status()).toBe(200);

  // A class type, then a session every week for two weeks, from the timetable page.
  await gotoHydrated(page, `${base}/classes`);
  await expect(page.getByText('No class sessions this week.')).toBeVisible();
  await page.getByLabel('Class name').fill('Vinyasa flow');
  await page.getByLabel('Price', { exact: true }).fill('15');
  await page.getByRole('button', { name: 'Add class type' }).click();
  await expect(page.getByText('Class type added.')).toBeVisible();
  const next = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('First date').fill(next);
  await page.getByLabel('Start time').fill('18:30');
  await page.getByLabel('Number of weeks').fill('2');
  await page.getByRole('button', { name: 'Add to the timetable' }).click();
  await expect(page.getByText('Added to the timetable.')).toBeVisible();
  await gotoHydrated(page, `${base}/classes?week=${next}`);
  const session = page.getByRole('link', { name: /Vinyasa flow/ });
  await expect(session).toContainText('0 of 10 spots booked');
  await shoot(page, 'timetable');
  await session.click();
  await expect(page.getByRole('heading', { name: 'Booked (0)' })).toBeVisible();
  await shoot(page, 'session');
  // Moved an hour earlier on the place's clock, from the session's page.
  await page.getByLabel('New start time').fill('17:30');
  await page.getByRole('button', { name: 'Move the session' }).click();
  await expect(page.getByText('Session moved.')).toBeVisible();
  await expect(page.getByText(/5:30|17:30/).first()).toBeVisible();

  // A plan covering the class; the client buys it to pay at the venue; the partner activates it.
  await page
    .getByRole('navigation', { name: 'Set-up pages' })
    .getByRole('link', { name: 'Memberships' })
    .click();
  await expect(page.getByText('No membership is waiting for payment.')).toBeVisible();
  await page.getByLabel('Plan name').fill('Ten classes');
  await page.getByLabel('Price', { exact: true }).fill('90');
  await page.getByLabel('Visits').fill('10');
  await page
    .getByRole('group', { name: 'Classes it covers' })
    .getByRole('checkbox', { name: 'Vinyasa flow' })
    .check();
  await page.getByRole('button', { name: 'Add plan' }).click();
  await expect(page.getByText('Plan added.')).toBeVisible();
  // Its price changed on its own page.
  await page.getByRole('link', { name: 'Edit Ten classes' }).click();
  await page.getByLabel('Price', { exact: true }).fill('95');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Plan saved.')).toBeVisible();
  await shoot(page, 'plan-edit');
  const plans = (await (
    await page.request.get(`/api/v1/partner/businesses/${business.id}/membership-plans`)
  ).json()) as {
    items: { id: string }[];
  };
  const buyer = await playwright.request.newContext({ baseURL: origin });
  await signInThroughApi(buyer, origin, client);
  const bought = await buyer.post('/api/v1/me/memberships', {
    headers: { Origin: origin, 'Idempotency-Key': `buy-${stamp}` },
    data: { planId: plans.items[0]?.id },
  });
  expect(bought.status()).toBe(201);
  await gotoHydrated(page, `${base}/memberships`);
  const waiting = page.getByRole('listitem').filter({ hasText: 'Rada Ilieva' });
  await expect(waiting).toContainText('Ten classes');
  await shoot(page, 'memberships');
  await waiting.getByRole('button', { name: /Mark paid and activate/ }).click();
  await expect(page.getByText('The membership is active from today.')).toBeVisible();
  await expect(page.getByText('No membership is waiting for payment.')).toBeVisible();
  // The client is told.
  const inbox = (await (await buyer.get('/api/v1/me/notifications')).json()) as {
    items: { kind: string; body: string }[];
  };
  expect(inbox.items[0]).toMatchObject({ kind: 'membership-activated' });
  expect(inbox.items[0]?.body).toContain('Ten classes');
  await buyer.dispose();
  expect(problems).toEqual([]);
});
