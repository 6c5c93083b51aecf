import type { Page } from '@playwright/test';

/** The widths every page must work at: a desktop, a common phone and the narrowest phone. */
const WIDTHS = [1280, 375, 320];

/**
 * Full-page screenshots at the widths pages must work at, into `E2E_SHOTS` when it names a directory (for
 * looking at them); nothing otherwise. The page is left at the desktop width.
 */
export async function shoot(page: Page, name: string, widths = WIDTHS) {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
