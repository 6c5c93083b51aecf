/**
 * Renders the installed app's icons (web manifest, Apple touch icon), Apple's launch images, and the native
 * app's icons and launch images (Android, iOS) from the logo of `favicon.svg` with sharp. The PNGs are committed; run again after changing the logo:
 * `npx node scripts/render-app-icons.ts`.
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';
import {
  appleSplashImages,
  appleSplashPath,
  appleSplashSize,
} from '../apps/web/app/platform/apple-splash/apple-splash-screens.ts';

const OUT = resolve(import.meta.dirname, '../apps/web/public/icons');
const THEME = '#00ACC1';
/** The logo's mark, as drawn in `favicon.svg` (a 32-unit square). */
const MARK =
  '<path d="M10 8v16M10 16l9-8M13 14l7 10" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/>';

/** The favicon's rounded tile, for "any" purpose icons. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${THEME}"/>${MARK}</svg>`;
/**
 * A full-bleed tile with the mark inside the central 80 % circle, which every platform's mask keeps
 * ("maskable"); Apple rounds touch icons itself, so they use it too.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${THEME}"/><g transform="translate(16 16) scale(0.75) translate(-16 -16)">${MARK}</g></svg>`;

const icons: Array<[file: string, svg: string, size: number]> = [
  ['icon-192.png', rounded, 192],
  ['icon-512.png', rounded, 512],
  ['icon-maskable-192.png', fullBleed, 192],
  ['icon-maskable-512.png', fullBleed, 512],
  ['apple-touch-icon.png', fullBleed, 180],
];

await mkdir(OUT, { recursive: true });
for (const [file, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(resolve(OUT, file));
}

/** A launch image: the theme colour, the mark in the middle at a quarter of the screen's shorter side. */
function splash(width: number, height: number): string {
  const side = Math.round(Math.min(width, height) / 4);
  const at = `translate(${(width - side) / 2} ${(height - side) / 2}) scale(${side / 32})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="${THEME}"/><g transform="${at}">${MARK}</g></svg>`;
}

for (const { screen, orientation } of appleSplashImages()) {
  const { width, height } = appleSplashSize(screen, orientation);
  await sharp(Buffer.from(splash(width, height)))
    .png({ compressionLevel: 9, palette: true })
    .toFile(resolve(OUT, '..', appleSplashPath(screen, orientation).slice(1)));
}

/** The native app's icons and launch images (Android and iOS projects of `apps/mobile`). */
const MOBILE = resolve(import.meta.dirname, '../apps/mobile');
const ANDROID_RES = resolve(MOBILE, 'android/app/src/main/res');
const DENSITIES: Array<[folder: string, scale: number]> = [
  ['mdpi', 1],
  ['hdpi', 1.5],
  ['xhdpi', 2],
  ['xxhdpi', 3],
  ['xxxhdpi', 4],
];
/** A round launcher icon: the tile as a circle, the mark inside it. */
const round = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${THEME}"/><g transform="translate(16 16) scale(0.75) translate(-16 -16)">${MARK}</g></svg>`;
/**
 * An adaptive icon's foreground (108 dp, the launcher's mask shows the central 72 and keeps the central
 * 66 whole): the mark alone, inside that safe zone, on the theme colour of `ic_launcher_background`.
 */
const foreground = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><g transform="translate(16 16) scale(0.55) translate(-16 -16)">${MARK}</g></svg>`;

async function png(svg: string, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(file);
}

for (const [density, scale] of DENSITIES) {
  const folder = resolve(ANDROID_RES, `mipmap-${density}`);
  await png(rounded, 48 * scale, resolve(folder, 'ic_launcher.png'));
  await png(round, 48 * scale, resolve(folder, 'ic_launcher_round.png'));
  await png(foreground, 108 * scale, resolve(folder, 'ic_launcher_foreground.png'));
}
/** Launch images keep the sizes the Capacitor CLI generated; only what they show changes. */
const launchImages = [
  resolve(ANDROID_RES, 'drawable/splash.png'),
  ...DENSITIES.flatMap(([density]) =>
    ['port', 'land'].map((side) => resolve(ANDROID_RES, `drawable-${side}-${density}/splash.png`)),
  ),
  ...['', '-1', '-2'].map((suffix) =>
    resolve(MOBILE, `ios/App/App/Assets.xcassets/Splash.imageset/splash-2732x2732${suffix}.png`),
  ),
];
for (const file of launchImages) {
  const { width = 0, height = 0 } = await sharp(file).metadata();
  const image = await sharp(Buffer.from(splash(width, height)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
  await sharp(image).toFile(file);
}
// The App Store's icon: square, opaque, without rounded corners (iOS rounds it).
await png(
  fullBleed,
  1024,
  resolve(MOBILE, 'ios/App/App/Assets.xcassets/AppIcon.appiconset/AppIcon-512@2x.png'),
);
