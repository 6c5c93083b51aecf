import { createTranslator, FALLBACK_LOCALE, type Locale, supportedLocaleOf } from '@kalendo/i18n';

/** SPEC §9: the theme colour; the splash (background) stays white like the pages. */
export const THEME_COLOR = '#00ACC1';
export const WEB_MANIFEST_PATH = '/manifest.webmanifest';

/**
 * The web app manifest (issue 20) in one language, chosen by `?lang=` (any case or region, as SPEC §5):
 * names and shortcuts in that language, started at that language's home page. Every language shares one
 * `id`, so installing from a German page and an English page is the same app.
 */
export function renderWebManifest(lang: string | undefined): { locale: Locale; body: string } {
  const locale = supportedLocaleOf(lang) ?? FALLBACK_LOCALE;
  const t = createTranslator(locale);
  const manifest = {
    id: '/',
    name: `${t('app.name')}: ${t('app.tagline')}`,
    short_name: t('app.name'),
    description: t('home.description'),
    lang: locale,
    dir: 'ltr',
    start_url: `/${locale}/home?source=pwa`,
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    categories: ['lifestyle', 'health', 'shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: t('sections.search'),
        url: `/${locale}/search?source=pwa`,
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: t('sections.appointments'),
        url: `/${locale}/appointments?source=pwa`,
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  };
  return { locale, body: JSON.stringify(manifest) };
}
