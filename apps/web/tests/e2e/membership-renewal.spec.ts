import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './api-account.ts';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';

/** This spec's sign-ups come from an address of its own (sign-up allows 5 a minute per address). */
const ADDRESS = '198.51.100.78';

/** A demo studio with a monthly plan that renews. */
const PLACE = 'shanti-yoga-sofia-lozenets';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'necessary'));
  // The sign-in page loads Google's button script, out of reach of this machine: an empty one stands in.
  await page.route('https://accounts.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
});

test('My memberships: a plan that renews says when, its renewal is turned off and on, and cancelling says what is refunded', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const problems = consoleProblems(page);
  const email = `renewal.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'Strandzha-oaks-2026';
  await signUpThroughApi(
    baseURL ?? '',
    { email, password, firstName: 'Mira', lastName: 'Stoyanova' },
    ADDRESS,
  );
  await gotoHydrated(page, '/en/memberships?mine=1');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page.getByText('You have no memberships yet.')).toBeVisible();

  // The studio's renewing plan, bought and paid at the venue (the place's dev-tools stand-in activates it).
  const plans = (await (await page.request.get(`/api/v1/memberships/plans?location=${PLACE}`)).json()) as {
    items: { id: string; name: string; autoRenew: boolean }[];
  };
  const monthly = plans.items.find((plan) => plan.autoRenew);
  if (!monthly) throw new Error('the demo studio has no plan that renews');
  await gotoHydrated(page, `/en/memberships?location=${PLACE}`);
  await page
    .getByRole('article')
    .filter({ hasText: monthly.name })
    .first()
    .getByRole('button', { name: 'Buy' })
    .click();
  await expect(page).toHaveURL(/\/en\/memberships\?mine=1&bought=pending$/);
  const mine = (await (await page.request.get('/api/v1/me/memberships')).json()) as {
    items: { id: string }[];
  };
  const activated = await page.request.post(`/dev/memberships/${mine.items[0]?.id}/activate`, {
    headers: { Origin: baseURL ?? '' },
  });
  expect(activated.status()).toBe(200);

  await gotoHydrated(page, '/en/memberships?mine=1');
  const card = page.getByRole('listitem').filter({ hasText: monthly.name }).first();
  await expect(card.getByText(/^Renews on /)).toBeVisible();
  await card.getByRole('button', { name: 'Turn off auto-renew' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Auto-renew is off: your membership ends on its last day.' }),
  ).toBeVisible();
  await expect(card.getByText(/^Ends on /)).toBeVisible();
  await card.getByRole('button', { name: 'Turn on auto-renew' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Auto-renew is on: your membership renews when its period ends.' }),
  ).toBeVisible();
  await expect(card.getByText(/^Renews on /)).toBeVisible();

  // Cancelling says what is refunded: paid at the venue, nothing was paid online.
  await card.getByRole('button', { name: 'Cancel membership' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this membership?' });
  await expect(dialog).toContainText(
    'Paid at the venue: nothing was paid online, so nothing is refunded online.',
  );
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toBeHidden();
  expect(problems).toEqual([]);
});
