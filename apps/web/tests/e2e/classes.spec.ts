import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './api-account.ts';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';

/** This spec's sign-ups come from an address of its own (sign-up allows 5 a minute per address). */
const ADDRESS = '198.51.100.75';

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
  const problems = consoleProblems(page);
  const email = `classes.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'Rila-lakes-at-dawn-2026';
  await signUpThroughApi(
    baseURL ?? '',
    { email, password, firstName: 'Mila', lastName: 'Georgieva' },
    ADDRESS,
  );

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

test('get a free trial membership, book a class with it, and get the visit back by cancelling', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const problems = consoleProblems(page);
  const email = `member.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'Vitosha-trail-at-noon-2026';
  await signUpThroughApi(baseURL ?? '', { email, password, firstName: 'Iva', lastName: 'Petrova' }, ADDRESS);

  // My memberships asks a visitor to sign in first.
  await gotoHydrated(page, '/en/memberships?mine=1');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page.getByText('You have no memberships yet.')).toBeVisible();

  await gotoHydrated(page, '/en/memberships');
  const trial = page.getByRole('article').filter({ hasText: 'Free trial class' }).first();
  const placeHref = (await trial.getByRole('link').first().getAttribute('href')) ?? '';
  await trial.getByRole('button', { name: 'Get it free' }).click();
  await expect(page).toHaveURL(/\/en\/memberships\?mine=1&bought=active$/);
  const card = page.getByRole('listitem').filter({ hasText: 'Free trial class' });
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('1 of 1 visits left')).toBeVisible();

  // The timetable of the plan's place offers the membership to pay with.
  await gotoHydrated(page, `/en/classes?location=${placeHref.split('/').at(-1)}&free=1`);
  const session = page.getByRole('article').filter({ hasText: 'Included in your membership' }).first();
  await expect(session.getByLabel('Pay with')).toHaveValue(/.+/);
  await session.getByRole('button', { name: 'Book a spot' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'You’re booked.' })).toBeVisible();

  await gotoHydrated(page, '/en/memberships?mine=1');
  await expect(card.getByText('0 of 1 visits left')).toBeVisible();

  // Giving the spot back returns the visit.
  await gotoHydrated(page, '/en/appointments');
  await page.getByRole('button', { name: 'Cancel my spot' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel my spot' }).click();
  await expect(page.getByText('Done: your place in the class is given back.')).toBeVisible();
  await gotoHydrated(page, '/en/memberships?mine=1');
  await expect(card.getByText('1 of 1 visits left')).toBeVisible();
  await card.getByText('Usage history').click();
  await expect(card.getByText('Class cancelled, visit given back')).toBeVisible();
  expect(problems).toEqual([]);
});
