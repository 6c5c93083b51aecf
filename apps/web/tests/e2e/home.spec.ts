import { expect, test } from '@playwright/test';
import { HYDRATE_AT_LATEST_MS } from '../../app/platform/hydrate-after-load.server.ts';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';

test('opening / lands on /en/home with server-rendered places and no console errors', async ({ page }) => {
  const errors = consoleProblems(page);
  const response = await page.goto('/', { waitUntil: 'networkidle' });
  expect(page.url()).toMatch(/\/en\/home$/);
  expect(response?.status()).toBe(200);
  const html = await response?.text();
  expect(html).toContain('Top-rated places');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book salons, spas and studios near you');
  const cards = page.getByRole('region', { name: 'Top-rated places' }).getByRole('article');
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);
});

test('the page hydrates: client navigation works without a full reload', async ({ page }) => {
  await gotoHydrated(page, '/en/nope');
  await expect(page).toHaveURL(/\/en\/404$/);
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/en\/home$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test("ADR 009: the app's code is fetched once the page has loaded, then it hydrates without errors", async ({
  page,
}) => {
  const errors = consoleProblems(page);
  await gotoHydrated(page, '/en/home');
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname));
    return {
      loadEventStart: navigation.loadEventStart,
      scripts: scripts.length,
      firstScriptStart: Math.min(...scripts.map((entry) => entry.startTime)),
    };
  });
  expect(timing.scripts).toBeGreaterThan(5);
  // On `load`, or at the latest HYDRATE_AT_LATEST_MS after the document arrived if loading drags on.
  expect(timing.firstScriptStart).toBeGreaterThanOrEqual(
    Math.min(timing.loadEventStart, HYDRATE_AT_LATEST_MS),
  );
  // Hydrated: the menu button opens the side menu.
  await page.getByRole('button', { name: 'Menu' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a page in Bulgarian is in Bulgarian, with localized prices', async ({ page }) => {
  await page.goto('/bg/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bg');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Резервирай салони, спа центрове и студиа близо до теб',
  );
});

test('an unsupported language answers 404 from the server', async ({ request }) => {
  const response = await request.get('/xx/home', { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page not found');
});
