import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';
import { setUpShellSpec } from './shell-setup.ts';

// Pages of the shell: the contact form and the content pages.
setUpShellSpec();

test('the contact form shows field errors, then sends', async ({ page }) => {
  await gotoHydrated(page, '/en/pages/contacts');
  await page.getByLabel('Your name').fill('Ana');
  await page.getByLabel('Your email').fill('not-an-email');
  await page.getByRole('textbox', { name: 'Message' }).fill('short');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Please write a message of at least 10 characters.')).toBeVisible();
  await expect(page.getByLabel('Your email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Your email').fill('ana@example.com');
  await page.getByRole('textbox', { name: 'Message' }).fill('When can I book a balayage on Saturday?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText('We will reply to ana@example.com');
});

test('content pages render the sanitised policy in the page language', async ({ page }) => {
  await gotoHydrated(page, '/el/pages/terms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('article h2').count()).toBeGreaterThan(5);
});
