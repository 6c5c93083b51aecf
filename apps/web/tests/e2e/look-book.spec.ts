import { expect, type Page, test } from '@playwright/test';
import { consoleProblems } from './console-notes.ts';
import { gotoHydrated } from './hydrated.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('kalendo.cookieConsent', 'necessary'));
});

/** Holds back every photo request until `release()`; later ones pass. `held()`: how many wait now. */
async function holdPhotos(page: Page) {
  const held: Array<() => Promise<void>> = [];
  let released = false;
  await page.route(/\/media\/[\w-]+\/image\?/, (route) => {
    if (released) return route.continue();
    held.push(() => route.continue());
  });
  return {
    held: () => held.length,
    async release() {
      released = true;
      await Promise.all(held.splice(0).map((release) => release()));
    },
  };
}

test('Look Book: open the tab, filter Balayage, zoom, rotate and go to the next look, book one of its free times', async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const problems = consoleProblems(page);
  const phone = testInfo.project.name === 'mobile';
  await gotoHydrated(page, '/en/home');
  // The bottom bar's tab on a phone, the top bar's link on a desktop.
  const tab = phone
    ? page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Look Book' })
    : page.getByRole('banner').getByRole('link', { name: 'Look Book' });
  await tab.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Look Book' })).toBeVisible();

  // The chip (a tile's link may be named Balayage too); less common services are behind "More services".
  const balayage = page.locator('a[aria-current]', { hasText: /^Balayage$/ }).filter({ visible: true });
  if ((await balayage.count()) === 0) await page.getByText('More services').click();
  await balayage.click();
  await expect(page).toHaveURL(/\/en\/inspiration\?service=balayage$/);
  await expect(balayage).toHaveAttribute('aria-current', 'true');
  const tiles = page.getByRole('article');
  await expect(tiles.first()).toContainText(/from \S/);
  await tiles.first().getByRole('link', { name: 'Balayage' }).click();

  await expect(page).toHaveURL(/\/en\/inspiration\/view\/[\w-]+\?service=balayage$/);
  const first = page.url();
  const photo = page.getByTestId('lightbox-stage').getByRole('img');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect(photo).toHaveAttribute('data-zoom', '1.5');
  await page.getByRole('button', { name: 'Rotate' }).click();
  await expect(photo).toHaveAttribute('data-rotation', '90');
  await page.keyboard.press('+');
  await expect(photo).toHaveAttribute('data-zoom', '2');
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await expect(photo).toHaveAttribute('data-zoom', '1');

  if (phone) {
    // A swipe to the left with a finger (pointer events of type touch).
    const stage = page.getByTestId('lightbox-stage');
    const box = await stage.boundingBox();
    const y = (box?.y ?? 0) + (box?.height ?? 0) / 2;
    const at = (x: number) => ({
      pointerType: 'touch',
      isPrimary: true,
      pointerId: 7,
      clientX: x,
      clientY: y,
    });
    await stage.dispatchEvent('pointerdown', at((box?.x ?? 0) + 300));
    await stage.dispatchEvent('pointerup', at((box?.x ?? 0) + 60));
  } else {
    await page.keyboard.press('ArrowRight');
  }
  await expect(page).not.toHaveURL(first);
  await expect(page).toHaveURL(/\/en\/inspiration\/view\/[\w-]+\?service=balayage$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Balayage at');

  const times = page.getByRole('region', { name: 'Next free times' }).getByRole('listitem');
  await expect(times.first()).toBeVisible();
  await times.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/en\/location\/[\w-]+\/book\?service=[\w-]+.*&start=/);
  // The place's own name of the service ("Balyaj" in Istanbul) heads the chosen service.
  await expect(
    page.getByRole('region', { name: 'Service' }).getByRole('heading', { level: 2 }),
  ).toBeVisible();
  // The free time tapped on the look is the chosen one.
  await expect(page.locator('input[name="start"]:checked')).toHaveCount(1);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText('Added to your basket.')).toBeVisible();
  expect(problems).toEqual([]);
});

test('the video player is fetched only for a video on screen, and plays it in place', async ({
  page,
  request,
}) => {
  const playerRequests: string[] = [];
  page.on('request', (r) => {
    if (/\/video-player-[\w-]+\.js$/.test(r.url())) playerRequests.push(r.url());
  });
  // Balayage has no video look: scrolled to the end, no player code is fetched.
  await gotoHydrated(page, '/en/inspiration?service=balayage');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(500);
  expect(playerRequests).toEqual([]);

  const looks = (await (await request.get('/api/v1/inspiration?limit=48')).json()) as {
    items: Array<{ kind: string; service: { slug: string } }>;
  };
  const video = looks.items.find((look) => look.kind === 'video');
  expect(video).toBeTruthy();
  await gotoHydrated(page, `/en/inspiration?service=${video?.service.slug}`);
  const tile = page.locator('[data-video-look]').first();
  await tile.scrollIntoViewIfNeeded();
  const player = tile.locator('video[data-player="ready"]');
  await expect(player).toBeVisible();
  expect(playerRequests).toHaveLength(1);
  // Muted, it plays on its own while on screen.
  await expect
    .poll(() => player.evaluate((element: HTMLVideoElement) => element.muted && !element.paused))
    .toBe(true);
});

test('with reduced motion the lightbox turns and zooms without animating, and a video on screen waits for play', async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const playerRequests: string[] = [];
  page.on('request', (r) => {
    if (/\/video-player-[\w-]+\.js$/.test(r.url())) playerRequests.push(r.url());
  });
  const looks = (await (await request.get('/api/v1/inspiration?limit=48')).json()) as {
    items: Array<{ id: string; kind: string; service: { slug: string } }>;
  };
  const video = looks.items.find((look) => look.kind === 'video');
  const photo = looks.items.find((look) => look.kind === 'photo');
  expect(video && photo).toBeTruthy();

  // A video tile on screen stays its poster: no player code, nothing playing, until play is pressed.
  await gotoHydrated(page, `/en/inspiration?service=${video?.service.slug}`);
  const tile = page.locator('[data-video-look]').first();
  await tile.scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  expect(playerRequests).toEqual([]);
  await expect(tile.locator('video[data-player="ready"]')).toHaveCount(0);
  expect(await tile.locator('video').evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
  // Pressing play (its play event; muted: a script has no gesture for sound) fetches the player in its place.
  await tile.locator('video').evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    element.play().catch(() => {});
  });
  await expect(tile.locator('video[data-player="ready"]')).toBeVisible();
  expect(playerRequests).toHaveLength(1);

  // The lightbox's photo takes its new zoom and turn at once.
  await gotoHydrated(page, `/en/inspiration/view/${photo?.id}`);
  const picture = page.getByTestId('lightbox-stage').getByRole('img');
  // What turns and zooms is the photo's box, its preview with it.
  const box = picture.locator('..');
  const transitioned = () => box.evaluate((element) => getComputedStyle(element).transitionProperty);
  expect(await transitioned()).toBe('none');
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Rotate' }).click();
  await expect(picture).toHaveAttribute('data-rotation', '90');
  expect(await box.evaluate((element) => element.getAnimations().length)).toBe(0);
  // Without the preference it animates.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await transitioned()).toContain('transform');
});

test('a tile shows its blurred preview at its own size until the photo arrives, then the photo fades in', async ({
  page,
  browser,
}, testInfo) => {
  const problems = consoleProblems(page);
  // The photos are held back until released: what the tiles show before any arrives.
  const photos = await holdPhotos(page);
  // Not waiting for the load event: it waits for the eager photos, which are held.
  await page.goto('/en/inspiration', { waitUntil: 'commit' });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const tile = page.getByRole('article').first();
  const preview = tile.locator('img[data-look-preview]');
  const photo = tile.locator('a img:not([data-look-preview])');
  await expect(preview).toBeVisible();
  expect(await preview.getAttribute('src')).toMatch(/^data:image\/webp;base64,/);
  // Decoded, blurred and filling the box, whose shape is the photo's own.
  expect(await preview.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(await preview.evaluate((image) => getComputedStyle(image).filter)).toMatch(/blur\(\d+px\)/);
  const box = preview.locator('..');
  const before = await box.boundingBox();
  const [width, height] = await photo.evaluate((image: HTMLImageElement) => [image.width, image.height]);
  const intrinsic = await photo.evaluate((image) => [
    Number(image.getAttribute('width')),
    Number(image.getAttribute('height')),
  ]);
  expect(Math.abs((width ?? 0) / (height ?? 1) - (intrinsic[0] ?? 0) / (intrinsic[1] ?? 1))).toBeLessThan(
    0.02,
  );
  expect(await photo.evaluate((image: HTMLImageElement) => image.complete)).toBe(false);
  await expect(photo).toHaveCSS('opacity', '0');
  await expect(preview).toHaveCSS('opacity', '1');

  await expect.poll(photos.held).toBeGreaterThan(0);
  await photos.release();
  await expect(photo).toHaveCSS('opacity', '1');
  await expect(preview).toHaveCSS('opacity', '0');
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  // No layout shift: the box is where and as large as it was before the photo came.
  expect(await box.boundingBox()).toEqual(before);
  expect(problems).toEqual([]);

  // Without JavaScript: the preview under the photo, the photo drawn over it as it comes.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: testInfo.project.use.baseURL,
  });
  const plain = await noScript.newPage();
  await plain.route(/\/media\/[\w-]+\/image\?/, () => {});
  await plain.goto('/en/inspiration', { waitUntil: 'domcontentloaded' });
  const plainTile = plain.getByRole('article').first();
  await expect(plainTile.locator('img[data-look-preview]')).toHaveCSS('opacity', '1');
  await expect(plainTile.locator('a img:not([data-look-preview])')).toHaveCSS('opacity', '1');
  await expect(plainTile.locator('img[data-look-preview]')).toBeVisible();
  await noScript.close();

  // With reduced motion nothing fades.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(preview).toHaveCSS('transition-property', 'none');
  await expect(photo).toHaveCSS('transition-property', 'none');
});

test("the home page's Inspiration row and a look's lightbox draw the same blurred preview until the photo arrives", async ({
  page,
}) => {
  const problems = consoleProblems(page);
  const photos = await holdPhotos(page);
  const previewed = async (scope: ReturnType<Page['locator']>) => {
    const preview = scope.locator('img[data-look-preview]').first();
    await expect(preview).toBeVisible();
    expect(await preview.getAttribute('src')).toMatch(/^data:image\/webp;base64,/);
    expect(await preview.evaluate((image) => getComputedStyle(image).filter)).toMatch(/blur\(\d+px\)/);
    return preview;
  };

  // Home: every card of the row, cropped to one shape, its preview filling it.
  await page.goto('/en/home', { waitUntil: 'commit' });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const row = page.locator('section[aria-labelledby="inspiration-heading"]');
  const cards = row.getByRole('listitem');
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await row.locator('img[data-look-preview]').count()).toBe(await cards.count());
  const homePreview = await previewed(cards.first());
  const card = await homePreview.locator('..').boundingBox();
  expect((card?.width ?? 0) / (card?.height ?? 1)).toBeCloseTo(4 / 5, 1);

  // A look: the preview in the photo's own shape, fitted in the stage, until the photo comes.
  const looks = page.getByRole('link', { name: /./ }).filter({ has: page.locator('img[data-look-preview]') });
  const href = await looks.first().getAttribute('href');
  expect(href).toMatch(/\/en\/inspiration\/view\//);
  await page.goto(href ?? '', { waitUntil: 'commit' });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  const stage = page.getByTestId('lightbox-stage');
  const preview = await previewed(stage);
  const photo = stage.getByRole('img');
  const box = preview.locator('..');
  const [width, height] = await photo.evaluate((image) => [
    Number(image.getAttribute('width')),
    Number(image.getAttribute('height')),
  ]);
  const drawn = await box.boundingBox();
  const room = await stage.boundingBox();
  expect((drawn?.width ?? 0) / (drawn?.height ?? 1)).toBeCloseTo((width ?? 0) / (height ?? 1), 1);
  expect(drawn?.width ?? 0).toBeLessThanOrEqual((room?.width ?? 0) + 1);
  expect(drawn?.height ?? 0).toBeLessThanOrEqual((room?.height ?? 0) + 1);
  await expect(photo).toHaveCSS('opacity', '0');

  await photos.release();
  await expect(photo).toHaveCSS('opacity', '1');
  await expect(preview).toHaveCSS('opacity', '0');
  expect(await box.boundingBox()).toEqual(drawn);
  expect(problems).toEqual([]);
});
