import { expect, type Page, type Request, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';
import { bearerLogin, seedSavedLogin } from './saved-login.ts';

/** A request the app's code sent to the API (images and documents the browser loads itself are not). */
interface Sent {
  path: string;
  method: string;
  headers: Record<string, string>;
  /** The visitor had accepted cookies when it was sent. */
  afterConsent: boolean;
}

function record(page: Page) {
  const sent: Sent[] = [];
  const state = { afterConsent: false };
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'xhr') return;
    sent.push({
      path: url.pathname,
      method: request.method(),
      headers: request.headers(),
      afterConsent: state.afterConsent,
    });
  });
  return { sent, state };
}

/** The version and build the deployment reports: the app sends the same ones. */
async function deployment(baseURL: string): Promise<{ version: string; build: string }> {
  return (await (await fetch(`${baseURL}/api/v1/health`)).json()) as { version: string; build: string };
}

/** A free time on the booking page of the first service of the home page's first top-rated place. */
async function chooseAFreeTime(page: Page) {
  const place = page.getByRole('region', { name: 'Top-rated places' }).getByRole('article').first();
  await place.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/location\/[a-z0-9-]+$/);
  await page
    .getByRole('link', { name: /^Book / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/book\?service=/);
  const times = page.locator('label:has(input[name="start"])');
  const freeDay = page.getByRole('grid').locator('td [role="button"]:not([aria-disabled="true"])');
  for (let month = 0; month < 3 && (await times.count()) === 0; month++) {
    if ((await freeDay.count()) > 0) {
      await freeDay.first().click();
      await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/);
    } else {
      await page.getByRole('link', { name: 'Next month' }).click();
      await page.waitForURL(/month=/);
    }
  }
  await times.first().click();
}

test('every request the app sends to the API carries the SPEC §7 headers, app-tracking only after consent (issue 25)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const token = await bearerLogin(origin);
  const { version, build } = await deployment(origin);
  await seedSavedLogin(page, { tokenType: 'Bearer', accessToken: token }, null);
  const { sent, state } = record(page);

  // Start-up restores the saved login (profile, then the web session), before any cookie choice.
  const exchanged = page.waitForResponse((response) => response.url().endsWith('/auth/session-cookie'));
  await gotoHydrated(page, '/en/home');
  expect((await exchanged).status()).toBe(204);

  const box = page.getByRole('combobox', { name: 'Service, place or city' });
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await box.fill('manikur');
  await expect(suggestions.first()).toBeVisible();

  const banner = page.getByRole('region', { name: 'Cookie policy' });
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  state.afterConsent = true;
  const afterConsent = page.waitForRequest((request) =>
    request.url().includes('/search/suggestions?q=massa'),
  );
  await box.fill('massa');
  await afterConsent;
  await expect(suggestions.first()).toBeVisible();

  // Place, booking, checkout and My appointments.
  await chooseAFreeTime(page);
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/en\/basket$/);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/en\/basket\/confirmation\/[0-9a-f-]{36}$/);
  await page.getByRole('link', { name: 'My appointments' }).click();
  await expect(page).toHaveURL(/\/en\/appointments$/);

  // The device gets a push token: the next start registers it for the signed-in user (SPEC §7).
  await page.evaluate(() =>
    localStorage.setItem(
      'kalendo.pushToken',
      JSON.stringify({
        provider: 'fcm',
        token: 'e2e-push-token',
        refresh_token: null,
        platforms: ['android'],
      }),
    ),
  );
  const registered = page.waitForResponse((response) => response.url().endsWith('/auth/user-token'));
  await gotoHydrated(page, '/en/appointments');
  expect((await registered).status()).toBe(204);

  const paths = sent.map((request) => `${request.method} ${request.path}`);
  expect(paths).toEqual(
    expect.arrayContaining([
      'GET /api/v1/me',
      'POST /api/v1/auth/session-cookie',
      'GET /api/v1/search/suggestions',
      'POST /api/v1/auth/user-token',
    ]),
  );
  expect(sent.some((request) => request.path.endsWith('/suggestions') && !request.afterConsent)).toBe(true);
  for (const request of sent) {
    const where = `${request.method} ${request.path}`;
    expect.soft(request.headers['accept-language'], where).toBe('en;q=0.9');
    expect.soft(request.headers['app-version'], where).toBe(version);
    expect.soft(request.headers['app-build'], where).toBe(build);
    expect.soft(request.headers['app-name'], where).toBe('kalendo-web');
    expect.soft(request.headers['ngsw-bypass'], where).toBe('true');
    expect.soft(request.headers['app-render'], where).toBeUndefined();
    expect.soft(request.headers.authorization, where).toBe(`Bearer ${token}`);
    if (request.afterConsent) {
      const tracking = JSON.parse(request.headers['app-tracking'] ?? 'null');
      expect.soft(tracking?.landing_page, where).toMatch(/\/en\/home$/);
      expect.soft(tracking?.current_page, where).toMatch(new RegExp(`^${origin}/en/`));
      expect.soft(tracking?.platforms, where).toEqual(['web']);
    } else {
      expect.soft(request.headers['app-tracking'], where).toBeUndefined();
    }
  }
});

test('the bot check fetches its challenge through the app’s client, with the SPEC §7 headers (issue 25)', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'necessary'));
  await gotoHydrated(page, '/en/sign-up');
  await page.locator('[data-bot-check="ready"]').waitFor();
  const challenge = page.waitForRequest((request) => request.url().endsWith('/api/v1/bot-check/challenge'));
  await page.getByLabel('Email').focus();
  const headers = (await challenge).headers();
  expect(headers['app-name']).toBe('kalendo-web');
  expect(headers['ngsw-bypass']).toBe('true');
  expect(headers['accept-language']).toBe('en;q=0.9');
  expect(headers['app-version']).toBeTruthy();
  expect(headers['app-tracking']).toBeUndefined();
  await expect
    .poll(() =>
      page
        .locator('altcha-widget')
        .evaluate((widget) => (widget as HTMLElement & { getState(): string }).getState()),
    )
    .toBe('verified');
});
