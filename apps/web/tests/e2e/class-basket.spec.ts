import { localDate } from '@kalendo/i18n/intl-formats';
import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './api-account.ts';
import { chooseFreeTime, openBookingPage, signInAndCheckOut } from './booking-steps.ts';
import { consoleProblems } from './console-notes.ts';
import { reformerSession, sendReformerForm } from './demo-services.ts';
import { gotoHydrated } from './hydrated.ts';

/** This spec's sign-ups come from an address of its own (sign-up allows 5 a minute per address). */
const ADDRESS = '198.51.100.73';

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
  await signUpThroughApi(baseURL ?? '', { email, password, firstName: 'Nia', lastName: 'Dimova' }, ADDRESS);

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

test('a class asking a form in the basket: checkout opens the form, and once sent checkout books the spot', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = consoleProblems(page);
  const email = `class.basket.form.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'Vitosha-in-the-fog-2026';
  await signUpThroughApi(baseURL ?? '', { email, password, firstName: 'Rada', lastName: 'Petrova' }, ADDRESS);

  // As a guest: the reformer class (it asks a health check before booking) goes into the basket.
  const session = await reformerSession(baseURL ?? '');
  const day = localDate(new Date(session.startsAt), session.place.timeZone);
  await gotoHydrated(page, `/en/classes?location=${session.place.slug}&date=${day}`);
  await page
    .locator(`article[aria-labelledby="class-${session.id}"]`)
    .getByRole('button', { name: 'Add to basket' })
    .click();
  await expect(page.locator('a[href="/en/basket"]:visible', { hasText: '1' }).first()).toBeVisible();
  await gotoHydrated(page, '/en/basket');
  const item = page.locator('li[data-basket-item]').filter({ hasText: 'Reformer Pilates' });
  await expect(item.getByText('This class asks for a form before booking.')).toBeVisible();
  await expect(item.getByText('You will fill it in after signing in, before you check out.')).toBeVisible();

  // Signed in, checkout leads to the class's form, which leads back to the basket.
  await page.getByRole('link', { name: 'Sign in to book' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/en\/basket$/);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/en\/forms\/[0-9a-f-]{36}\?back=basket$/);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Reformer Pilates health check and consent',
  );
  await expect(page.getByRole('link', { name: 'Back to the basket' })).toBeVisible();
  await sendReformerForm(page);

  // Back at the basket, the form linked to the class: checkout takes the spot.
  await expect(page).toHaveURL(/\/en\/basket$/);
  await expect(item.getByText('Form completed')).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/en\/basket\/confirmation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Reformer Pilates' })).toBeVisible();
  await gotoHydrated(page, '/en/appointments');
  await expect(page.getByRole('heading', { level: 3, name: 'Reformer Pilates' }).first()).toBeVisible();
  expect(problems).toEqual([]);
});
