import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './api-account.ts';
import { gotoHydrated } from './hydrated.ts';

/** This spec's sign-ups come from an address of its own (sign-up allows 5 a minute per address). */
const ADDRESS = '198.51.100.81';

/** Waits until the service worker controls the page and has kept the shell (issue 20). */
async function controlled(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
    .toBe(true);
}

const personalCacheExists = (page: Page) => page.evaluate(() => caches.has('kalendo-personal'));

test('offline: the last-seen My appointments opens, other pages show the offline page, logout wipes what was kept', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `offline.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'Offline-in-Ohrid-2026';
  await signUpThroughApi(baseURL ?? '', { email, password, firstName: 'Mila', lastName: 'Petrova' }, ADDRESS);

  await gotoHydrated(page, '/en/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).not.toHaveURL(/sign-in/);
  await controlled(page);
  await gotoHydrated(page, '/en/appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'My appointments' })).toBeVisible();
  await expect.poll(() => personalCacheExists(page)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My appointments' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();

  await page.goto('/en/search');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My appointments' })).toHaveAttribute(
    'href',
    '/en/appointments',
  );
  await page.goto('/de/location/anything');
  await expect(page.getByRole('heading', { level: 1, name: 'Sie sind offline' })).toBeVisible();

  // Back online: the banner goes, and logout takes the kept pages with it.
  await context.setOffline(false);
  await gotoHydrated(page, '/en/appointments');
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu' }).first().click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en\/home$/);
  expect(await personalCacheExists(page)).toBe(false);

  // Signed out and offline, My appointments is not there any more: the offline page instead.
  await context.setOffline(true);
  await page.goto('/en/appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
});

/** Signs in through the form (the way a person does), on a hydrated sign-in page. */
async function signIn(page: Page, email: string, password: string) {
  await gotoHydrated(page, '/en/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).not.toHaveURL(/sign-in/);
}

/** The document of My appointments kept offline, as the service worker would serve it. */
const keptAppointments = (page: Page) =>
  page.evaluate(async () => {
    const kept = await (await caches.open('kalendo-personal')).match('/en/appointments');
    return kept ? kept.text() : null;
  });

test('offline: a link followed inside the app shows the offline page in the shell, and the page opens by itself once back online', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/en/home');
  // The worker keeps the route modules: the link's own code loads, only its data needs the network.
  await controlled(page);
  await context.setOffline(true);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .first()
    .getByRole('link', { name: 'Search' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/en/search');
  await expect(page.getByRole('main').getByRole('link', { name: 'My appointments' })).toHaveAttribute(
    'href',
    '/en/appointments',
  );

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toHaveCount(0);
  await expect(page.getByRole('search').first()).toBeVisible();
  await expect(page).toHaveURL(/\/en\/search$/);
});

test("offline: the pages kept offline are the signed-in user's only — emptied when the session ends without a logout, and never shown to the next user", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const password = 'Offline-in-Bitola-2026';
  const stamp = `${testInfo.project.name}.${Date.now()}`;
  const first = { email: `kept.first.${stamp}@example.com`, firstName: 'Zornitsa', lastName: 'Kept' };
  const next = { email: `kept.next.${stamp}@example.com`, firstName: 'Velimir', lastName: 'Next' };
  for (const account of [first, next])
    await signUpThroughApi(baseURL ?? '', { ...account, password }, ADDRESS);

  await signIn(page, first.email, password);
  await controlled(page);
  await gotoHydrated(page, '/en/appointments');
  await expect.poll(() => keptAppointments(page)).toContain(first.firstName);

  // The session ends on the server's side (expired): no logout ran in this browser.
  await context.clearCookies();
  await gotoHydrated(page, '/en/home');
  await expect.poll(() => personalCacheExists(page)).toBe(false);

  // The next person signs in on the same device and opens their appointments.
  await signIn(page, next.email, password);
  await gotoHydrated(page, '/en/appointments');
  await expect.poll(() => keptAppointments(page)).toContain(next.firstName);
  expect(await keptAppointments(page)).not.toContain(first.firstName);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My appointments' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(first.firstName);
  await context.setOffline(false);
});
