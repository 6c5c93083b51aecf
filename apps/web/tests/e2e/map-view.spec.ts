import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
});

test('the map view shows numbered markers without tiles, and the list beside it stays usable', async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await gotoHydrated(page, '/en/search?q=manikur&view=map');
  await expect(page.getByRole('link', { name: 'Map', exact: true })).toHaveAttribute('aria-current', 'true');
  const list = page
    .locator('ol')
    .filter({ has: page.getByRole('link') })
    .last();
  const places = list.getByRole('listitem');
  const count = await places.count();
  expect(count).toBeGreaterThan(0);
  // No MAP_STYLE_URL here: markers on a plain background, with a quiet note.
  await expect(page.getByText('Map tiles are unavailable; positions are approximate')).toBeVisible({
    timeout: 20_000,
  });
  const markers = page.getByRole('button', { name: /^\d+\. / });
  await expect(markers).toHaveCount(count);
  const firstName = (await places.first().getByRole('link').textContent()) ?? '';
  await expect(markers.first()).toHaveAccessibleName(`1. ${firstName}`);

  // Every marker sits inside the map box, where it can be clicked.
  const box = await page.locator('.maplibregl-map').boundingBox();
  expect(box?.height).toBeGreaterThan(200);
  for (const marker of await markers.all()) {
    const at = await marker.boundingBox();
    expect(at && box && at.y >= box.y && at.y + at.height <= box.y + box.height + 1).toBe(true);
  }
  const popup = page.locator('.maplibregl-popup');
  await markers.last().click();
  await expect(popup.getByRole('link')).toHaveCount(1);

  // A marker opens its popup with the keyboard; the popup links to the place.
  await markers.first().focus();
  await page.keyboard.press('Enter');
  await expect(popup.getByRole('link', { name: firstName })).toBeVisible();

  // The list works on its own: its links lead to the places.
  const secondLink = places.nth(count > 1 ? 1 : 0).getByRole('link');
  const secondName = (await secondLink.textContent()) ?? '';
  await secondLink.click();
  await expect(page).toHaveURL(/\/en\/location\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: secondName })).toBeVisible();
  expect(blocked).toEqual([]);
});

test('"List" goes back to the cards of the same search', async ({ page }) => {
  await gotoHydrated(page, '/en/search?q=manikur&view=map');
  await page.getByRole('link', { name: 'List', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/search\?q=manikur$/);
  await expect(
    page
      .getByRole('region', { name: /^\d+ places?$/ })
      .getByRole('article')
      .first(),
  ).toBeVisible();
});
