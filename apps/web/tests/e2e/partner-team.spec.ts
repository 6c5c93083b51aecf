import { expect as base, test } from '@playwright/test';
import { signInThroughApi, signUpThroughApi } from './api-account.ts';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';
import { shoot } from './screenshots.ts';

const expect = base.configure({ timeout: 15_000 });
const ADDRESS = '198.51.100.90';

test.use({ extraHTTPHeaders: { 'X-Forwarded-For': ADDRESS } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
});

test('an owner invites someone, who opens the e-mailed link and joins', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const problems = consoleProblems(page);
  const origin = baseURL ?? '';
  const stamp = Date.now();
  const owner = {
    email: `team.owner.${stamp}@example.com`,
    password: 'Team-Owner-2026',
    firstName: 'Vera',
    lastName: 'Petrova',
  };
  const invitee = {
    email: `team.new.${stamp}@example.com`,
    password: 'Team-Newcomer-2026',
    firstName: 'Ivo',
    lastName: 'Stoev',
  };
  await signUpThroughApi(origin, owner, ADDRESS);
  await signUpThroughApi(origin, invitee, ADDRESS);
  await signInThroughApi(page.request, origin, owner);
  const businessName = `Atelier Vera ${stamp}`;
  const created = await page.request.post('/api/v1/partner/businesses', {
    headers: { Origin: origin },
    data: {
      name: businessName,
      locale: 'en',
      place: {
        name: `Atelier Vera Center ${stamp}`,
        addressLine: 'ul. Shipka 5',
        city: 'Sofia',
        citySlug: 'sofia',
        countryCode: 'BG',
        latitude: 42.69,
        longitude: 23.33,
        timeZone: 'Europe/Sofia',
        currency: 'EUR',
      },
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const businessId = ((await created.json()) as { id: string }).id;

  // The owner finds the Members tab, sees no invitation waiting, and invites a manager.
  await gotoHydrated(page, `/en/partner/businesses/${businessId}`);
  await page.getByRole('link', { name: 'Members', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Members and access' })).toBeVisible();
  await expect(page.getByText('No invitations are waiting.')).toBeVisible();
  const invite = page.getByRole('form', { name: 'Invite someone' });
  await invite.getByLabel('E-mail address').fill(invitee.email);
  await invite.getByLabel('Role', { exact: true }).selectOption('manager');
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(`The invitation has been sent to ${invitee.email}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Withdraw ${invitee.email}` })).toBeVisible();
  await shoot(page, 'partner-team');

  // The invitee opens the link from the dev mailbox, signed in in their own browser, and joins.
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': ADDRESS } });
  const other = await context.newPage();
  consoleProblems(other, problems);
  await signInThroughApi(other.request, origin, invitee);
  // The dev mailbox shows the outbox (read as text: a page of its own, it has no icon and the browser asks).
  const mailbox = await (await other.request.get('/dev/mail')).text();
  const token = /\/en\/partner\/invitations\/[A-Za-z0-9_-]{43}/;
  const mail = mailbox
    .split('<article')
    .find((one) => one.includes(invitee.email) && one.includes(businessName));
  const link = mail?.match(token)?.[0] ?? '';
  expect(link).toMatch(token);
  await gotoHydrated(other, link);
  await expect(other.getByRole('heading', { name: `Join ${businessName} on Kalendo` })).toBeVisible();
  await shoot(other, 'partner-invitation');
  await other.getByRole('button', { name: 'Accept and join' }).click();
  await expect(other).toHaveURL(new RegExp(`/en/partner/businesses/${businessId}$`));
  await expect(other.getByRole('heading', { level: 1, name: businessName })).toBeVisible();
  await expect(other.getByRole('link', { name: 'Members', exact: true })).toBeVisible();

  // The owner sees the new member, and the invitation no longer waiting.
  await page.reload();
  await expect(page.getByText(invitee.email)).toBeVisible();
  await expect(page.getByText('No invitations are waiting.')).toBeVisible();
  await shoot(page, 'partner-team-joined');
  await context.close();
  expect(problems).toEqual([]);
});
