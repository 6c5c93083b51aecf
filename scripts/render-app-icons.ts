/**
 * Renders the installed app's icons (web manifest, Apple touch icon) and Apple's launch images from the
 * logo of `favicon.svg` with sharp. The PNGs are committed; run again after changing the logo:
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
