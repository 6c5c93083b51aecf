/**
 * Issue 20: the launch images iOS shows while an app added to the home screen starts (it ignores the web
 * manifest's colours). One image per screen size and orientation: CSS pixels and pixel ratio, as Apple lists
 * them; iPads start apps in either orientation, iPhones in portrait.
 */
export const APPLE_SPLASH_SCREENS = [
  { width: 320, height: 568, ratio: 2 }, // iPhone SE (1st)
  { width: 375, height: 667, ratio: 2 }, // iPhone SE (2nd, 3rd), 8
  { width: 414, height: 736, ratio: 3 }, // iPhone 8 Plus
  { width: 375, height: 812, ratio: 3 }, // iPhone X, XS, 11 Pro, 12 mini, 13 mini
  { width: 414, height: 896, ratio: 2 }, // iPhone XR, 11
  { width: 414, height: 896, ratio: 3 }, // iPhone XS Max, 11 Pro Max
  { width: 390, height: 844, ratio: 3 }, // iPhone 12, 13, 14
  { width: 428, height: 926, ratio: 3 }, // iPhone 12 Pro Max, 13 Pro Max, 14 Plus
  { width: 393, height: 852, ratio: 3 }, // iPhone 14 Pro, 15, 15 Pro, 16
  { width: 430, height: 932, ratio: 3 }, // iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus
  { width: 402, height: 874, ratio: 3 }, // iPhone 16 Pro
  { width: 440, height: 956, ratio: 3 }, // iPhone 16 Pro Max
  { width: 768, height: 1024, ratio: 2, landscape: true }, // iPad 9.7", iPad mini (5th)
  { width: 744, height: 1133, ratio: 2, landscape: true }, // iPad mini (6th)
  { width: 810, height: 1080, ratio: 2, landscape: true }, // iPad 10.2"
  { width: 820, height: 1180, ratio: 2, landscape: true }, // iPad Air 10.9", iPad (10th)
  { width: 834, height: 1194, ratio: 2, landscape: true }, // iPad Pro 11"
  { width: 1024, height: 1366, ratio: 2, landscape: true }, // iPad Pro 12.9"
] as const;

export type AppleSplashScreen = { width: number; height: number; ratio: number; landscape?: boolean };
export type Orientation = 'portrait' | 'landscape';

/** A screen's launch images: portrait, and landscape on the screens that start apps turned. */
export function appleSplashImages(): Array<{ screen: AppleSplashScreen; orientation: Orientation }> {
  return (APPLE_SPLASH_SCREENS as readonly AppleSplashScreen[]).flatMap((screen) => [
    { screen, orientation: 'portrait' as const },
    ...(screen.landscape ? [{ screen, orientation: 'landscape' as const }] : []),
  ]);
}

/** The image's size in device pixels: the screen's, turned for landscape. */
export function appleSplashSize(screen: AppleSplashScreen, orientation: Orientation) {
  const short = screen.width * screen.ratio;
  const long = screen.height * screen.ratio;
  return orientation === 'portrait' ? { width: short, height: long } : { width: long, height: short };
}

/** The image's file under `public/`, named by its size in device pixels (wider than high: landscape). */
export function appleSplashPath(screen: AppleSplashScreen, orientation: Orientation = 'portrait'): string {
  const { width, height } = appleSplashSize(screen, orientation);
  return `/icons/apple-splash-${width}x${height}.png`;
}

/** The `<link rel="apple-touch-startup-image">` of every image: where it is and when it applies. */
export function appleSplashLinks(): Array<{ href: string; media: string }> {
  return appleSplashImages().map(({ screen, orientation }) => ({
    href: appleSplashPath(screen, orientation),
    media: `(device-width: ${screen.width}px) and (device-height: ${screen.height}px) and (-webkit-device-pixel-ratio: ${screen.ratio}) and (orientation: ${orientation})`,
  }));
}

/** An iPhone, iPod or iPad (iPadOS says "Macintosh", but has a touch screen). */
export function isAppleMobile(userAgent: string, maxTouchPoints: number): boolean {
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}

/**
 * Adds the launch images' links to the page on Apple's phones and tablets only (iOS reads them when the
 * page is added to the home screen), so no other browser's documents carry 24 links it never uses.
 */
export function addAppleSplashLinks(document: Document, navigator: Navigator): void {
  if (!isAppleMobile(navigator.userAgent, navigator.maxTouchPoints)) return;
  if (document.head.querySelector('link[rel="apple-touch-startup-image"]')) return;
  for (const { href, media } of appleSplashLinks()) {
    const link = document.createElement('link');
    link.rel = 'apple-touch-startup-image';
    link.href = href;
    link.media = media;
    document.head.append(link);
  }
}
