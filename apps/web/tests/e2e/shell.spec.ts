import { SUPPORTED_LOCALES } from '@kalendo/i18n/locales';
import { expect, type Page, test } from '@playwright/test';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';

test.use({ viewport: { width: 1280, height: 800 } });

// Consent is given up front so the banner does not cover what the tests click; its own test clears it.
test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.title.startsWith('the cookie banner')) return;
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
});

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

test('an unknown photo, service or place is the not-found page (404) in the page language', async ({
  page,
}) => {
  for (const [path, heading] of [
    ['/en/inspiration/view/00000000-0000-4000-8000-000000000000', 'Page not found'],
    ['/de/inspiration/no-such-service', 'Seite nicht gefunden'],
    ['/en/embed/location-services/no-such-place', 'Page not found'],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: heading }), path).toBeVisible();
  }
  // In the shell: the way home from the top bar.
  await page.goto('/en/inspiration/view');
  await expect(page.getByRole('navigation', { name: 'Main navigation' }).first()).toBeVisible();
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

test('the language dropdown switches the language on the same page and remembers it', async ({ page }) => {
  await gotoHydrated(page, '/en/pages/contacts');
  await page.getByRole('button', { name: 'Menu' }).first().click();
  await page.getByLabel('Language').selectOption('de');
  await expect(page).toHaveURL(/\/de\/pages\/contacts$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kundenservice');
  await gotoHydrated(page, '/');
  await expect(page).toHaveURL(/\/de\/home$/);
});

test('the language dropdown keeps every parameter of the page: search filters', async ({ page }) => {
  await gotoHydrated(page, '/en/search?q=spa&sort=rating');
  await page.getByRole('button', { name: 'Menu' }).first().click();
  await page.getByLabel('Language').selectOption('fr');
  await expect(page).toHaveURL(/\/fr\/search\?q=spa&sort=rating$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

test.describe('the language dropdown without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('keeps the return URL of the sign-in page', async ({ page }) => {
    await page.goto('/en/sign-in?returnTo=%2Fen%2Fappointments');
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByLabel('Language').selectOption('de');
    await menu.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/de\/sign-in\?returnTo=%2Fen%2Fappointments$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test('the cookie banner is not in the server HTML, shows in the browser and goes away for good', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/en/home')).text();
  expect(html).not.toContain('aria-label="Cookie policy"');
  await gotoHydrated(page, '/en/home');
  const banner = page.getByRole('region', { name: 'Cookie policy' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Accept' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toBeHidden();
});

test.describe('download banner', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari/604.1',
  });

  test('opens after 7 s on a mobile browser and is removed on close', async ({ page }) => {
    // Paused fake time: only runFor moves it, so the 7 s are counted exactly from when the page starts.
    await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
    // A minute ahead of install, so real time that passed meanwhile never makes it "the past".
    await page.clock.pauseAt(new Date('2026-11-22T10:01:00Z'));
    await gotoHydrated(page, '/en/home');
    const banner = page.getByRole('complementary', { name: 'Get the app' });
    await page.clock.runFor(6_900);
    await expect(banner).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Close' }).click();
    await expect(banner).toHaveCount(0);
  });
});

test.describe('download banner on a desktop browser', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
  });

  test('never opens', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-22T10:00:00Z') });
    // A minute ahead of install, so real time that passed meanwhile never makes it "the past".
    await page.clock.pauseAt(new Date('2026-11-22T10:01:00Z'));
    await gotoHydrated(page, '/en/home');
    await page.clock.runFor(10_000);
    await expect(page.getByRole('complementary', { name: 'Get the app' })).toHaveCount(0);
  });
});

test('the contact form shows field errors, then sends', async ({ page }) => {
  await gotoHydrated(page, '/en/pages/contacts');
  await page.getByLabel('Your name').fill('Ana');
  await page.getByLabel('Your email').fill('not-an-email');
  await page.getByRole('textbox', { name: 'Message' }).fill('short');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(page.getByText('Please write a message of at least 10 characters.')).toBeVisible();
  await expect(page.getByLabel('Your email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Your email').fill('ana@example.com');
  await page.getByRole('textbox', { name: 'Message' }).fill('When can I book a balayage on Saturday?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status')).toContainText('We will reply to ana@example.com');
});

test('content pages render the sanitised policy in the page language', async ({ page }) => {
  await gotoHydrated(page, '/el/pages/terms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'el');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.locator('article h2').count()).toBeGreaterThan(5);
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

test('an unknown language or place answers 404 inside the shell, in the browser’s language, with a search box', async ({
  browser,
}) => {
  const context = await browser.newContext({
    locale: 'de-DE',
    extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' },
  });
  await context.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
  const page = await context.newPage();
  const problems = consoleProblems(page);
  for (const path of ['/xx/home', '/de/location/nowhere-at-all']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de/home');
    await expect(page.getByRole('combobox')).toBeVisible();
  }
  // Statuses of 404 are logged by the browser as failed loads; anything else would be a defect.
  expect(problems.filter((text) => !text.includes('404'))).toEqual([]);
  await context.close();
});
