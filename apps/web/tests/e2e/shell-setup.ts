import { test } from '@playwright/test';

/**
 * What every shell spec starts with: a desktop window (a test sets its own size where the breakpoints
 * matter), and consent given up front so the banner does not cover what the tests click; the cookie
 * banner's own test (its title starts with "the cookie banner") clears it.
 */
export function setUpShellSpec(): void {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }, testInfo) => {
    if (testInfo.title.startsWith('the cookie banner')) return;
    await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
  });
}
