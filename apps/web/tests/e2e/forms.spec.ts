import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './api-account.ts';
import { gotoHydrated } from './hydrated.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
});

const DAY = 86_400_000;

/** The demo massage studio in Sofia asks its health questionnaire before the visit: its place and service. */
async function serviceWithFormBeforeTheVisit(baseURL: string) {
  const json = async <T>(path: string) => (await (await fetch(`${baseURL}/api/v1${path}`)).json()) as T;
  const business = await json<{ locations: Array<{ slug: string }> }>('/businesses/harmonia-masazhi');
  const slug = business.locations[0]?.slug ?? '';
  const place = await json<{ serviceGroups: Array<{ services: Array<{ id: string }> }> }>(
    `/locations/${slug}`,
  );
  for (const { id } of place.serviceGroups.flatMap((group) => group.services)) {
    const forms = await json<{ items: Array<{ rule: string }> }>(`/services/${id}/forms`);
    if (forms.items.some((form) => form.rule === 'before-visit')) return { slug, serviceId: id };
  }
  throw new Error('no service asks a form before the visit');
}

/** Books the service at the first free time at least three days ahead, through the booking page. */
async function book(page: Page, slug: string, serviceId: string) {
  const times = page.locator('input[name="start"]');
  for (let offset = 3; offset < 24; offset++) {
    const date = new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
    await gotoHydrated(
      page,
      `/en/location/${slug}/book?service=${serviceId}&date=${date}&month=${date.slice(0, 7)}`,
    );
    if ((await times.count()) === 0) continue;
    await page.locator('label:has(input[name="start"])').first().click();
    await page.getByRole('button', { name: 'Book now' }).click();
    await expect(page).toHaveURL(/\/en\/basket$/);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/en\/basket\/confirmation\/[0-9a-f-]{36}$/);
    return;
  }
  throw new Error('no free time in three weeks');
}

test('a form to fill before the visit: badge, half filled, kept over a reload, sent, read-only', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') problems.push(message.text());
  });
  const email = `forms.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'Rila-lakes-in-June-2026';
  await signUpThroughApi(baseURL ?? '', { email, password, firstName: 'Vesela', lastName: 'Koleva' });
  await gotoHydrated(page, '/en/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/en\/home$/);

  const { slug, serviceId } = await serviceWithFormBeforeTheVisit(baseURL ?? '');
  await book(page, slug, serviceId);
  problems.length = 0;

  // The side menu says there is one form to fill, in words for screen readers.
  await gotoHydrated(page, '/en/appointments');
  await page.getByRole('button', { name: 'Menu' }).first().click();
  const entry = page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: 'My forms 1 form to fill in' });
  await expect(entry.locator('[data-unread-badge]')).toHaveText('1');
  await entry.click();
  await expect(page).toHaveURL(/\/en\/forms$/);
  const toFill = page.getByRole('region', { name: /To fill in/ });
  await expect(toFill.getByText(/Due by /)).toBeVisible();
  await toFill.getByRole('link', { name: /^Fill in: / }).click();
  await expect(page).toHaveURL(/\/en\/forms\/[0-9a-f-]{36}$/);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

  // Half of it: an allergy, "yes" shows the week of the pregnancy. The draft is saved as one types.
  await page.getByLabel(/Do you have any allergies/).fill('Lavender oil');
  await page
    .getByRole('group', { name: /Are you pregnant/ })
    .getByLabel('Yes')
    .check();
  await page.getByLabel(/Which week of pregnancy/).fill('20');
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();

  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByLabel(/Do you have any allergies/)).toHaveValue('Lavender oil');
  await expect(page.getByLabel(/Which week of pregnancy/)).toHaveValue('20');

  // Sent without the consent: refused, the error announced and on the field.
  await page.getByRole('button', { name: 'Send the form' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'needs your attention' });
  await expect(summary).toContainText('1 answer needs your attention:');
  const consent = page.getByRole('checkbox', { name: /I confirm this information is correct/ });
  await expect(consent).toHaveAttribute('aria-invalid', 'true');
  await consent.check();
  await page.getByRole('button', { name: 'Send the form' }).click();
  await expect(page.getByText('Form sent. Thank you!')).toBeVisible();
  await expect(page.getByText('Lavender oil')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the form' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Back to My forms' }).click();
  await expect(
    page.getByRole('region', { name: /Completed/ }).getByRole('link', { name: /^View: / }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: /To fill in/ }).getByText('Nothing to fill in.', { exact: false }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
