import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
});

const resultCount = (page: Page) => page.getByRole('heading', { level: 2, name: /^\d+ places?$/ });
const resultCards = (page: Page) => page.getByRole('region', { name: /^\d+ places?$/ }).getByRole('article');

test('from home, a misspelled query suggests service types; picking one with the keyboard shows places', async ({
  page,
}) => {
  await gotoHydrated(page, '/en/home');
  const box = page.getByRole('combobox', { name: 'Service, place or city' });
  await box.fill('manikur');
  const list = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(list.getByRole('option').first()).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '');
  await box.press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await box.press('ArrowDown');
  await box.press('ArrowDown');
  const label = (await list.getByRole('option').first().locator('span').first().textContent()) ?? '';
  await box.press('Enter');
  await expect(page).toHaveURL(/\/en\/search\?service=[a-z-]+manicure$/);
  // The first search of a freshly seeded embedded database is the slow one (cold caches, busy CI machine).
  await expect(resultCount(page)).toBeVisible({ timeout: 20_000 });
  expect(await resultCards(page).count()).toBeGreaterThan(0);
  await expect(page.getByText(`Service: ${label.toLowerCase()}`)).toBeVisible();
});

test('submitting the home search box shows server-rendered results for the text', async ({ page }) => {
  await gotoHydrated(page, '/en/home');
  const box = page.getByRole('combobox', { name: 'Service, place or city' });
  await box.fill('manikur');
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/en\/search\?q=manikur$/);
  await expect(resultCount(page)).toBeVisible();
  await expect(box).toHaveValue('manikur');
});

for (const [language, query] of [
  ['bg', 'маникюр'],
  ['el', 'μασαζ'],
] as const) {
  test(`"${query}" finds places`, async ({ page }) => {
    const response = await page.goto(`/${language}/search?q=${encodeURIComponent(query)}`);
    expect(response?.status()).toBe(200);
    const count = page.getByRole('heading', { level: 2 }).first();
    await expect(count).toHaveText(/^[1-9]\d* /);
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
  });
}

test('a category chip filters the results and keeps the text; a result opens its place', async ({ page }) => {
  await gotoHydrated(page, '/en/search?q=manikur');
  const chips = page.getByRole('navigation', { name: 'Categories' });
  const nails = chips.getByRole('link', { name: /^Nails \d+$/ });
  const expected = Number((await nails.textContent())?.match(/\d+$/)?.[0]);
  await nails.click();
  await expect(page).toHaveURL(/\/en\/search\?q=manikur&category=nails$/);
  await expect(chips.getByRole('link', { name: /^Nails \d+$/ })).toHaveAttribute('aria-current', 'page');
  await expect(resultCount(page)).toHaveText(expected === 1 ? '1 place' : `${expected} places`);
  const link = resultCards(page).first().getByRole('link');
  const name = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/en\/location\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('no results offer ways to broaden; a refused search explains itself', async ({ page }) => {
  await gotoHydrated(page, '/en/search?q=qqqzzzxxx&openNow=true');
  await expect(page.getByRole('heading', { name: 'No places match your search' })).toBeVisible();
  await page.getByRole('link', { name: 'Search “qqqzzzxxx” without filters' }).click();
  await expect(page).toHaveURL(/\/en\/search\?q=qqqzzzxxx$/);
  const refused = await page.goto('/en/search?lat=91&lng=0');
  expect(refused?.status()).toBe(400);
  await expect(page.getByRole('alert')).toContainText('Please check: location.');
});

test('near me searches around the granted position, narrows by distance and sorts by it', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 42.6955, longitude: 23.3218 });
  await gotoHydrated(page, '/en/search?category=nails');
  await page.locator('summary', { hasText: 'Filters' }).click();
  await page.getByRole('button', { name: 'Near me' }).click();
  await expect(page).toHaveURL(/[?&]lat=42\.696&lng=23\.322&radius=10(&|$)/);
  await expect(page.getByLabel('Sort by')).toHaveValue('distance');
  await expect(resultCount(page)).toBeVisible();
  await page.locator('summary', { hasText: 'Filters' }).click();
  await page.getByLabel('Distance').selectOption('2');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(/[?&]radius=2(&|$)/);
  // The URL changes first; the previous results stay on screen (dimmed) until the new ones arrive.
  const kilometres = async () =>
    (
      await resultCards(page)
        .getByText(/ km away$/)
        .allTextContents()
    ).map((text) => Number.parseFloat(text));
  await expect.poll(async () => (await kilometres()).every((km) => km <= 2)).toBe(true);
  const within = await kilometres();
  expect(within.length).toBeGreaterThan(0);
  expect(within).toEqual([...within].sort((a, b) => a - b));
});
