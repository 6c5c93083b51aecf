import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './api-account.ts';
import { gotoHydrated } from './hydrated.ts';

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
  await signUpThroughApi(baseURL ?? '', { email, password, firstName: 'Mila', lastName: 'Petrova' });

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
