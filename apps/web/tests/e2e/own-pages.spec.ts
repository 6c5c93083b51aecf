import { expect, type Page, test } from '@playwright/test';
import { signInThroughApi, signUpThroughApi } from './api-account.ts';
import { chooseFreeTime, openBookingPage } from './booking-steps.ts';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';

/** This spec's sign-ups come from an address of its own (sign-up allows 5 a minute per address). */
const ADDRESS = '198.51.100.82';

/** Pages the same for everyone (ADR 040): a visitor's own copy is the kept page and their overlay. */
const SAME_FOR_EVERYONE = ['/en/home', '/en/search?q=massage', '/en/services'];

/** The basket's count in the top bar, once the page is interactive. */
const basketBadge = (page: Page) => page.locator('header a[href="/en/basket"]', { hasText: '1' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
});

test("a guest's basket and a signed-in visitor's account show on pages the same for everyone, with a quiet console", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const problems = consoleProblems(page);
  await openBookingPage(page, 0);
  await chooseFreeTime(page);
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added to your basket.')).toBeVisible();
  for (const path of SAME_FOR_EVERYONE) {
    await gotoHydrated(page, path);
    await expect(basketBadge(page), path).toBeVisible();
    await expect(page.locator('header').getByRole('link', { name: /notifications/i })).toHaveCount(0);
  }

  const email = `own.${testInfo.project.name}.${Date.now()}@example.com`;
  const password = 'Spring-in-Ohrid-2026';
  await signUpThroughApi(baseURL ?? '', { email, password, firstName: 'Iva', lastName: 'Petrova' }, ADDRESS);
  await signInThroughApi(page.request, baseURL ?? '', { email, password });
  // The first page merges the guest's basket into the account; the next ones are kept pages and overlays.
  for (const path of [...SAME_FOR_EVERYONE, SAME_FOR_EVERYONE[0] as string]) {
    await gotoHydrated(page, path);
    await expect(page.locator('header').getByRole('link', { name: /notifications/i }), path).toBeVisible();
    await expect(basketBadge(page), path).toBeVisible();
  }
  // Signed out, the same pages are a guest's again.
  await gotoHydrated(page, '/en/home');
  await page.context().clearCookies();
  await gotoHydrated(page, '/en/home');
  await expect(page.locator('header').getByRole('link', { name: /notifications/i })).toHaveCount(0);
  expect(problems).toEqual([]);
});
