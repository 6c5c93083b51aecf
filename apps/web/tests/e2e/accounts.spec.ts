import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';
import { continueFromSignUpEmail } from './mailbox.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
});

test('sign up, see the signed-in menu, open a guarded page, log out with confirmation', async ({
  page,
}, testInfo) => {
  const email = `ana.${testInfo.project.name}.${Date.now()}@example.com`;
  await gotoHydrated(page, '/en/appointments');
  await expect(page).toHaveURL(/\/en\/sign-in\?returnTo=%2Fen%2Fappointments$/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Ana');
  await page.getByLabel('Last name').fill('Petrova');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('short');
  await expect(page.getByText('Weak password')).toBeVisible();
  await page.getByLabel('Password').fill('Spring-in-Sofia-2026');
  await expect(page.getByText('Strong password')).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await continueFromSignUpEmail(page, email);
  await expect(page).toHaveURL(/\/en\/appointments$/);

  const { origin } = new URL(page.url());
  await page.context().addCookies([{ name: 'kalendo_basket', value: 'guest-items', url: origin }]);
  await page.getByRole('button', { name: 'Menu' }).first().click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByText('Ana Petrova')).toBeVisible();
  for (const name of [
    'Settings',
    'My appointments',
    'My locations',
    'My memberships',
    'My forms',
    'Notifications',
  ]) {
    await expect(menu.getByRole('link', { name })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'Sign in' })).toHaveCount(0);

  await menu.getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log out?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en\/home$/);
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'kalendo_basket')).toBe(false);
  await gotoHydrated(page, '/en/appointments');
  await expect(page).toHaveURL(/\/en\/sign-in/);
});

test('a wrong password is explained without saying whether the email exists', async ({ page }) => {
  await gotoHydrated(page, '/en/sign-in');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('wrong-password-123');
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page.getByRole('alert')).toHaveText('The email or password is not right.');
});
