import { expect, type Page, test } from '@playwright/test';
import { gotoHydrated } from './hydrated.ts';
import { continueFromSignUpEmail } from './mailbox.ts';

/** Opens the best-rated place from the home page (a client-side navigation) and returns its name. */
async function openFirstPlaceFromHome(page: Page): Promise<string> {
  await gotoHydrated(page, '/en/home');
  const link = page
    .getByRole('region', { name: 'Top-rated places' })
    .getByRole('article')
    .first()
    .getByRole('link');
  const name = (await link.textContent())?.trim() ?? '';
  await link.click();
  await expect(page).toHaveURL(/\/en\/location\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  return name;
}

test('a place opened from home shows its services, opening hours and reviews', async ({ page }) => {
  const name = await openFirstPlaceFromHome(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Services' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Book / }).first()).toHaveAttribute('href', /\?service=/);
  const hours = page.getByRole('region', { name: 'Opening hours' });
  await expect(hours.getByRole('row')).toHaveCount(7);
  await expect(hours.locator('tr[aria-current="date"]')).toHaveCount(1);
  await expect(hours.getByText(/^(Open now|Closed now)$/)).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Get directions/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=-?\d/,
  );
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd).toMatchObject({ '@type': 'LocalBusiness', name, geo: { '@type': 'GeoCoordinates' } });
});

test('the gallery opens a lightbox that pages by keys and swipes, zooms, and closes with Escape', async ({
  page,
}) => {
  await openFirstPlaceFromHome(page);
  await page.getByRole('button', { name: /^Open photo 1 of \d+$/ }).click();
  const lightbox = page.getByRole('dialog', { name: 'Photo gallery' });
  await expect(lightbox).toBeVisible();
  await expect(lightbox).toContainText(/Photo 1 of \d+/);
  await page.keyboard.press('ArrowRight');
  await expect(lightbox).toContainText(/Photo 2 of \d+/);
  // A horizontal swipe to the right goes back to the first photo.
  const stage = lightbox.getByRole('img');
  const box = await stage.boundingBox();
  if (!box) throw new Error('the photo is not laid out');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.3, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.8, y, { steps: 5 });
  await page.mouse.up();
  await expect(lightbox).toContainText(/Photo 1 of \d+/);
  await lightbox.getByRole('button', { name: 'Zoom in' }).click();
  await expect(stage).toHaveAttribute('style', /scale\(1\.5\)/);
  await lightbox.getByRole('button', { name: 'Rotate' }).click();
  await expect(stage).toHaveAttribute('style', /rotate\(90deg\)/);
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
});

test('an unknown place answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/en/location/no-such-place-anywhere');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
});

test('a signed-out visitor who saves a place signs up, saves it and finds it under My locations', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'accepted'));
  const name = await openFirstPlaceFromHome(page);
  const placeUrl = page.url();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/sign-in\?returnTo=%2Fen%2Flocation%2F/);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Elena');
  await page.getByLabel('Last name').fill('Georgieva');
  const email = `elena.${testInfo.project.name}.${Date.now()}@example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('Sunny-Plovdiv-2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  // The submit waits for the bot check's proof of work, which takes seconds on a busy machine.
  await continueFromSignUpEmail(page, email);
  await expect(page).toHaveURL(placeUrl);
  await gotoHydrated(page, new URL(placeUrl).pathname);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  // The place's page is the same for everyone: the visitor's account and favourite come with it (ADR 040).
  await gotoHydrated(page, new URL(placeUrl).pathname);
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('header').getByRole('link', { name: /notifications/i })).toBeVisible();
  await gotoHydrated(page, '/en/locations?mine=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My locations');
  await expect(page.getByRole('article').getByRole('link', { name })).toBeVisible();
});
