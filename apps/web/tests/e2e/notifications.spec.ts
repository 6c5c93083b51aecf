import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './api-account.ts';
import { bookFirstPlaceNow } from './booking-steps.ts';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';

/** This spec's sign-ups come from an address of its own (sign-up allows 5 a minute per address). */
const ADDRESS = '198.51.100.80';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
});

test('a booking notifies: badge, the notification, its appointment, badge gone', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const problems = consoleProblems(page);
  const email = `notified.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'Snow-in-Bansko-2026';
  await signUpThroughApi(
    baseURL ?? '',
    { email, password, firstName: 'Nikola', lastName: 'Ivanov' },
    ADDRESS,
  );
  await gotoHydrated(page, '/en/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/en\/home$/);
  // Nothing to read yet: the bell has no count.
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  await bookFirstPlaceNow(page);

  // From here on, pages of this feature only (the place's map logs its offline tiles and WebGL).
  problems.length = 0;
  // The badge arrives with the next page, in words for screen readers.
  await page.getByRole('link', { name: 'My appointments' }).first().click();
  await expect(page).toHaveURL(/\/en\/appointments$/);
  const appointmentId = await page.locator('li[data-appointment]').first().getAttribute('data-appointment');
  const bell = page.getByRole('link', { name: '1 unread notification' });
  await expect(bell).toBeVisible();
  await expect(bell.locator('[data-unread-badge]')).toHaveText('1');

  await bell.click();
  await expect(page).toHaveURL(/\/en\/notifications$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
  const today = page.getByRole('region', { name: 'Today' });
  const notification = today.getByRole('button', { name: /Booking confirmed/ });
  await expect(notification).toContainText('New');
  await notification.click();

  await expect(page).toHaveURL(new RegExp(`/en/appointments#appointment-${appointmentId}$`));
  await expect(page.locator(`#appointment-${appointmentId}`)).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(page.locator('[data-unread-badge]')).toHaveCount(0);

  // Read now: no "New", and nothing left to mark.
  await page.getByRole('link', { name: 'Notifications', exact: true }).click();
  await expect(page.getByRole('button', { name: /Booking confirmed/ })).not.toContainText('New');
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  expect(problems).toEqual([]);
});
