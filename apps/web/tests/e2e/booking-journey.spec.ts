import { solveBotCheck } from '@kalendo/api/testing';
import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
});

/** Creates an account through the API (bot check solved here), as a client app would. */
async function signUpThroughApi(baseURL: string, email: string, password: string) {
  const botCheck = await solveBotCheck((path) => fetch(`${baseURL}${path}`), '/api/v1/bot-check/challenge');
  const response = await fetch(`${baseURL}/api/v1/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL, 'X-Bot-Check': botCheck },
    body: JSON.stringify({
      name: 'Elena Georgieva',
      firstName: 'Elena',
      lastName: 'Georgieva',
      email,
      password,
    }),
  });
  expect(response.status).toBe(200);
}

/** Opens the n-th best-rated place of the home page and its first service's booking page. */
async function openBookingPage(page: Page, index: number): Promise<string> {
  await gotoHydrated(page, '/en/home');
  const place = page.getByRole('region', { name: 'Top-rated places' }).getByRole('article').nth(index);
  const name = (await place.getByRole('link').first().textContent())?.trim() ?? '';
  await place.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/location\/[a-z0-9-]+$/);
  await page
    .getByRole('link', { name: /^Book / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/location\/[a-z0-9-]+\/book\?service=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book an appointment');
  return name;
}

/** Chooses the first free day (paging ahead when the month has none), then its first free time. */
async function chooseFirstFreeTime(page: Page) {
  const calendar = page.getByRole('grid');
  const freeDay = calendar.locator('td [role="button"]:not([aria-disabled="true"])').first();
  for (let month = 0; month < 3 && (await freeDay.count()) === 0; month++) {
    await page.getByRole('link', { name: 'Next month' }).click();
    await page.waitForURL(/month=/);
  }
  await freeDay.click();
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole('heading', { name: /^Free times on / })).toBeFocused();
  await expect(page.getByText(/^\d+ free times? on /)).toBeVisible();
  await page.locator('label:has(input[name="start"])').first().click();
}

test('book two services of two places: staff, day, time, basket, sign in, checkout, my appointments', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `booker.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'Winter-in-Varna-2026';
  await signUpThroughApi(baseURL ?? '', email, password);

  // First place: a named staff member when there is one.
  const first = await openBookingPage(page, 0);
  const staff = page.getByRole('group', { name: 'With whom?' }).locator('label');
  if ((await staff.count()) > 1) {
    await staff.nth(1).click();
    await expect(page).toHaveURL(/staff=[0-9a-f-]{36}/);
  }
  await chooseFirstFreeTime(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added to your basket.')).toBeVisible();
  // The basket count (header on wide screens, bottom bar on phones) follows the add.
  await expect(page.locator('a[href="/en/basket"]:visible', { hasText: '1' }).first()).toBeVisible();

  // Second place, any staff member, "Book now" goes straight to the basket.
  const second = await openBookingPage(page, 1);
  await chooseFirstFreeTime(page);
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/en\/basket$/);
  await expect(page.getByText('2 appointments')).toBeVisible();
  for (const name of [first, second])
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByText(/^Total \(/).first()).toBeVisible();

  // Checkout needs an account: sign in and come back to the same basket (merged into the account).
  await page.getByRole('link', { name: 'Sign in to book' }).click();
  await expect(page).toHaveURL(/\/en\/sign-in\?returnTo=%2Fen%2Fbasket$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/en\/basket$/);
  await expect(page.getByText('2 appointments')).toBeVisible();

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/en\/basket\/confirmation\/[0-9a-f-]{36}\?ids=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re booked');
  await expect(page.getByRole('link', { name: /^Add to calendar/ })).toHaveCount(2);

  await page.getByRole('link', { name: 'My appointments' }).click();
  await expect(page).toHaveURL(/\/en\/appointments$/);
  for (const name of [first, second]) {
    await expect(
      page.locator('li[data-appointment]').getByRole('link', { name, exact: true }).first(),
    ).toBeVisible();
  }
});
