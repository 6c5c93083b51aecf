import { expect as base, test } from '@playwright/test';
import { signInThroughApi, signUpThroughApi } from './api-account.ts';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';
import { shoot } from './screenshots.ts';

const expect = base.configure({ timeout: 15_000 });
const ADDRESS = '198.51.100.64';

// This spec signs a partner up: from an address of its own (sign-up's limit is 5 a minute per address).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': ADDRESS } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
});

const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));
const ENGLISH = 'A calm studio for facials and skin care.';
const GERMAN = 'Ein ruhiges Studio für Gesichtsbehandlungen und Hautpflege.';

test('a partner writes a German description: /de/ readers see it, /en/ readers the English one', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const problems = consoleProblems(page);
  const origin = baseURL ?? '';
  const stamp = Date.now();
  const account = { email: `texts.${stamp}@example.com`, password: 'Words-in-Many-Tongues-2026' };
  await signUpThroughApi(origin, { ...account, firstName: 'Nora', lastName: 'Weber' }, ADDRESS);
  await signInThroughApi(page.request, origin, account);

  // A published business in English made through the API: a place open every day, a staff member, a service.
  const send = async (path: string, data: unknown, method: 'post' | 'put' = 'post') => {
    const response = await page.request[method](`/api/v1${path}`, { headers: { Origin: origin }, data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  };
  const created = await send('/partner/businesses', {
    name: `Calm Skin ${stamp}`,
    locale: 'en',
    description: ENGLISH,
    place: {
      name: `Calm Skin Mitte ${stamp}`,
      addressLine: 'Torstraße 1',
      city: 'Berlin',
      citySlug: 'berlin',
      countryCode: 'DE',
      latitude: 52.53,
      longitude: 13.4,
      timeZone: 'Europe/Berlin',
      currency: 'EUR',
    },
  });
  const businessId = created.id as string;
  const place = (created.places as Array<{ id: string; slug: string }>)[0];
  const api = `/partner/businesses/${businessId}`;
  await send(`${api}/places/${place?.id}/hours`, { weekly: everyDay }, 'put');
  const staff = await send(`${api}/staff`, { placeId: place?.id, name: 'Lea', workingHours: everyDay });
  await send(`${api}/services`, {
    placeId: place?.id,
    name: 'Facial',
    durationMinutes: 60,
    priceMinor: 6000,
    currency: 'EUR',
    staffIds: [staff.id],
  });
  await send(`${api}/publish`, {});

  // A German reader first sees the English text, marked as English (the page keeps it: ADR 015, 040).
  const visitor = await (
    await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': ADDRESS } })
  ).newPage();
  consoleProblems(visitor, problems);
  const about = visitor.getByRole('region', { name: /^(Über uns|About)$/ }).locator('p');
  await gotoHydrated(visitor, `/de/location/${place?.slug}`);
  await expect(about).toHaveText(ENGLISH);
  await expect(about).toHaveAttribute('lang', 'en');

  // The partner adds German on the business details page.
  await gotoHydrated(page, `/en/partner/businesses/${businessId}/details`);
  const languages = page.getByRole('region', { name: 'Description in other languages' });
  await expect(languages.getByText('No other languages yet.')).toBeVisible();
  await languages.getByLabel('Language', { exact: true }).selectOption('de');
  const text = languages.getByLabel('Description in the chosen language');
  await text.fill(GERMAN);
  await expect(page.getByText('Changes not saved yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('Added. Readers in this language see it now.')).toBeVisible();
  await expect(page.getByLabel('Deutsch')).toHaveValue(GERMAN);
  await expect(page.getByLabel('Deutsch')).toHaveAttribute('lang', 'de');
  await shoot(page, 'partner-details-descriptions');

  // The German reader's next look shows German at once (the write cleared the kept answers); English stays.
  await gotoHydrated(visitor, `/de/location/${place?.slug}`);
  await expect(about).toHaveText(GERMAN);
  await expect(about).not.toHaveAttribute('lang', /.+/);
  await shoot(visitor, 'place-description-de');
  await gotoHydrated(visitor, `/en/location/${place?.slug}`);
  await expect(about).toHaveText(ENGLISH);

  // Removing German asks first; then German readers see English again.
  await page.getByRole('link', { name: 'Remove: Deutsch' }).click();
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('The description was removed.')).toBeVisible();
  await gotoHydrated(visitor, `/de/location/${place?.slug}`);
  await expect(about).toHaveText(ENGLISH);
  expect(problems).toEqual([]);
});
