import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { signUpThroughApi } from './api-account.ts';
import { chooseFreeTime, DAY, openBookingPage, signInAndCheckOut } from './booking-steps.ts';

/** This spec's sign-ups come from an address of its own (sign-up allows 5 a minute per address). */
const ADDRESS = '198.51.100.71';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
});

/** The card of the appointment at this place on My appointments. */
const cardOf = (page: Page, place: string) =>
  page.locator('li[data-appointment]').filter({ has: page.getByRole('link', { name: place, exact: true }) });

test('book two places: staff, day, time, basket, sign in, checkout, my appointments, reschedule, cancel, calendar', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `booker.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'Winter-in-Varna-2026';
  await signUpThroughApi(
    baseURL ?? '',
    { email, password, firstName: 'Elena', lastName: 'Georgieva' },
    ADDRESS,
  );

  // First place: a named staff member when there is one.
  const first = await openBookingPage(page, 0);
  const staff = page.getByRole('group', { name: 'With whom?' }).locator('label');
  if ((await staff.count()) > 1) {
    await staff.nth(1).click();
    await expect(page).toHaveURL(/staff=[0-9a-f-]{36}/);
  }
  await chooseFreeTime(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added to your basket.')).toBeVisible();
  // The basket count (header on wide screens, bottom bar on phones) follows the add.
  await expect(page.locator('a[href="/en/basket"]:visible', { hasText: '1' }).first()).toBeVisible();

  // Second place, any staff member, "Book now" goes straight to the basket.
  const second = await openBookingPage(page, 1);
  await chooseFreeTime(page);
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/en\/basket$/);
  await expect(page.getByText('2 appointments')).toBeVisible();
  for (const name of [first, second])
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByText(/^Total \(/).first()).toBeVisible();

  // Checkout needs an account: sign in and come back to the same basket (merged into the account).
  await signInAndCheckOut(page, { email, password });
  await expect(page.getByRole('link', { name: /^Add to calendar/ })).toHaveCount(2);

  await page.getByRole('link', { name: 'My appointments' }).click();
  await expect(page).toHaveURL(/\/en\/appointments$/);
  for (const name of [first, second]) await expect(cardOf(page, name).first()).toBeVisible();
  const firstId = await cardOf(page, first).first().getAttribute('data-appointment');
  const before = await cardOf(page, first).first().textContent();

  // Reschedule the first one: the booking page in "move" mode, then back with a message and a new time.
  await cardOf(page, first).first().getByRole('link', { name: 'Reschedule' }).click();
  await expect(page).toHaveURL(/\/book\?.*reschedule=[0-9a-f-]{36}/);
  await chooseFreeTime(page, 4);
  await page.getByRole('button', { name: 'Move my appointment' }).click();
  await expect(page).toHaveURL(/\/en\/appointments$/);
  await expect(page.getByText('Your appointment has been moved.')).toBeVisible();
  const moved = page.locator(`li[data-appointment="${firstId}"]`);
  await expect(moved).toBeVisible();
  expect(await moved.textContent()).not.toBe(before);

  // Cancel the second one, after confirming.
  const secondCard = cardOf(page, second).first();
  await secondCard.getByRole('button', { name: 'Cancel appointment' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Your appointment has been cancelled.')).toBeVisible();
  await expect(cardOf(page, second).first().getByText('Cancelled', { exact: true })).toBeVisible();

  // The moved appointment's calendar file opens in a calendar library without errors.
  const href = await moved.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
  const ics = await page.request.get(href ?? '');
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const calendar = new ICAL.Component(ICAL.parse(await ics.text()));
  const vevent = calendar.getFirstSubcomponent('vevent');
  expect(vevent).not.toBeNull();
  const event = new ICAL.Event(vevent ?? undefined);
  expect(event.summary).toContain(first);
  expect(event.startDate.toJSDate().getTime()).toBeGreaterThan(Date.now() + 4 * DAY - DAY);
});
