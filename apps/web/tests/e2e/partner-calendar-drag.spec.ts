import { expect as base, type Page, test } from '@playwright/test';
import { signInThroughApi, signUpThroughApi } from './api-account.ts';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';
import { shoot } from './screenshots.ts';

const expect = base.configure({ timeout: 15_000 });
/** The grid's pixels per hour (`calendar-grid.tsx`). */
const HOUR_PX = 56;

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '198.51.100.62' } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
});

/** Drags the block `name` by `hours` down, over to the column `to` (its own when not given); `drop`: let go. */
async function drag(page: Page, name: RegExp, hours: number, to?: string, drop = true) {
  const block = page.getByRole('link', { name }).first();
  await block.scrollIntoViewIfNeeded();
  // The block near the top of the window, so that where it goes is inside the window too.
  const top = (await block.boundingBox())?.y ?? 0;
  await page.evaluate((by) => window.scrollBy(0, by), top - 120);
  const from = await block.boundingBox();
  if (!from) throw new Error('no block');
  const column = to ? await page.getByRole('region', { name: to }).boundingBox() : from;
  if (!column) throw new Error('no column');
  await page.mouse.move(from.x + from.width / 2, from.y + 10);
  await page.mouse.down();
  await page.mouse.move(column.x + column.width / 2, from.y + 10 + hours * HOUR_PX, { steps: 8 });
  await expect(page.getByText(/^Move to /)).toBeVisible();
  if (drop) await page.mouse.up();
}

/** This spec's own client address: sign-up allows 5 a minute per address, and the run signs up many. */
const ADDRESS = '198.51.100.89';

test('a partner drags an appointment to another team member and time, cancels a drag, and confirms a time outside the hours', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const problems = consoleProblems(page);
  const origin = baseURL ?? '';
  const stamp = Date.now();
  const partner = {
    email: `drag.${testInfo.project.name}.${stamp}@example.com`,
    password: 'Drag-and-Drop-2026',
  };
  await signUpThroughApi(origin, { ...partner, firstName: 'Mila', lastName: 'Georgieva' }, ADDRESS);
  await signInThroughApi(page.request, origin, partner);
  const headers = { Origin: origin };
  const post = async (path: string, data: unknown, method: 'post' | 'put' = 'post') => {
    const answer = await page.request[method](`/api/v1${path}`, { headers, data });
    expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as { id: string; places?: { id: string }[] };
  };
  const business = await post('/partner/businesses', {
    name: `Drag Studio ${stamp}`,
    locale: 'en',
    place: {
      name: `Drag Studio Center ${stamp}`,
      addressLine: 'ul. Vitosha 10',
      city: 'Sofia',
      citySlug: 'sofia',
      countryCode: 'BG',
      latitude: 42.69,
      longitude: 23.32,
      // No summer time: the place's clock is UTC all year, so the test's times are simple.
      timeZone: 'Atlantic/Reykjavik',
      currency: 'EUR',
    },
  });
  const root = `/partner/businesses/${business.id}`;
  const found = (await (await page.request.get(`/api/v1${root}`)).json()) as { places: { id: string }[] };
  const placeId = found.places[0]?.id ?? '';
  const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));
  await post(`${root}/places/${placeId}/hours`, { weekly: everyDay }, 'put');
  const service = await post(`${root}/services`, {
    placeId,
    name: 'Gel manicure',
    durationMinutes: 60,
    priceMinor: 3500,
    currency: 'EUR',
  });
  const staffIds: string[] = [];
  for (const name of ['Nadia', 'Petya'])
    staffIds.push(
      (await post(`${root}/staff`, { placeId, name, workingHours: everyDay, serviceIds: [service.id] })).id,
    );
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await post(`${root}/appointments`, {
    placeId,
    serviceId: service.id,
    staffId: staffIds[0],
    start: `${tomorrow}T10:00:00Z`,
    client: { name: 'Dora Petrova', phone: '+359 888 123 456' },
  });

  await gotoHydrated(page, `/en${root}/calendar?place=${placeId}&date=${tomorrow}&view=day`);
  const dora = /Dora Petrova/;
  await expect(page.getByRole('region', { name: 'Nadia' }).getByRole('link', { name: dora })).toBeVisible();
  await shoot(page, 'calendar-day');

  // A drag let go of with Escape first: nothing moves, and it is said.
  await drag(page, dora, 1, 'Petya', false);
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await expect(page.getByText('Move cancelled.')).toBeAttached();
  await expect(page.getByText(/^Move to /)).toHaveCount(0);
  await expect(page).not.toHaveURL(/appointment=/);

  // Two hours later, to Petya: moved, as the move form would.
  await drag(page, dora, 2, 'Petya', false);
  await shoot(page, 'calendar-dragging', [1280]);
  await page.mouse.up();
  await expect(page.getByText('The appointment has been moved.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Petya' }).getByRole('link', { name: dora })).toBeVisible();
  const details = page.getByRole('region', { name: /Gel manicure · Dora Petrova/ });
  await expect(details).toContainText(/12:00/);

  // Past six, when nobody works: the partner is told why, then books it anyway.
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page).not.toHaveURL(/appointment=/);
  await drag(page, dora, 6.5);
  await expect(page.getByRole('alert').filter({ hasText: 'This time is outside the hours' })).toBeVisible();
  await expect(page.getByText('The team member does not work then.')).toBeVisible();
  await expect(page.getByText('The place is closed then.')).toBeVisible();
  await shoot(page, 'calendar-outside-hours');
  await page.getByRole('button', { name: 'Book anyway' }).click();
  await expect(page.getByText('The appointment has been moved.')).toBeVisible();
  await expect(page.getByRole('region', { name: /Gel manicure · Dora Petrova/ })).toContainText(/6:30/);
  await gotoHydrated(page, `/en${root}/calendar?place=${placeId}&date=${tomorrow}&view=day&book=1`);
  await shoot(page, 'calendar-walk-in');
  expect(problems).toEqual([]);
});
