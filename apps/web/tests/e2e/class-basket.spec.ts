import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './api-account.ts';
import { chooseFreeTime, openBookingPage, signInAndCheckOut } from './booking-steps.ts';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'necessary'));
  // The sign-in page loads Google's button script, out of reach of this machine: an empty one stands in.
  await page.route('https://accounts.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
});

test('a class spot and a service in the basket, one checkout, both in My appointments', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = consoleProblems(page);
  const email = `class.basket.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'Pirin-ridge-at-dusk-2026';
  await signUpThroughApi(baseURL ?? '', { email, password, firstName: 'Nia', lastName: 'Dimova' });

  // As a guest: a class from the timetable goes into the basket beside "Book a spot".
  await gotoHydrated(page, '/en/classes?free=1');
  const session = page.getByRole('article').first();
  const className = (await session.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await session.getByRole('button', { name: 'Add to basket' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Added to your basket: check out once with your other bookings.' }),
  ).toBeVisible();
  await expect(page.locator('a[href="/en/basket"]:visible', { hasText: '1' }).first()).toBeVisible();

  // Then a service, also into the basket.
  const place = await openBookingPage(page, 0);
  await chooseFreeTime(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added to your basket.')).toBeVisible();

  await gotoHydrated(page, '/en/basket');
  await expect(page.getByText('2 appointments')).toBeVisible();
  const classItem = page.locator('li[data-basket-item]').filter({ hasText: className });
  await expect(classItem.getByText('Class', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: place, exact: true })).toBeVisible();

  // Checkout needs an account: the guest's basket, class included, follows the sign-in.
  await signInAndCheckOut(page, { email, password });
  await expect(page.getByRole('heading', { level: 2, name: className })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Add to calendar/ })).toHaveCount(2);

  // One checkout booked both: the appointment and the class spot.
  await gotoHydrated(page, '/en/appointments');
  await expect(
    page
      .locator('li[data-appointment]')
      .filter({ has: page.getByRole('link', { name: place, exact: true }) }),
  ).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 3, name: className })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel my spot' }).first()).toBeVisible();
  expect(problems).toEqual([]);
});
