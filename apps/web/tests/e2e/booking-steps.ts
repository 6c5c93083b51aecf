import { expect, type Page } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';

/** Opens the n-th best-rated place of the home page and its first service's booking page. */
export async function openBookingPage(page: Page, index: number): Promise<string> {
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

export const DAY = 86_400_000;

/**
 * Chooses a free day in the calendar (paging ahead when the month has none), then the first free time of
 * a day at least `daysAhead` days away (past every place's cancellation window, so the appointment can
 * still be moved and cancelled), reached through the page's own `date` parameter.
 */
export async function chooseFreeTime(page: Page, daysAhead = 3) {
  const calendar = page.getByRole('grid');
  // The address changes before the new page is drawn: count the free days of this page's calendar only.
  await expect(calendar).toBeVisible();
  const freeDay = calendar.locator('td [role="button"]:not([aria-disabled="true"])').first();
  for (let month = 0; month < 3 && (await freeDay.count()) === 0; month++) {
    await page.getByRole('link', { name: 'Next month' }).click();
    await page.waitForURL(/month=/);
  }
  // The first free day may be the one the page opened on already (selected): a click changes nothing then.
  if ((await freeDay.locator('xpath=ancestor::td[1]').getAttribute('aria-selected')) !== 'true') {
    await freeDay.click();
    await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
    await expect(page.getByRole('heading', { name: /^Free times on / })).toBeFocused();
  }
  await expect(page.getByText(/^\d+ free times? on /)).toBeVisible();
  const times = page.locator('input[name="start"]');
  for (let offset = daysAhead; offset < daysAhead + 21; offset++) {
    const first = await times.first().getAttribute('value');
    if (first && Date.parse(first) >= Date.now() + daysAhead * DAY) {
      await page.locator('label:has(input[name="start"])').first().click();
      return;
    }
    const url = new URL(page.url());
    const date = new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
    url.searchParams.set('date', date);
    url.searchParams.set('month', date.slice(0, 7));
    // Hydrated first: a time picked before React takes over the page would be unpicked by it.
    await gotoHydrated(page, url.toString());
  }
  throw new Error('no free time far enough ahead');
}

/** Books the first free time of the best-rated place's first service at once ("Book now", then checkout). */
export async function bookFirstPlaceNow(page: Page) {
  await openBookingPage(page, 0);
  await chooseFreeTime(page);
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/en\/basket$/);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/en\/basket\/confirmation\/[0-9a-f-]{36}$/);
}

/**
 * A guest's basket of two items: sign in from it (checkout needs an account), come back to the same basket
 * merged into the account, and check out.
 */
export async function signInAndCheckOut(page: Page, account: { email: string; password: string }) {
  await page.getByRole('link', { name: 'Sign in to book' }).click();
  await expect(page).toHaveURL(/\/en\/sign-in\?returnTo=%2Fen%2Fbasket$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/en\/basket$/);
  await expect(page.getByText('2 appointments')).toBeVisible();

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/en\/basket\/confirmation\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re booked');
}
