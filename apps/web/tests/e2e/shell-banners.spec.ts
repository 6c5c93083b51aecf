import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';
import { setUpShellSpec } from './shell-setup.ts';

// The banners of the shell: cookie consent, and the app download banner on mobile and desktop browsers.
setUpShellSpec();

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
