import type { ClassSession, ClassTimetablePage } from '@kalendo/contracts';
import { type APIRequestContext, expect, type FrameLocator, type Page, test } from '@playwright/test';
import { signInThroughApi, signUpThroughApi } from './api-account.ts';
import { chromiumLaunch } from './chromium-launch.ts';
import { consoleProblems } from './console-notes.ts';
import { basketItemThroughApi, serviceWithForm } from './demo-services.ts';
import { gotoHydrated } from './hydrated.ts';

/** This spec's sign-ups come from an address of its own (sign-up allows 5 a minute per address). */
const ADDRESS = '198.51.100.88';

/** The business's own site (playwright.config.ts): `localhost` may frame the widget, `127.0.0.1` may not. */
const port = Number(process.env.E2E_PORT ?? 3100) + 2;
const ALLOWED_SITE = `http://localhost:${port}/`;
const REFUSED_SITE = `http://127.0.0.1:${port}/`;

// Chromium with third-party cookies blocked: the frame keeps its session in a partitioned cookie (ADR 019).
test.use({
  launchOptions: chromiumLaunch(['--test-third-party-cookie-phaseout']),
});

/** The widget's frame once React has taken over its page. */
async function hydrated(frame: FrameLocator) {
  await frame.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return frame;
}

/** In the booking page inside the frame: the first free day, its first time, then "Book now". */
async function bookFirstFreeTime(frame: FrameLocator) {
  const calendar = frame.getByRole('grid');
  await expect(calendar).toBeVisible();
  const freeDay = calendar.locator('td [role="button"]:not([aria-disabled="true"])').first();
  if ((await freeDay.count()) === 0) await frame.getByRole('link', { name: 'Next month' }).click();
  await freeDay.click();
  await expect(frame.getByRole('heading', { name: /^Free times on / })).toBeFocused();
  await frame.locator('label:has(input[name="start"])').first().click();
  await frame.getByRole('button', { name: 'Book now' }).click();
}

async function signInOnTheMarketplace(page: Page, email: string, password: string) {
  await gotoHydrated(page, '/en/sign-in?returnTo=%2Fen%2Fappointments');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(/\/en\/appointments$/);
}

test('a business site: sticky button → dialog → book inside the frame (third-party cookies blocked) → My appointments', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const email = `widget.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'Soho-cuts-2026';
  await signUpThroughApi(baseURL ?? '', { email, password, firstName: 'Sam', lastName: 'Carter' }, ADDRESS);
  // The site's page and every widget frame on it: no warning, no error.
  const problems = consoleProblems(page);
  await page.goto(ALLOWED_SITE);

  // The inline frame grows with its content (the frame tells its height).
  const inline = page.locator('#inline-booking iframe');
  await expect(inline).toBeVisible();
  await hydrated(page.frameLocator('#inline-booking iframe'));
  await expect.poll(async () => (await inline.boundingBox())?.height ?? 0).not.toBe(480);
  await expect(page.frameLocator('#inline-booking iframe').getByRole('heading', { level: 1 })).toBeVisible();

  // The sticky button opens the dialog; Esc (pressed inside the frame) closes it and focus comes back.
  const sticky = page.getByRole('button', { name: 'Book now' });
  await sticky.click();
  const dialog = page.getByRole('dialog', { name: 'Online booking' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');
  const frame = await hydrated(dialog.frameLocator('iframe'));
  await frame.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(sticky).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');

  // Book: a place of the business → a service → a time → basket → sign in inside the frame → checkout.
  await sticky.click();
  const booking = await hydrated(dialog.frameLocator('iframe'));
  const frameHandle = page.frame({ url: /\/en\/embed\/business\/soho-barber-co$/ });
  expect(await frameHandle?.evaluate(() => document.hasStorageAccess())).toBe(false);
  await booking.getByRole('article').first().getByRole('link').first().click();
  await booking
    .getByRole('link', { name: /^Book / })
    .first()
    .click();
  await expect(booking.getByRole('heading', { level: 1 })).toHaveText('Book an appointment');
  await bookFirstFreeTime(booking);
  await booking.getByRole('link', { name: 'Sign in to book' }).click();
  await booking.getByLabel('Email').fill(email);
  await booking.getByLabel('Password').fill(password);
  await booking.getByRole('button', { name: 'Sign in' }).last().click();
  await booking.getByRole('button', { name: 'Checkout' }).click();
  await expect(booking.getByRole('heading', { level: 1 })).toHaveText('You’re booked');
  const service = (await booking.locator('li[data-appointment] h2').first().textContent())?.trim() ?? '';
  // Nothing in the frame leads out of the business.
  await expect(booking.getByRole('link', { name: 'My appointments' })).toHaveCount(0);
  expect(problems).toEqual([]);

  await signInOnTheMarketplace(page, email, password);
  await expect(page.locator('li[data-appointment]').filter({ hasText: service }).first()).toBeVisible();
});

test('a site the business did not list cannot frame its widget', async ({ page }) => {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('frame-ancestors')) refusals.push(message.text());
  });
  await page.goto(REFUSED_SITE);
  await expect(page.locator('#inline-booking iframe')).toBeVisible();
  // Chromium shows its own error page in place of the refused frame, and says why.
  await expect
    .poll(() =>
      page
        .frames()
        .find((frame) => frame !== page.mainFrame())
        ?.url(),
    )
    .toMatch(/^chrome-error:/);
  await expect.poll(() => refusals.length).toBeGreaterThan(0);
});

/** A session of the demo data with spots to spare and no form to fill first, found as a client finds it. */
async function openSession(request: APIRequestContext): Promise<ClassSession> {
  const answer = (await (
    await request.get('/api/v1/classes/sessions?limit=50')
  ).json()) as ClassTimetablePage;
  const found = answer.items.find(
    (session) =>
      session.spotsLeft >= 3 &&
      !session.name.includes('Reformer') &&
      Date.parse(session.startsAt) > Date.now(),
  );
  if (!found) throw new Error('the demo data has no class session with spots to spare');
  return found;
}

test("a studio's site: its timetable inline → sign in inside the frame → book a spot → My appointments", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const session = await openSession(request);
  const email = `widget.class.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'Studio-flow-2026';
  await signUpThroughApi(baseURL ?? '', { email, password, firstName: 'Ana', lastName: 'Kostova' }, ADDRESS);
  const problems = consoleProblems(page);
  await page.goto(`${ALLOWED_SITE}classes?place=${encodeURIComponent(session.place.slug)}`);

  // The place's next classes, then its whole timetable in its business's widget.
  const frame = await hydrated(page.frameLocator('#timetable iframe'));
  await frame.getByRole('link', { name: 'All classes' }).click();
  const timetable = await hydrated(frame);
  await expect(timetable.getByRole('heading', { level: 1, name: /^Classes at / })).toBeVisible();
  const card = timetable
    .getByRole('article')
    .filter({ has: timetable.locator(`time[datetime="${session.startsAt}"]`) })
    .filter({ hasText: session.name })
    .first();
  await card.getByRole('button', { name: 'Book a spot' }).click();

  // A guest signs in inside the frame and comes back to the same timetable.
  await timetable.getByLabel('Email').fill(email);
  await timetable.getByLabel('Password').fill(password);
  await timetable.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(timetable.getByRole('heading', { level: 1, name: /^Classes at / })).toBeVisible();
  await card.getByRole('button', { name: 'Book a spot' }).click();
  await expect(timetable.getByRole('status')).toContainText('You’re booked');
  // Nothing in the frame leads out of the business.
  await expect(timetable.getByRole('link', { name: 'My appointments' })).toHaveCount(0);
  expect(problems).toEqual([]);

  await signInOnTheMarketplace(page, email, password);
  await expect(page.getByText(session.name).first()).toBeVisible();
});

test("a tattoo studio's site: a service asking a consent form → sign in, fill the form and book inside the frame, its basket the studio's only", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const base = baseURL ?? '';
  const { slug, serviceId } = await serviceWithForm(base, 'black-lantern-tattoo', 'before-booking');
  const email = `widget.form.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'Black-lantern-2026';
  await signUpThroughApi(base, { email, password, firstName: 'Vesela', lastName: 'Koleva' }, ADDRESS);
  // Signed in on the marketplace, the account's basket already holds another business's service.
  await signInThroughApi(page.request, base, { email, password });
  const otherPlace = await basketItemThroughApi(page.request, base, 'soho-barber-co');
  const problems = consoleProblems(page);
  await page.goto(`${ALLOWED_SITE}site?business=black-lantern-tattoo`);
  await page.getByRole('button', { name: 'Book now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Online booking' });
  const frame = await hydrated(dialog.frameLocator('iframe'));
  await frame.locator(`a[href$="/location/${slug}"]`).first().click();
  await frame.locator(`a[href*="service=${serviceId}"]`).first().click();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Book an appointment');
  await bookFirstFreeTime(frame);
  await frame.getByRole('link', { name: 'Sign in to book' }).click();
  await frame.getByLabel('Email').fill(email);
  await frame.getByLabel('Password').fill(password);
  await frame.getByRole('button', { name: 'Sign in' }).last().click();

  // The frame's basket: the studio's item only (the barber's stays in the account's basket), asking its form.
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Basket');
  await expect(frame.getByText('1 appointment', { exact: true })).toBeVisible();
  await expect(frame.getByRole('link', { name: otherPlace })).toHaveCount(0);
  await frame.getByRole('button', { name: 'Fill in the form' }).click();

  // The form inside the frame, under the studio's widget: filled, signed by typing, sent, back to its basket.
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('Tattoo and piercing consent');
  const formFrame = page.frame({
    url: /\/en\/embed\/business\/black-lantern-tattoo\/forms\/[0-9a-f-]{36}\?back=basket$/,
  });
  expect(formFrame).not.toBeNull();
  await hydrated(frame);
  await frame.getByLabel(/Date of birth/).fill('1994-05-17');
  await frame.getByRole('checkbox', { name: /I am 18 or older/ }).check();
  await frame.getByRole('checkbox', { name: /I consent to the treatment/ }).check();
  await frame.getByLabel('Type your full name to sign').fill('Vesela Koleva');
  await frame.getByRole('button', { name: 'Send the form' }).click();
  await expect(frame.getByText('Form completed')).toBeVisible();
  await frame.getByRole('button', { name: 'Checkout' }).click();
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText('You’re booked');
  const service = (await frame.locator('li[data-appointment] h2').first().textContent())?.trim() ?? '';
  await expect(frame.getByRole('link', { name: 'My appointments' })).toHaveCount(0);
  expect(problems).toEqual([]);

  // On the marketplace: the booking in My appointments, the barber's item still in the basket.
  await gotoHydrated(page, '/en/appointments');
  await expect(page.locator('li[data-appointment]').filter({ hasText: service }).first()).toBeVisible();
  await gotoHydrated(page, '/en/basket');
  await expect(page.getByRole('link', { name: otherPlace })).toBeVisible();
  await expect(page.getByText('1 appointment', { exact: true })).toBeVisible();
});
