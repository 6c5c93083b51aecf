import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';
import { bearerLogin, seedSavedLogin } from './saved-login.ts';

const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Menu' }).first().click();
  await expect(menu(page)).toBeVisible();
}

test('a restored saved login is a real login: guarded pages open, and logout ends it for good (issue 13)', async ({
  page,
  baseURL,
}) => {
  const token = await bearerLogin(baseURL ?? '');
  await seedSavedLogin(page, { tokenType: 'Bearer', accessToken: token });

  // The server sends the guarded page to sign-in (no cookie yet); start-up makes the session and goes on.
  await page.goto('/en/appointments');
  await expect(page).toHaveURL(/\/en\/appointments$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'My appointments' })).toBeVisible();
  // The server itself knows the user now: a fresh load renders the page without a detour.
  const reload = await page.goto('/en/appointments');
  expect(reload?.url()).toMatch(/\/en\/appointments$/);
  expect(reload?.request().redirectedFrom()).toBeNull();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

  await openMenu(page);
  await expect(menu(page).getByRole('link', { name: 'My appointments' })).toBeVisible();
  await menu(page).getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('kalendo.credentials'))).toBeNull();

  // Signed out for good: after a reload, and for the saved token itself.
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await gotoHydrated(page, '/en/home');
  await expect.poll(() => logs).toContain('Loaded successfully.');
  expect(logs).not.toContain('Profile loading...');
  await openMenu(page);
  await expect(menu(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'My appointments' })).toHaveCount(0);
  await page.goto('/en/appointments');
  await expect(page).toHaveURL(/\/en\/sign-in\?returnTo=/);
  expect(await page.evaluate(() => localStorage.getItem('kalendo.credentials'))).toBeNull();
  const me = await fetch(`${baseURL}/api/v1/me`, { headers: { Authorization: `Bearer ${token}` } });
  expect(me.status).toBe(401);
});

test('a saved login of a token type the API does not know is sent with that type, refused and cleared (issue 26)', async ({
  page,
  baseURL,
}) => {
  const token = await bearerLogin(baseURL ?? '');
  await seedSavedLogin(page, { tokenType: 'DPoP', accessToken: token });
  const profile = page.waitForRequest((request) => request.url().endsWith('/api/v1/me'));
  await gotoHydrated(page, '/en/home');
  expect((await profile).headers().authorization).toBe(`DPoP ${token}`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('kalendo.credentials'))).toBeNull();
  await openMenu(page);
  await expect(menu(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
});
