import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';

test('start-up without a saved login logs the sequence and stays logged out', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await gotoHydrated(page, '/en/home');
  await expect.poll(() => logs).toContain('Loaded successfully.');
  expect(logs.filter((line) => /loading\.\.\.|successfully|Error/.test(line))).toEqual([
    'Credentials loading...',
    'Loaded successfully.',
  ]);
});

test('a saved login whose profile cannot be loaded is cleared and the user continues logged out', async ({
  page,
}) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(
        'kalendo.credentials',
        JSON.stringify({ tokenType: 'Bearer', accessToken: 'expired' }),
      );
      sessionStorage.setItem('seeded', '1');
    }
  });
  const profileRequest = page.waitForRequest((request) => request.url().endsWith('/api/v1/me'));
  await gotoHydrated(page, '/en/home');
  expect((await profileRequest).headers().authorization).toBe('Bearer expired');
  await expect.poll(() => logs.some((line) => line.startsWith('Error loading profile.'))).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('kalendo.credentials'))).toBeNull();
  await page.getByRole('button', { name: 'Menu' }).first().click();
  await expect(
    page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign in' }),
  ).toBeVisible();
});

test('the service worker is registered in the browser when the page is idle', async ({ page }) => {
  await gotoHydrated(page, '/en/home');
  await expect
    .poll(
      () =>
        page.evaluate(
          async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL ?? null,
        ),
      {
        timeout: 15_000,
      },
    )
    .toMatch(/\/sw\.js$/);
});

test('the native app offers the store when the App Update plugin reports an update (status 2)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const store = { opened: false };
    (window as unknown as { storeState: typeof store }).storeState = store;
    (window as unknown as { Capacitor: object }).Capacitor = {
      isNativePlatform: () => true,
      Plugins: {
        AppUpdate: {
          getAppUpdateInfo: async () => ({ updateAvailability: 2 }),
          openAppStore: async () => {
            store.opened = true;
          },
        },
      },
    };
  });
  await gotoHydrated(page, '/en/home');
  const dialog = page.getByRole('dialog', { name: 'Application update available' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Open the store' }).click();
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { storeState: { opened: boolean } }).storeState.opened),
    )
    .toBe(true);
});
