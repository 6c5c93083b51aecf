import { expect, type Page, test } from '@playwright/test';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';

// A phone with no cookie choice made yet (issue 13): the banner shows on every page until the visitor chooses.
test.use({ viewport: { width: 375, height: 667 } });

const PLACE = '/en/location/studio-lotus-sofia-center';

/** The booking page of the place's first service, on a day with free times, one of them chosen. */
async function openBookingPageWithATimeChosen(page: Page) {
  const response = await page.request.get(PLACE);
  const bookHref = (await response.text()).match(
    /href="(\/en\/location\/[a-z0-9-]+\/book\?service=[^"]+)"/,
  )?.[1];
  expect(bookHref).toBeTruthy();
  await gotoHydrated(page, (bookHref ?? '').replaceAll('&amp;', '&'));
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

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie policy' });

test('on a 375 × 667 phone the cookie banner leaves "Book now" and "Add to basket" clickable', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await openBookingPageWithATimeChosen(page);
  await expect(banner(page)).toBeVisible();
  // Equal choices side by side (EU consent rules).
  await expect(banner(page).getByRole('button')).toHaveText(['Only necessary', 'Accept']);

  // Playwright's click fails when another element would receive it: neither button may be under the banner.
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your basket.' })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await page.locator('label:has(input[name="start"])').nth(1).click();
  await page.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/en\/basket$/);
  expect(problems).toEqual([]);
});

test('the page can scroll its end above the banner', async ({ page }) => {
  await gotoHydrated(page, PLACE);
  await expect(banner(page)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bannerTop = (await banner(page).boundingBox())?.y ?? 0;
  const mainEnd = await page
    .locator('main > *')
    .last()
    .evaluate((el) => el.getBoundingClientRect().bottom);
  expect(mainEnd).toBeLessThanOrEqual(bannerTop);
});

test('"Only necessary" hides the banner, is remembered, and no tracking cookie is written', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, '/en/home?utm_source=newsletter');
  await banner(page).getByRole('button', { name: 'Only necessary' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('kalendo.cookieConsent'))).toBe('necessary');
  await gotoHydrated(page, '/en/search');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('kalendo_tracking');
});

test('"Accept" hides the banner for good and starts the tracking record', async ({ page, context }) => {
  await gotoHydrated(page, '/en/home?utm_source=newsletter');
  await banner(page).getByRole('button', { name: 'Accept' }).click();
  await expect(banner(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('kalendo.cookieConsent'))).toBe('accepted');
  const tracking = (await context.cookies()).find((cookie) => cookie.name === 'kalendo_tracking');
  expect(decodeURIComponent(tracking?.value ?? '')).toContain('"utm_source":"newsletter"');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});
