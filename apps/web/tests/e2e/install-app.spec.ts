import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';

test('the manifest is linked in the page language and describes an installable app', async ({
  page,
  request,
}) => {
  await gotoHydrated(page, '/de/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest?lang=de');
  const response = await request.get(href ?? '');
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    start_url: '/de/home?source=pwa',
    display: 'standalone',
    theme_color: '#00ACC1',
  });
  expect(manifest.shortcuts.map((shortcut: { name: string }) => shortcut.name)).toEqual([
    'Suche',
    'Meine Termine',
  ]);
  for (const icon of [...manifest.icons, { src: '/icons/apple-touch-icon.png' }]) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
});

test("an iPhone gets Apple's launch images for its home-screen app; other browsers' pages carry none", async ({
  browser,
  page,
  request,
}) => {
  const iphone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    viewport: { width: 393, height: 852 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const phone = await iphone.newPage();
  await gotoHydrated(phone, '/en/home');
  const splash = phone.locator('link[rel="apple-touch-startup-image"]');
  await expect(splash).toHaveCount(24);
  const own = splash.and(phone.locator('[media*="device-width: 393px"][media*="device-height: 852px"]'));
  const href = await own.getAttribute('href');
  expect(href).toBe('/icons/apple-splash-1179x2556.png');
  const image = await request.get(href ?? '');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  await iphone.close();

  await gotoHydrated(page, '/en/home');
  await expect(page.locator('link[rel="apple-touch-startup-image"]')).toHaveCount(0);
});

test("Chromium offers to install the app: the download page's install button opens the prompt; installable, controlled, its start URL opens offline", async ({
  playwright,
  baseURL,
}) => {
  // Chromium never offers installation in a private window (Playwright's contexts are): a profile on disk.
  const profile = await mkdtemp(join(tmpdir(), 'kalendo-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--bypass-app-banner-engagement-checks'],
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(() => {
      const seen = { prompted: 0, offered: false };
      (window as unknown as { installState: typeof seen }).installState = seen;
      window.addEventListener('beforeinstallprompt', (event) => {
        seen.offered = true;
        // What the button calls: the event's prompt(), which opens Chromium's install dialog.
        const prompt = (event as Event & { prompt(): Promise<void> }).prompt.bind(event);
        Object.defineProperty(event, 'prompt', {
          value: () => {
            seen.prompted++;
            return prompt().catch(() => undefined);
          },
        });
      });
    });
    const state = () =>
      page.evaluate(
        () => (window as unknown as { installState: { prompted: number; offered: boolean } }).installState,
      );
    await gotoHydrated(page, '/en/download-application');
    const install = page.getByRole('button', { name: 'Install' });
    await expect(install).toBeVisible({ timeout: 20_000 });
    expect((await state()).offered).toBe(true);
    await install.click();
    await expect.poll(async () => (await state()).prompted).toBe(1);

    // What Lighthouse's PWA audits checked before version 12 dropped them (this project runs 13): Chromium's
    // own installability check finds nothing wrong, a service worker controls the page, and the manifest's
    // start URL opens offline with a 200.
    const cdp = await context.newCDPSession(page);
    expect(await cdp.send('Page.getInstallabilityErrors')).toEqual({ installabilityErrors: [] });
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 })
      .toBe(true);
    const manifest = await (await page.request.get('/manifest.webmanifest?lang=en')).json();
    await context.setOffline(true);
    const offline = await page.goto(manifest.start_url);
    expect(offline?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(false);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});
