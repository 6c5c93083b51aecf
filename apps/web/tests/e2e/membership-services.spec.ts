import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './api-account.ts';
import { chooseFreeTime } from './booking-steps.ts';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';

/** This spec's sign-ups come from an address of its own (sign-up allows 5 a minute per address). */
const ADDRESS = '198.51.100.79';

/** The demo studio whose 10-visit pass covers its group services, and that pass's name (Bulgarian). */
const PLACE = 'shanti-yoga-sofia-lozenets';
const PASS = 'Карта за 10 посещения';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'necessary'));
  // The sign-in page loads Google's button script, out of reach of this machine: an empty one stands in.
  await page.route('https://accounts.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
});

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
}

/** "N of 10 visits left" on the pass's card of My memberships. */
async function visitsLeft(page: Page): Promise<number> {
  await gotoHydrated(page, '/en/memberships?mine=1');
  const card = page.getByRole('listitem').filter({ hasText: PASS }).filter({ hasText: 'Active' }).first();
  const text = (await card.getByText(/^\d+ of 10 visits left$/).textContent()) ?? '';
  return Number(text.split(' ')[0]);
}

test('buy a pass paid at the venue; once the place takes the payment, book a covered service with it: a visit is spent and given back', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const problems = consoleProblems(page);

  // A new member buys the studio's pass, paid at the venue: it waits for the place to take the payment.
  const email = `pass.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'Pirin-ridge-at-dusk-2026';
  await signUpThroughApi(baseURL ?? '', { email, password, firstName: 'Rada', lastName: 'Ilieva' }, ADDRESS);
  await gotoHydrated(page, '/en/memberships?mine=1');
  await signIn(page, { email, password });
  await expect(page.getByText('You have no memberships yet.')).toBeVisible();
  await gotoHydrated(page, `/en/memberships?location=${PLACE}`);
  const plan = page.getByRole('article').filter({ hasText: PASS }).first();
  await plan.getByRole('button', { name: 'Buy' }).click();
  await expect(page).toHaveURL(/\/en\/memberships\?mine=1&bought=pending$/);
  await expect(
    page.getByRole('listitem').filter({ hasText: PASS }).getByText('Waiting for payment at the venue'),
  ).toBeVisible();

  // The place takes the payment at the venue (the partner portal's action, here its dev-tools stand-in):
  // the pass starts now with all its visits.
  const mine = (await (await page.request.get('/api/v1/me/memberships')).json()) as {
    items: { id: string; status: string }[];
  };
  const pending = mine.items.find((item) => item.status === 'pending');
  const activated = await page.request.post(`/dev/memberships/${pending?.id}/activate`, {
    headers: { Origin: baseURL ?? '' },
  });
  expect(activated.status()).toBe(200);
  const before = await visitsLeft(page);
  expect(before).toBe(10);

  // The pass covers the studio's yoga class: booked through the basket, paid with the pass.
  const place = (await (await page.request.get(`/api/v1/locations/${PLACE}`)).json()) as {
    serviceGroups: { services: { id: string; name: string }[] }[];
  };
  const yoga = place.serviceGroups.flatMap((group) => group.services).find((s) => s.name === 'Клас по йога');
  await gotoHydrated(page, `/en/location/${PLACE}/book?service=${yoga?.id}`);
  await chooseFreeTime(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added to your basket.')).toBeVisible();
  await gotoHydrated(page, '/en/basket');
  const payWith = page.getByRole('group', { name: 'Pay with' });
  await expect(payWith.getByRole('radio', { name: new RegExp(`^${PASS}`) })).toBeChecked();
  await expect(page.getByText('Included in your membership')).toBeVisible();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/en\/basket\/confirmation\/[0-9a-f-]{36}$/);
  await expect(page.locator('li[data-appointment]').getByText('Included in your membership')).toBeVisible();
  expect(await visitsLeft(page)).toBe(before - 1);

  // Cancelled in time: the visit comes back, and the usage history says why.
  await gotoHydrated(page, '/en/appointments');
  // The one still booked (a run before may have left a cancelled one).
  const card = page
    .locator('li[data-appointment]')
    .filter({ hasText: 'Клас по йога' })
    .filter({ has: page.getByRole('button', { name: 'Cancel appointment' }) })
    .first();
  await expect(card.getByText('Included in your membership')).toBeVisible();
  await card.getByRole('button', { name: 'Cancel appointment' }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Your appointment has been cancelled.')).toBeVisible();
  expect(await visitsLeft(page)).toBe(before);
  const pass = page.getByRole('listitem').filter({ hasText: PASS }).filter({ hasText: 'Active' }).first();
  await pass.getByText('Usage history').click();
  await expect(pass.getByText('Appointment cancelled, visit given back').first()).toBeVisible();
  expect(problems).toEqual([]);
});
