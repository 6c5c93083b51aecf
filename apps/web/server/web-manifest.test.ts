import { SUPPORTED_LOCALES } from '@kalendo/i18n';
import { describe, expect, it } from 'vitest';
import { renderWebManifest, THEME_COLOR } from './web-manifest.ts';

const manifestIn = (lang: string | undefined) => JSON.parse(renderWebManifest(lang).body);

describe('the web app manifest (issue 20)', () => {
  it('is installable: names, standalone, theme, icons 192/512 and maskable, shortcuts', () => {
    const manifest = manifestIn('en');
    expect(manifest).toMatchObject({
      id: '/',
      short_name: 'Kalendo',
      start_url: '/en/home?source=pwa',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
    });
    expect(manifest.name).toContain('Kalendo');
    const icons = manifest.icons.map(
      (icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`,
    );
    expect(icons).toEqual(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']);
    expect(manifest.shortcuts).toEqual([
      expect.objectContaining({ name: 'Search', url: '/en/search?source=pwa' }),
      expect.objectContaining({ name: 'My appointments', url: '/en/appointments?source=pwa' }),
    ]);
  });

  it('starts at the home page of the language asked for, in any case or region', () => {
    expect(manifestIn('de').start_url).toBe('/de/home?source=pwa');
    expect(manifestIn('DE').lang).toBe('de');
    expect(manifestIn('bg-BG').shortcuts[1].name).toBe('Моите часове');
    expect(manifestIn('pt-BR').lang).toBe('en');
    expect(manifestIn(undefined).lang).toBe('en');
  });

  it('has names and shortcuts in every language, one app id for all', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const manifest = manifestIn(locale);
      expect(manifest.id).toBe('/');
      expect(manifest.shortcuts.every((shortcut: { name: string }) => shortcut.name.length > 0)).toBe(true);
    }
  });

  it("is a business's own app in its private app or on its custom domain: name, logo, colour, splash", () => {
    const brand = {
      slug: 'lotus',
      name: 'Studio Lotus',
      themeColor: '#8e24aa',
      logo: { id: 'logo-1', width: 512, height: 512, alt: 'Logo' },
      appName: null,
      appIcon: null,
    };
    const manifest = JSON.parse(renderWebManifest('en', brand).body);
    expect(manifest).toMatchObject({
      name: 'Studio Lotus',
      short_name: 'Studio Lotus',
      theme_color: '#8e24aa',
      background_color: '#8e24aa',
      start_url: '/en/home?source=pwa',
    });
    expect(manifest.icons[0]).toEqual({
      src: '/api/v1/media/logo-1/image?size=390',
      sizes: '390x390',
      purpose: 'any',
    });
    expect(manifest.shortcuts.map((shortcut: { url: string }) => shortcut.url)).toEqual([
      '/en/appointments?source=pwa',
    ]);
    // An app name and an uploaded icon of its own (ADR 051): the name, and the icon's PNGs before Kalendo's.
    const own = JSON.parse(
      renderWebManifest('en', {
        ...brand,
        appName: 'Lotus',
        appIcon: { id: 'icon-1', width: 780, height: 780, alt: '' },
      }).body,
    );
    expect(own).toMatchObject({ name: 'Lotus', short_name: 'Lotus' });
    expect(own.icons.slice(0, 4)).toEqual([
      {
        src: '/api/v1/media/icon-1/icon.png?size=192&purpose=any',
        sizes: '192x192',
        type: 'image/png',
        purpose: 'any',
      },
      {
        src: '/api/v1/media/icon-1/icon.png?size=512&purpose=any',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'any',
      },
      {
        src: '/api/v1/media/icon-1/icon.png?size=192&purpose=maskable',
        sizes: '192x192',
        type: 'image/png',
        purpose: 'maskable',
      },
      {
        src: '/api/v1/media/icon-1/icon.png?size=512&purpose=maskable',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ]);
    // Without a colour of its own the business keeps Kalendo's.
    expect(JSON.parse(renderWebManifest('en', { ...brand, themeColor: null }).body).theme_color).toBe(
      THEME_COLOR,
    );
  });
});
