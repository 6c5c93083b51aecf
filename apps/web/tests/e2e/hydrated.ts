import type { Page } from '@playwright/test';

/** Opens a page and waits until React has hydrated it, so client-side handlers (menus, dialogs) respond. */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

/**
 * Waits until React has hydrated the page, checked at every animation frame: the wait ends with the frame
 * that hydrates it, where a locator's wait checks only every 500 ms after its first few tries (on the console
 * crawl's hundreds of pages, 0.3 s a page on a busy 2-core machine). Fails naming `what`.
 */
export async function waitForHydration(page: Page, what: string, timeout: number) {
  const hydrated = () => document.documentElement.dataset.hydrated === 'true';
  await page.waitForFunction(hydrated, null, { polling: 'raf', timeout }).catch((error: Error) => {
    throw new Error(`${what} is not hydrated: ${error.message}`);
  });
}
