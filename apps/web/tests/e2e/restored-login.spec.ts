import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';

const DEMO = { email: 'demo@kalendo.app', password: 'kalendo-demo' };

/** Signs the demo user in as the native app does: the answer's `set-auth-token` is the saved login. */
export async function bearerLogin(baseURL: string): Promise<string> {
  const answer = await fetch(`${baseURL}/api/v1/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify(DEMO),
  });
  expect(answer.status).toBe(200);
  const token = answer.headers.get('set-auth-token') ?? '';
  expect(token).toContain('.');
  return token;
}

/** Puts the saved login where start-up reads it (SPEC §4), once: what the page does later stays. */
export async function seedSavedLogin(page: Page, credentials: { tokenType: string; accessToken: string }) {
  await page.addInitScript((saved) => {
    if (sessionStorage.getItem('seeded')) return;
    localStorage.setItem('kalendo.credentials', JSON.stringify(saved));
    localStorage.setItem('kalendo.cookieConsent', 'necessary');
    sessionStorage.setItem('seeded', '1');
  }, credentials);
}

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
