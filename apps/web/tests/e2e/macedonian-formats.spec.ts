import { expect, test } from '@playwright/test';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';

// Debian's Chromium has no Macedonian dates or prices in its ICU; the pages bring their own (ADR 025).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
});

/** Prices as Macedonian writes them ("1.234,50 ден.", "25,00 €"), never as English does ("€25.00"). */
const MACEDONIAN_PRICE = /\d,\d{2}\s(?:ден\.|€|лв\.)/u;

test('switching a place page to Macedonian in the browser writes Macedonian prices and days', async ({
  page,
}) => {
  const problems = consoleProblems(page);
  await gotoHydrated(page, '/en/home');
  const place = page.locator('a[href^="/en/location/"]').first();
  const href = (await place.getAttribute('href')) ?? '';
  await gotoHydrated(page, href);
  await expect(page.locator('main')).not.toContainText(MACEDONIAN_PRICE);

  await page.getByRole('button', { name: 'Menu' }).first().click();
  await page.getByLabel('Language').selectOption('mk');
  // The switch loads the Macedonian formats before it renders (one more chunk).
  await expect(page).toHaveURL(new RegExp(`${href.replace('/en/', '/mk/')}$`), { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'mk');
  await expect(page.locator('main')).toContainText(MACEDONIAN_PRICE);
  await expect(page.locator('main')).toContainText(/понеделник/iu);

  // The same page opened directly: the browser's first render matches the server's Macedonian text.
  await gotoHydrated(page, href.replace('/en/', '/mk/'));
  await expect(page.locator('main')).toContainText(MACEDONIAN_PRICE);
  expect(problems).toEqual([]);
});
