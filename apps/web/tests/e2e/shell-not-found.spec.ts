import { expect, test } from '@playwright/test';
import { consoleProblems } from './console-notes.ts';
import { setUpShellSpec } from './shell-setup.ts';

// Not-found pages inside the shell (404), in the page's or the browser's language.
setUpShellSpec();

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
