import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';

test('the native store-update dialog can be put off with "Later": it closes and the store stays shut', async ({
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
  await expect(dialog.getByRole('button')).toHaveText(['Later', 'Open the store']);
  await dialog.getByRole('button', { name: 'Later' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { storeState: { opened: boolean } }).storeState.opened),
  ).toBe(false);
});
