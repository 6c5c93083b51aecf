import { expect as base, test } from '@playwright/test';
import sharp from 'sharp';
import { signInThroughApi, signUpThroughApi } from './api-account.ts';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';
import { shoot } from './screenshots.ts';

const expect = base.configure({ timeout: 15_000 });
const ADDRESS = '198.51.100.63';

// This spec signs a partner up: from an address of its own (sign-up's limit is 5 a minute per address).
test.use({ extraHTTPHeaders: { 'X-Forwarded-For': ADDRESS } });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
});

const everyDay = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '18:00' }));

test('a partner uploads a logo and sees it on the public place page', async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const problems = consoleProblems(page);
  const origin = baseURL ?? '';
  const stamp = Date.now();
  const account = { email: `brand.${stamp}@example.com`, password: 'Logo-and-Light-2026' };
  await signUpThroughApi(origin, { ...account, firstName: 'Lina', lastName: 'Georgieva' }, ADDRESS);
  await signInThroughApi(page.request, origin, account);

  // A published business made through the API: a place open every day, a staff member, a service.
  const post = async (path: string, data: unknown, method: 'post' | 'put' = 'post') => {
    const response = await page.request[method](`/api/v1${path}`, { headers: { Origin: origin }, data });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as Record<string, unknown>;
  };
  const businessName = `Lumen Studio ${stamp}`;
  const created = await post('/partner/businesses', {
    name: businessName,
    locale: 'en',
    place: {
      name: `Lumen Studio Center ${stamp}`,
      addressLine: 'ul. Rakovski 20',
      city: 'Sofia',
      citySlug: 'sofia',
      countryCode: 'BG',
      latitude: 42.69,
      longitude: 23.33,
      timeZone: 'Europe/Sofia',
      currency: 'EUR',
    },
  });
  const businessId = created.id as string;
  const place = (created.places as Array<{ id: string; slug: string }>)[0];
  const api = `/partner/businesses/${businessId}`;
  await post(`${api}/places/${place?.id}/hours`, { weekly: everyDay }, 'put');
  const staff = await post(`${api}/staff`, { placeId: place?.id, name: 'Mila', workingHours: everyDay });
  await post(`${api}/services`, {
    placeId: place?.id,
    name: 'Facial',
    durationMinutes: 60,
    priceMinor: 5000,
    currency: 'EUR',
    staffIds: [staff.id],
  });
  const publish = await page.request.post(`/api/v1${api}/publish`, { headers: { Origin: origin } });
  expect(publish.status()).toBe(200);

  // A visitor without an account reads the place first: the server keeps that page (ADR 015, 040), with
  // the first letter of the name where the logo goes.
  const visitor = await (
    await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': ADDRESS } })
  ).newPage();
  consoleProblems(visitor, problems);
  const placePath = `/en/location/${place?.slug}`;
  const logo = visitor.getByRole('img', { name: `${businessName} logo` });
  await gotoHydrated(visitor, placePath);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Lumen Studio Center ${stamp}`);
  await expect(logo).toHaveCount(0);

  // The partner uploads the logo on the business details page.
  await gotoHydrated(page, `/en/partner/businesses/${businessId}/details`);
  await expect(page.getByText('No logo yet')).toBeVisible();
  const picture = await sharp({ create: { width: 400, height: 300, channels: 4, background: '#e0a030' } })
    .png()
    .toBuffer();
  await page
    .getByLabel('Choose a picture')
    .setInputFiles({ name: 'lumen.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByRole('img', { name: 'The picture you chose (not saved yet)' })).toBeVisible();
  await page.getByRole('button', { name: 'Save logo' }).click();
  await expect(page.getByText('Picture saved.')).toBeVisible();
  const preview = page.getByRole('img', { name: `${businessName} logo` });
  await expect(preview).toHaveAttribute('src', /\/api\/v1\/media\/[0-9a-f-]{36}\/image\?size=390$/);
  await shoot(page, 'partner-details-logo');

  // The visitor's next look shows it at once (the upload cleared the kept page), loaded, of a fixed size.
  await gotoHydrated(visitor, placePath);
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('width', '780');
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await shoot(visitor, 'place-with-logo');
  expect(problems).toEqual([]);
});
