import { expect as base, type Page, test } from '@playwright/test';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';
import { continueFromSignUpEmail } from './mailbox.ts';

/** This spec's sign-ups come from an address of its own (sign-up allows 5 a minute per address). */
const ADDRESS = '198.51.100.85';
// Its pages fetch nothing from another origin with CORS, so the header never causes a preflight there.
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': ADDRESS } });

/** The server shares its cores with the browser: a submitted form may take a few seconds to answer. */
const expect = base.configure({ timeout: 15_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
});

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];

/** Opens a set-up page from the set-up's navigation and waits for it to be interactive. */
async function openStep(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Set-up pages' }).getByRole('link', { name }).click();
  await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
}

async function addService(page: Page, name: string, minutes: string, price: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Duration (minutes)').fill(minutes);
  await page.getByLabel('Price', { exact: true }).fill(price);
  await page.getByRole('button', { name: 'Add the service' }).click();
  await expect(page.getByText('The service has been added.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
}

async function addStaff(page: Page, name: string, services: string[]) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  for (const service of services) await page.getByRole('checkbox', { name: service }).check();
  // The form starts with the place's opening hours; Friday is this person's day off.
  await page.getByRole('checkbox', { name: 'Friday' }).uncheck();
  await page.getByRole('button', { name: 'Add the team member' }).click();
  await expect(page.getByText('The team member has been added.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
}

test('a new partner signs up, sets up a business with one place, publishes it and finds it in search', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const problems = consoleProblems(page);
  const stamp = Date.now();
  const email = `partner.${testInfo.project.name}.${stamp}@example.com`;
  const businessName = `Lilac Studio ${stamp}`;
  const placeName = `Lilac Studio Lozenets ${stamp}`;

  // "For business partners" leads here; signed out, sign-up comes back to it.
  await gotoHydrated(page, '/en/partner');
  await expect(page.getByRole('heading', { name: 'Kalendo for business' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Vera');
  await page.getByLabel('Last name').fill('Koleva');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Lilac-in-Lozenets-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/Almost there/)).toBeVisible({ timeout: 30_000 });
  // The development mailbox is no page of the app (it has no icon): what it prints is not counted.
  const beforeMailbox = problems.splice(0);
  await continueFromSignUpEmail(page, email);
  await expect(page).toHaveURL(/\/en\/partner$/);
  problems.splice(0);

  // The business and its first place.
  await gotoHydrated(page, '/en/partner');
  await page.getByRole('link', { name: 'Add your business' }).click();
  await page.getByLabel('Business name').fill(businessName);
  await page.getByLabel('Description').fill('Nails and brows in Lozenets.');
  await page.getByLabel('Place name').fill(placeName);
  await page.getByLabel('Street and number').fill('ul. Krichim 12');
  await page.getByLabel('City').fill('Sofia');
  await page.getByLabel('Latitude').fill('42.6745');
  await page.getByLabel('Longitude').fill('23.3247');
  await page.getByRole('button', { name: 'Create the business' }).click();
  await expect(page).toHaveURL(/\/en\/partner\/businesses\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: businessName })).toBeVisible();
  await expect(page.getByText('Add opening hours to a place.')).toBeVisible();

  // Weekly hours: Monday to Friday, 09:00 to 18:00.
  await openStep(page, 'Opening hours');
  for (const day of WEEKDAYS) await page.getByRole('checkbox', { name: day }).check();
  await page.getByRole('button', { name: 'Save opening hours' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // Two services, then two staff members who perform them, with working hours.
  await openStep(page, 'Services');
  await addService(page, 'Gel manicure', '60', '35');
  await addService(page, 'Brow shaping', '30', '18.50');
  await openStep(page, 'Team');
  await addStaff(page, 'Nadia', ['Gel manicure', 'Brow shaping']);
  await addStaff(page, 'Petya', ['Gel manicure']);

  // Publish: the place is live and its page opens.
  await openStep(page, 'Overview');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published! Your place is live and clients can book it now.')).toBeVisible();
  await page.getByRole('link', { name: `Open the page of ${placeName}` }).click();
  await expect(page.getByRole('heading', { name: placeName, level: 1 })).toBeVisible();

  // Public search finds it by name.
  await gotoHydrated(page, `/en/search?q=${encodeURIComponent(placeName)}`);
  await page.getByRole('link', { name: placeName }).first().click();
  await expect(page.getByRole('heading', { name: placeName, level: 1 })).toBeVisible();
  expect([...beforeMailbox, ...problems]).toEqual([]);
});
