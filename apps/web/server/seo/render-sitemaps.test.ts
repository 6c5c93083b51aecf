import { describe, expect, it } from 'vitest';
import { renderRobots, renderSitemap, renderSitemapIndex } from './render-sitemaps.ts';

describe('sitemaps and robots.txt', () => {
  it('lists one file per language and page in the index', () => {
    const index = renderSitemapIndex('https://kalendo.app', 2);
    expect(index.match(/<sitemap>/g)).toHaveLength(22);
    expect(index).toContain('<loc>https://kalendo.app/sitemaps/bg-1.xml</loc>');
  });

  it('gives every URL its versions in all 11 languages, main pages on the first page only', () => {
    const first = renderSitemap('https://kalendo.app', 'de', 0, ['studio-a&b']);
    expect(first).toContain('<loc>https://kalendo.app/de/home</loc>');
    expect(first).toContain('<loc>https://kalendo.app/de/location/studio-a%26b</loc>');
    expect(first).toContain('hreflang="mk" href="https://kalendo.app/mk/location/studio-a%26b"');
    expect(first.match(/<url>/g)).toHaveLength(7);
    expect(first.match(/hreflang=/g)).toHaveLength(77);
    const second = renderSitemap('https://kalendo.app', 'de', 1, ['x']);
    expect(second).not.toContain('/de/home');
  });

  it('keeps crawlers out of accounts and the API and points them at the sitemap', () => {
    const robots = renderRobots('https://booking.lotus.example');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Allow: /api/v1/media/');
    expect(robots).toContain('Disallow: /*/settings');
    expect(robots).toContain('Sitemap: https://booking.lotus.example/sitemap.xml');
  });
});
