import { SUPPORTED_LOCALES } from '@kalendo/i18n/locales';
import { expect, type Page, test } from '@playwright/test';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';
import { setUpShellSpec } from './shell-setup.ts';

// The shell's navigation: the bottom bar at the SPEC breakpoints, the top bar, the side menu (also before
// hydration, without JavaScript and inside the native app).
setUpShellSpec();

async function bottomBarItems(page: Page) {
  const bar = page.getByRole('navigation', { name: 'Main navigation' }).last();
  return bar.locator('a:visible, button:visible').allInnerTexts();
}

test.describe('bottom bar at the SPEC breakpoints', () => {
  for (const [width, expected] of [
    [319, ['Home', 'Basket', 'Appointments', 'Profile']],
    [320, ['Home', 'Search', 'Basket', 'Appointments', 'Profile']],
    [375, ['Home', 'Search', 'Basket', 'Appointments', 'Look Book', 'Profile']],
  ] as const) {
    test(`${width} px shows ${expected.join(', ')}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await gotoHydrated(page, '/en/home');
      expect((await bottomBarItems(page)).map((text) => text.trim())).toEqual(expected);
    });
  }

  for (const width of [320, 375]) {
    test(`at ${width} px no label is cut off, in any of the 11 languages`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      for (const locale of SUPPORTED_LOCALES) {
        await page.goto(`/${locale}/home`);
        const bar = page.getByRole('navigation', { name: /./ }).last();
        const labels = await bar
          .locator('span.truncate')
          .evaluateAll((spans) =>
            spans.map((span) => ({ text: span.textContent, cut: span.scrollWidth > span.clientWidth })),
          );
        expect(labels, locale).toHaveLength(6);
        expect(
          labels.filter((label) => label.cut),
          locale,
        ).toEqual([]);
      }
    });
  }

  test('desktop has the top bar links and no bottom bar', async ({ page }) => {
    await gotoHydrated(page, '/en/home');
    const top = page.getByRole('navigation', { name: 'Main navigation' }).first();
    await expect(top.getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main navigation', includeHidden: true }).last(),
    ).toBeHidden();
  });
});

test('the side menu lists the signed-out entries and closes with Escape', async ({ page }) => {
  const warnings = consoleProblems(page);
  await gotoHydrated(page, '/en/home');
  await page.getByRole('button', { name: 'Menu' }).first().click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  for (const name of [
    'Places',
    'Services',
    'Classes',
    'Memberships',
    'Look Book',
    'Sign in',
    'Customer support',
    'For business partners',
    'Download the app',
  ]) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'For business partners' })).toHaveAttribute(
    'href',
    '/en/partner',
  );
  for (const name of ['Settings', 'My appointments', 'Notifications', 'Terms of use']) {
    await expect(menu.getByRole('link', { name })).toHaveCount(0);
  }
  await expect(menu.getByText(/Version 0\.1\.0 \(build/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  // Opened by the button's command and by React at once, Chromium warns "already open": never both.
  await page.getByRole('button', { name: 'Menu' }).first().click();
  await expect(menu).toBeVisible();
  expect(warnings).toEqual([]);
});

test.describe('before hydration and without JavaScript (ADR 009)', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu button and the Profile tab open the side menu; its links and the close button work', async ({
    page,
  }) => {
    await page.goto('/en/home');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('navigation', { name: 'Main navigation' }).last().getByRole('button').click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Services', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/services$/);
  });
});

test('a menu opened before hydration stays open through it, then closes on client navigation', async ({
  page,
}) => {
  // Holds the app's entry script until the menu is open, as a slow connection would.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/en/home');
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
  await expect(menu).toBeVisible();
  release();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(menu).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { marker: number }).marker = 1;
  });
  await menu.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/services$/);
  await expect(menu).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
});

test.describe('inside the native app', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { Capacitor: object }).Capacitor = { isNativePlatform: () => true };
      localStorage.removeItem('kalendo.cookieConsent');
    });
  });

  test('the menu has the terms, privacy and cookie links and there is no cookie banner', async ({ page }) => {
    await gotoHydrated(page, '/en/home');
    await page.getByRole('button', { name: 'Menu' }).first().click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    for (const name of ['Terms of use', 'Privacy policy', 'Cookie policy']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Cookie policy' })).toHaveCount(0);
  });
});
