import { expect, test } from '@playwright/test';
import { signUpThroughApi } from './api-account.ts';
import { chromiumLaunch } from './chromium-launch.ts';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';

/** This spec's sign-ups come from an address of its own (sign-up allows 5 a minute per address). */
const ADDRESS = '198.51.100.76';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The demo seed's custom domain of "Студио Лотус" (Sofia), answered by the test server through a host rule. */
const SHOP = 'http://booking.studio-lotus.example';

// The browser resolves the business's domain to the test server, as DNS would send it to ours; the
// domain is treated as secure as its real HTTPS would be (cookies, service worker).
test.use({
  launchOptions: chromiumLaunch([
    `--host-resolver-rules=MAP booking.studio-lotus.example:80 127.0.0.1:${port}`,
    `--unsafely-treat-insecure-origin-as-secure=${SHOP}`,
  ]),
});

test('a custom domain shows only its business, with its brand and canonical URLs, and signs in on its host', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(60_000);
  const problems = consoleProblems(page);
  // A navigation cancels the data requests of the page it leaves (ERR_ABORTED): not a problem.
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') problems.push(`${request.url()} ${reason}`);
  });
  // The sign-in page loads Google's button script, out of reach of this machine: an empty one stands in.
  await page.route('https://accounts.google.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );

  // Home on a custom domain is the business's places (SPEC §2): its own, and no one else's.
  await gotoHydrated(page, `${SHOP}/en/home`);
  await expect(page).toHaveURL(`${SHOP}/en/locations`);
  const header = page.locator('header[data-brand]');
  await expect(header).toHaveAttribute('data-brand', 'Студио Лотус');
  await expect(header.getByRole('link').first()).toContainText('Студио Лотус');
  // Its own colour: the browser's theme and the top bar's edge.
  const colour = (await page.locator('meta[name="theme-color"]').getAttribute('content')) ?? '';
  expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16));
  await expect(header).toHaveCSS('border-top-color', `rgb(${r}, ${g}, ${b})`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SHOP}/en/locations`);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${SHOP}/en/locations`);
  const places = page.locator('main a[href*="/en/location/"]');
  await expect(places.first()).toBeVisible();
  const hrefs = await places.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => !href?.startsWith('/en/location/studio-lotus-'))).toEqual([]);
  // No search on a business's domain: not in the menu, and its address is not found.
  await expect(page.getByRole('link', { name: 'Search' })).toHaveCount(0);
  // Its manifest is its app (fetched by the browser, which alone resolves the domain to us).
  const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest?lang=en')).json());
  expect(manifest.short_name).toBe('Студио Лотус');
  expect((await page.goto(`${SHOP}/en/search`))?.status()).toBe(404);
  // That 404 is the one error the browser reports (its console notes the failed load).
  expect(problems.splice(0)).toEqual([expect.stringContaining('404')]);

  // Signing in works on the business's host, with a session cookie of that host only.
  const email = `domain.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'Lotus-hair-2026';
  await signUpThroughApi(baseURL ?? '', { email, password, firstName: 'Sam', lastName: 'Carter' }, ADDRESS);
  await gotoHydrated(page, `${SHOP}/en/sign-in?returnTo=%2Fen%2Fappointments`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page).toHaveURL(`${SHOP}/en/appointments`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const session = (await context.cookies(SHOP)).filter((cookie) => cookie.name.includes('session_token'));
  expect(session.map((cookie) => cookie.domain)).toEqual(['booking.studio-lotus.example']);
  // The marketplace's host is another site: no session there.
  expect((await context.cookies(baseURL)).filter((cookie) => cookie.name.includes('session_token'))).toEqual(
    [],
  );
  expect(problems).toEqual([]);
});
