import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { APPLE_SPLASH_SCREENS, appleSplashLinks, isAppleMobile } from './apple-splash-screens.ts';

const PUBLIC = fileURLToPath(new URL('../../../public', import.meta.url));
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPADOS =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe("Apple's launch images (issue 20)", () => {
  it('has one committed image per screen size, at its size in device pixels', () => {
    const links = appleSplashLinks();
    // Portrait for every screen, landscape too for the six iPads.
    expect(links).toHaveLength(APPLE_SPLASH_SCREENS.length + 6);
    expect(new Set(links.map((link) => link.media)).size).toBe(links.length);
    for (const link of links) expect(existsSync(`${PUBLIC}${link.href}`), link.href).toBe(true);
    expect(links).toContainEqual({
      href: '/icons/apple-splash-1179x2556.png',
      media:
        '(device-width: 393px) and (device-height: 852px) and (-webkit-device-pixel-ratio: 3) and (orientation: portrait)',
    });
    expect(links).toContainEqual({
      href: '/icons/apple-splash-2732x2048.png',
      media:
        '(device-width: 1024px) and (device-height: 1366px) and (-webkit-device-pixel-ratio: 2) and (orientation: landscape)',
    });
  });

  it("is offered to Apple's phones and tablets only", () => {
    expect(isAppleMobile(IPHONE, 5)).toBe(true);
    expect(isAppleMobile(IPADOS, 5)).toBe(true);
    expect(isAppleMobile(IPADOS, 0)).toBe(false); // a Mac
    expect(isAppleMobile(ANDROID, 5)).toBe(false);
  });
});
