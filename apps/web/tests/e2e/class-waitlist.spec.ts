import type { ClassSession, ClassTimetablePage } from '@kalendo/contracts';
import { localDate } from '@kalendo/i18n/intl-formats';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './api-account.ts';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';

/** This spec's sign-ups come from an address of its own (sign-up allows 5 a minute per address). */
const ADDRESS = '198.51.100.74';

const PASSWORD = 'Ohrid-shore-at-sunset-2026';
const DAY_MS = 86_400_000;

/**
 * A session of the demo data with exactly one spot left, nobody waiting yet, a waitlist, and more than a
 * day to go (so a spot can still be given back), found the way a client finds it.
 */
async function lastSpotSession(request: APIRequestContext): Promise<ClassSession> {
  let cursor: string | null = null;
  for (let page = 0; page < 20; page += 1) {
    const query: string = `/api/v1/classes/sessions?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const answer = (await (await request.get(query)).json()) as ClassTimetablePage;
    const found = answer.items.find(
      (session) =>
        session.spotsLeft === 1 &&
        session.waitlist.waiting === 0 &&
        session.waitlist.capacity > 0 &&
        Date.parse(session.startsAt) - Date.now() > DAY_MS + session.place.cancellationWindowMinutes * 60_000,
    );
    if (found) return found;
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  throw new Error('the demo data has no session with one spot left');
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'necessary'));
  // The sign-in page loads Google's button script, out of reach of this machine: an empty one stands in.
  await context.route('https://accounts.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  const page = await context.newPage();
  await gotoHydrated(page, '/en/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).not.toHaveURL(/sign-in/);
  return page;
}

test('a full class: the next person joins the waitlist and gets the spot, told in the app and by email, when someone cancels', async ({
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const session = await lastSpotSession(request);
  const stamp = `${testInfo.project.name}.${Date.now()}`;
  const booker = `booker.${stamp}@example.com`;
  const waiter = `waiter.${stamp}@example.com`;
  await signUpThroughApi(
    baseURL ?? '',
    {
      email: booker,
      password: PASSWORD,
      firstName: 'Ana',
      lastName: 'Ristova',
    },
    ADDRESS,
  );
  await signUpThroughApi(
    baseURL ?? '',
    {
      email: waiter,
      password: PASSWORD,
      firstName: 'Elena',
      lastName: 'Popova',
    },
    ADDRESS,
  );
  const timetable = `/en/classes?location=${session.place.slug}&date=${localDate(new Date(session.startsAt), session.place.timeZone)}`;
  const card = (page: Page) => page.locator(`article[aria-labelledby="class-${session.id}"]`);
  const problems: string[] = [];

  // The second user takes the last spot: the class is full.
  const first = await signedInPage(browser, booker);
  consoleProblems(first, problems);
  await gotoHydrated(first, timetable);
  await card(first).getByRole('button', { name: 'Book a spot' }).click();
  await expect(first.getByRole('status').filter({ hasText: 'You’re booked.' })).toBeVisible();

  // The third user finds it full and joins the waitlist, first in line.
  const second = await signedInPage(browser, waiter);
  consoleProblems(second, problems);
  await gotoHydrated(second, timetable);
  await card(second).getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(
    second.getByRole('status').filter({ hasText: 'You’re on the waitlist, number 1 in line.' }),
  ).toBeVisible();
  await gotoHydrated(second, '/en/appointments');
  await expect(second.getByText('On the waitlist, number 1 in line')).toBeVisible();

  // The booked user gives the spot back…
  await gotoHydrated(first, '/en/appointments');
  await first.getByRole('button', { name: 'Cancel my spot' }).first().click();
  await first.getByRole('dialog').getByRole('button', { name: 'Cancel my spot' }).click();
  await expect(first.getByText('Done: your place in the class is given back.')).toBeVisible();

  // …and it goes to the one waiting, who is told in the app and by email.
  await gotoHydrated(second, '/en/appointments');
  await expect(second.getByText('Your spot is booked')).toBeVisible();
  await gotoHydrated(second, '/en/notifications');
  await expect(second.getByText('A spot opened up for you').first()).toBeVisible();
  await expect(second.getByText(`You’re booked for ${session.name}`).first()).toBeVisible();
  await expect(async () => {
    await second.goto('/dev/mail');
    await expect(
      second
        .locator('article', { hasText: waiter })
        .filter({ hasText: `A spot opened up in ${session.name}` }),
    ).toHaveCount(1);
  }).toPass({ timeout: 30_000 });
  expect(problems).toEqual([]);
  await first.context().close();
  await second.context().close();
});
