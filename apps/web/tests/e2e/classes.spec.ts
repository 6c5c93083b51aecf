import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './api-account.ts';
import { gotoHydrated } from './hydrated.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'necessary'));
  // The sign-in page loads Google's button script, out of reach of this machine: an empty one stands in.
  await page.route('https://accounts.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
});

test('browse the timetable, sign in from a class and book a spot in it', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(message.text());
  });
  const email = `classes.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'Rila-lakes-at-dawn-2026';
  await signUpThroughApi(baseURL ?? '', { email, password, firstName: 'Mila', lastName: 'Georgieva' });

  await gotoHydrated(page, '/en/classes?free=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
  const first = page.getByRole('article').first();
  const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await expect(first.getByText(/spots? left/)).toBeVisible();

  // A visitor is asked to sign in first and comes back to the same timetable.
  await first.getByRole('button', { name: 'Book a spot' }).click();
  await expect(page).toHaveURL(/\/en\/sign-in\?returnTo=/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/en\/classes\?free=1$/);

  const again = page.getByRole('article').filter({ hasText: name }).first();
  await again.getByRole('button', { name: 'Book a spot' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You’re booked. See you in class!' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'My appointments' }).first()).toBeVisible();
  expect(problems).toEqual([]);
});
