import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type BuildSwitcher, type ServedWorker, startBuildSwitcher } from '../stand-ins/build-switcher.ts';
import { gotoHydrated } from './hydrated.ts';

/**
 * SPEC §4 web app update flow (issue 26): a proxy in front of the server switches the `/sw.js` it serves
 * between builds, and Playwright's clock stands in for the hour between checks (SPEC §9). Each path is
 * tried where a deployment is met: a first visit after it (a new tab), a reload, and a tab left open since
 * the service worker's very first install.
 */
let deployments: BuildSwitcher;
test.beforeAll(async ({ baseURL }) => {
  deployments = await startBuildSwitcher(baseURL ?? '');
});
test.afterAll(async () => {
  await deployments.close();
});
test.beforeEach(() => {
  deployments.serve('current');
});

const HOME = '/en/home';
const HOUR = 3_600_000;

/** Opens the app with a faked clock and waits until its service worker controls the page. */
async function open(page: Page) {
  await page.clock.install();
  await gotoHydrated(page, deployments.url + HOME);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
    .toBe(true);
}

/** The version of the worker controlling the page, as it answers itself. */
function workerVersion(page: Page) {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        navigator.serviceWorker.addEventListener('message', (event) => {
          if (event.data?.type === 'VERSION') resolve(event.data.version);
        });
        navigator.serviceWorker.controller?.postMessage({ type: 'VERSION' });
      }),
  );
}

/** Where the deployment is met: each returns the tab that should announce it. */
const meetings: Record<string, (page: Page, context: BrowserContext) => Promise<Page>> = {
  'on a first visit after the deploy': async (page, context) => {
    await page.close();
    const tab = await context.newPage();
    await tab.clock.install();
    await gotoHydrated(tab, deployments.url + HOME);
    return tab;
  },
  'on a reload after the deploy': async (page) => {
    await page.reload();
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    return page;
  },
  'in a tab open since the first install, at the hourly check': async (page) => {
    await page.clock.fastForward(HOUR);
    return page;
  },
};

const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Application has update!' });

for (const [where, meet] of Object.entries(meetings)) {
  test.describe(where, () => {
    test('a new version: info toast, then the dialog, then a reload onto the new version', async ({
      page,
      context,
    }) => {
      await open(page);
      const first = await workerVersion(page);
      const deployment = deployments.serve('next');
      const tab = await meet(page, context);
      const toast = tab.getByRole('status').filter({ hasText: 'New version update available' });
      // The app registers its worker once the page is idle (SPEC §9): allow a slow machine that long.
      await expect(toast).toBeVisible({ timeout: 15_000 });
      await expect(toast).toContainText('The application is currently downloading a new update.');
      const dialog = dialogOf(tab);
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText('To continue using the application, it needs to be updated.');
      const reloaded = tab.waitForEvent('load');
      await dialog.getByRole('button', { name: 'Apply update' }).click();
      await reloaded;
      await tab.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      expect(await workerVersion(tab)).toBe(`${first}+deploy-${deployment}`);
      await expect(dialogOf(tab)).toBeHidden();
    });

    test('a broken build: the "Update install failed" toast, and the tab keeps its version', async ({
      page,
      context,
    }) => {
      await open(page);
      const first = await workerVersion(page);
      deployments.serve('broken');
      const tab = await meet(page, context);
      await expect(tab.getByRole('alert').filter({ hasText: 'Update install failed' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(dialogOf(tab)).toBeHidden();
      expect(await workerVersion(tab)).toBe(first);
    });

    test('a deployment without the worker (404) is unrecoverable: the dialog, then a reload without it', async ({
      page,
      context,
    }) => {
      await open(page);
      deployments.serve('gone');
      const tab = await meet(page, context);
      const dialog = dialogOf(tab);
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      const reloaded = tab.waitForEvent('load');
      await dialog.getByRole('button', { name: 'Apply update' }).click();
      await reloaded;
      await tab.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      expect(await tab.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      await expect(dialogOf(tab)).toBeHidden();
    });

    test('a failing server (500): the "Application update" error toast, no dialog', async ({
      page,
      context,
    }) => {
      await open(page);
      const first = await workerVersion(page);
      deployments.serve('failing' satisfies ServedWorker);
      const tab = await meet(page, context);
      const toast = tab.getByRole('alert').filter({ hasText: 'Application update' });
      await expect(toast).toBeVisible({ timeout: 15_000 });
      await expect(toast).toContainText('Something went wrong when the application version update...');
      await expect(dialogOf(tab)).toBeHidden();
      expect(await workerVersion(tab)).toBe(first);
    });
  });
}

test('the very first install announces nothing, and the next hourly check finds nothing new', async ({
  page,
}) => {
  await open(page);
  await page.clock.fastForward(HOUR);
  await expect(page.getByRole('status').filter({ hasText: 'New version update available' })).toHaveCount(0);
  await expect(dialogOf(page)).toBeHidden();
});
