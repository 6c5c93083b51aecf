import { createTranslator, FALLBACK_LOCALE, type Locale, supportedLocaleOf } from '@kalendo/i18n';
import { apiLinks } from '../app/lib/api-links.ts';
import { THEME_COLOR } from '../app/shared/business/brand.ts';
import type { ServedBrand } from './served-brand.ts';

/** SPEC §9: the theme colour; the splash (background) stays white like the pages. */
export { THEME_COLOR };
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/** A business app's own icons: its uploaded icon's PNGs (`any` and `maskable`), else its logo. */
function brandIcons(brand: ServedBrand | null) {
  if (brand?.appIcon) {
    const { id } = brand.appIcon;
    return (['any', 'maskable'] as const).flatMap((purpose) =>
      ([192, 512] as const).map((size) => ({
        src: apiLinks.mediaIcon(id, size, purpose),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
    );
  }
  return brand?.logo
    ? [{ src: apiLinks.mediaImage(brand.logo.id, 390), sizes: '390x390', purpose: 'any' }]
    : [];
}

/**
 * The web app manifest (issue 20) in one language, chosen by `?lang=` (any case or region, as SPEC §5):
 * names and shortcuts in that language, started at that language's home page. Every language shares one
 * `id`, so installing from a German page and an English page is the same app. A business's private app or
 * custom domain (issue 17) is its app: its app name, icon (its uploaded icon's PNGs, ADR 051, else its logo) and
 * colour (the splash too), and no search shortcut.
 */
export function renderWebManifest(
  lang: string | undefined,
  brand: ServedBrand | null = null,
): { locale: Locale; body: string } {
  const locale = supportedLocaleOf(lang) ?? FALLBACK_LOCALE;
  const t = createTranslator(locale);
  const shortcut = (name: string, path: string) => ({
    name,
    url: `/${locale}/${path}?source=pwa`,
    icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
  });
  const themeColor = brand?.themeColor ?? THEME_COLOR;
  const appName = brand ? (brand.appName ?? brand.name) : null;
  const manifest = {
    id: '/',
    name: appName ?? `${t('app.name')}: ${t('app.tagline')}`,
    short_name: appName ?? t('app.name'),
    description: brand ? t('places.businessDescription') : t('home.description'),
    lang: locale,
    dir: 'ltr',
    start_url: `/${locale}/home?source=pwa`,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: themeColor,
    // The splash: a business's own colour behind its logo; Kalendo's stays white like the pages.
    background_color: brand ? themeColor : '#ffffff',
    categories: ['lifestyle', 'health', 'shopping'],
    icons: [
      ...brandIcons(brand),
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      ...(brand ? [] : [shortcut(t('sections.search'), 'search')]),
      shortcut(t('sections.appointments'), 'appointments'),
    ],
  };
  return { locale, body: JSON.stringify(manifest) };
}
