import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';
import { setUpShellSpec } from './shell-setup.ts';

// The language dropdown: the same page in another language, with its parameters, with and without JavaScript.
setUpShellSpec();

test('the language dropdown switches the language on the same page and remembers it', async ({ page }) => {
  await gotoHydrated(page, '/en/pages/contacts');
  await page.getByRole('button', { name: 'Menu' }).first().click();
  await page.getByLabel('Language').selectOption('de');
  await expect(page).toHaveURL(/\/de\/pages\/contacts$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kundenservice');
  await gotoHydrated(page, '/');
  await expect(page).toHaveURL(/\/de\/home$/);
});

test('the language dropdown keeps every parameter of the page: search filters', async ({ page }) => {
  await gotoHydrated(page, '/en/search?q=spa&sort=rating');
  await page.getByRole('button', { name: 'Menu' }).first().click();
  await page.getByLabel('Language').selectOption('fr');
  await expect(page).toHaveURL(/\/fr\/search\?q=spa&sort=rating$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test.describe('the language dropdown without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('keeps the return URL of the sign-in page', async ({ page }) => {
    await page.goto('/en/sign-in?returnTo=%2Fen%2Fappointments');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByLabel('Language').selectOption('de');
    await menu.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/de\/sign-in\?returnTo=%2Fen%2Fappointments$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});
