import { localDate } from '@kalendo/i18n/intl-formats';
import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './api-account.ts';
import { consoleProblems } from './console-notes.ts';
import { reformerSession, sendReformerForm, serviceWithForm } from './demo-services.ts';
import { gotoHydrated } from './hydrated.ts';

/** This spec's sign-ups come from an address of its own (sign-up allows 5 a minute per address). */
const ADDRESS = '198.51.100.77';
/**
 * The browser signs in from the same address its accounts were made from: from 127.0.0.1 its sign-ins
 * shared the limit per address (10 a minute) with every other spec's, and a fast run met it.
 */
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': ADDRESS } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
  // The sign-in page loads Google's button script, out of reach of this machine: an empty one stands in.
  await page.route('https://accounts.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
});

const DAY = 86_400_000;

/** Puts the service's first free time at least three days ahead in the basket, through the booking page. */
async function addToBasket(page: Page, slug: string, serviceId: string) {
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
    return;
  }
  throw new Error('no free time in three weeks');
}

/** A new account, signed in on the page. */
async function signUpAndIn(page: Page, baseURL: string, email: string) {
  const password = 'Rila-lakes-in-June-2026';
  await signUpThroughApi(baseURL, { email, password, firstName: 'Vesela', lastName: 'Koleva' }, ADDRESS);
  await gotoHydrated(page, '/en/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/en\/home$/);
}

test('a form to fill before the visit: badge, half filled, kept over a reload, sent, read-only', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const problems = consoleProblems(page);
  await signUpAndIn(page, baseURL ?? '', `forms.${testInfo.project.name}.${Date.now()}@example.com`);
  const { slug, serviceId } = await serviceWithForm(baseURL ?? '', 'harmonia-masazhi', 'before-visit');
  await addToBasket(page, slug, serviceId);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/en\/basket\/confirmation\/[0-9a-f-]{36}$/);
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

  // Print or save as PDF: the browser's print dialog (stood in for here); on paper, only the form.
  await page.evaluate(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', 'true');
  });
  await page.getByRole('button', { name: 'Print or save as PDF' }).click();
  await expect(page.locator('html[data-printed="true"]')).toBeAttached();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText('Lavender oil')).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('link', { name: 'Back to My forms' }).click();
  await expect(
    page.getByRole('region', { name: /Completed/ }).getByRole('link', { name: /^View: / }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: /To fill in/ }).getByText('Nothing to fill in.', { exact: false }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('a form asked before booking: named in a guest’s basket, refused empty and announced, then booked', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const problems = consoleProblems(page);
  // A guest's basket already says which item needs a form, and that it is filled once signed in.
  const { slug, serviceId } = await serviceWithForm(baseURL ?? '', 'black-lantern-tattoo', 'before-booking');
  await addToBasket(page, slug, serviceId);
  await expect(page.getByText('This service asks for a form before booking.')).toBeVisible();
  await expect(page.getByText('You will fill it in after signing in, before you check out.')).toBeVisible();

  // Signed in, the basket (merged) holds the item; checkout without the form is refused on the item.
  await signUpAndIn(page, baseURL ?? '', `consent.${testInfo.project.name}.${Date.now()}@example.com`);
  await gotoHydrated(page, '/en/basket');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('alert')).toContainText(/form/i);
  await expect(page).toHaveURL(/\/en\/basket$/);

  // Checkout asks for it: the form opens, coming back to the basket.
  await page.getByRole('button', { name: 'Fill in the form' }).click();
  await expect(page).toHaveURL(/\/en\/forms\/[0-9a-f-]{36}\?back=basket$/);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tattoo and piercing consent');

  // Everything left empty: refused, the summary announced and focused, each field described by its error.
  await page.getByRole('button', { name: 'Send the form' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'need your attention' });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  const birth = page.getByLabel(/Date of birth/);
  await expect(birth).toHaveAttribute('aria-invalid', 'true');
  await expect(birth).toHaveAccessibleDescription(/Please answer this question\./);
  await summary.getByRole('link', { name: /Date of birth/ }).click();
  await expect(birth).toBeFocused();

  // Filled, signed by typing the name (the keyboard alternative): sent, back to the basket, booked.
  await birth.fill('1994-05-17');
  await page.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await page.getByRole('checkbox', { name: /I consent to the treatment/ }).check();
  await page.getByLabel('Type your full name to sign').fill('Vesela Koleva');
  await expect(summary).toHaveCount(0);
  await page.getByRole('button', { name: 'Send the form' }).click();
  await expect(page).toHaveURL(/\/en\/basket$/);
  await expect(page.getByText('Form completed')).toBeVisible();
  // Read from the basket, the sent form leads back to it; under Completed it waits for the booking.
  await page.getByRole('link', { name: 'View the form' }).click();
  await expect(page).toHaveURL(/\/en\/forms\/[0-9a-f-]{36}\?back=basket$/);
  await page.getByRole('link', { name: 'Back to the basket' }).click();
  await expect(page).toHaveURL(/\/en\/basket$/);
  await gotoHydrated(page, '/en/forms');
  const completed = page.getByRole('region', { name: /Completed/ });
  await expect(completed.getByText('Ready for your next booking')).toBeVisible();
  await expect(completed.getByText('Needed before booking')).toHaveCount(0);
  await gotoHydrated(page, '/en/basket');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/en\/basket\/confirmation\/[0-9a-f-]{36}$/);
  await gotoHydrated(page, '/en/forms');
  await expect(
    page.getByRole('region', { name: /Completed/ }).getByRole('link', { name: /^View: / }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('a studio class asks its readiness questionnaire once: the spot booked, the form waits in My forms', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const problems = consoleProblems(page);
  await signUpAndIn(page, baseURL ?? '', `class-form.${testInfo.project.name}.${Date.now()}@example.com`);
  const studio = (await (await fetch(`${baseURL}/api/v1/businesses/shanti-yoga`)).json()) as {
    locations: Array<{ slug: string }>;
  };
  await gotoHydrated(page, `/en/classes?location=${studio.locations[0]?.slug ?? ''}&free=1`);
  const first = page.getByRole('article').first();
  const name = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await first.getByRole('button', { name: 'Book a spot' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You’re booked. See you in class!' }),
  ).toBeVisible();

  await gotoHydrated(page, '/en/forms');
  const toFill = page.getByRole('region', { name: /To fill in/ });
  await expect(toFill.getByRole('heading', { name: 'Exercise readiness questionnaire' })).toBeVisible();
  await expect(toFill.getByText(`${name} at `)).toBeVisible();
  await expect(toFill.getByText(/Due by /)).toBeVisible();
  expect(problems).toEqual([]);
});

test('a class asking a form before booking: the timetable opens the form, and once sent the spot is booked', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const problems = consoleProblems(page);
  await signUpAndIn(page, baseURL ?? '', `reformer.${testInfo.project.name}.${Date.now()}@example.com`);
  const session = await reformerSession(baseURL ?? '');
  const timetable = `/en/classes?location=${session.place.slug}&date=${localDate(new Date(session.startsAt), session.place.timeZone)}`;
  const card = page.locator(`article[aria-labelledby="class-${session.id}"]`);
  await gotoHydrated(page, timetable);
  await card.getByRole('button', { name: 'Book a spot' }).click();

  // No spot yet: the class's form opens, leading back to the same timetable.
  await expect(page).toHaveURL(/\/en\/forms\/[0-9a-f-]{36}\?back=classes&at=location/);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Reformer Pilates health check and consent',
  );
  await expect(page.getByRole('link', { name: 'Back to the classes' })).toBeVisible();
  await sendReformerForm(page);

  // Back on the same timetable, the class still there: the spot is taken with the form just sent.
  await expect(page).toHaveURL(timetable);
  await card.getByRole('button', { name: 'Book a spot' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'You’re booked. See you in class!' }),
  ).toBeVisible();
  expect(problems).toEqual([]);
});
