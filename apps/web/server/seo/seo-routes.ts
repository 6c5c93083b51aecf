import { type Api, renderDefaultOgImage } from '@kalendo/api';
import { isSupportedLocale } from '@kalendo/i18n/locales';
import type { Hono } from 'hono';
import { DEFAULT_OG_IMAGE_PATH } from '../../app/platform/link-preview.ts';
import { renderRobots, renderSitemap, renderSitemapIndex } from './render-sitemaps.ts';

interface SlugPage {
  slugs: string[];
  pages: number;
}

const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

/**
 * `/robots.txt`, `/sitemap.xml` and `/sitemaps/{locale}-{page}.xml`, for the origin of each request, and
 * the default link preview picture.
 */
export function addSeoRoutes(app: Hono, api: Api) {
  const slugPage = async (page: number): Promise<SlugPage> =>
    (await api.request(`/sitemap/locations?page=${page}`)).json() as Promise<SlugPage>;
  app.get('/robots.txt', (c) =>
    c.text(renderRobots(c.get('trustedHost').origin), 200, { 'Cache-Control': 'public, max-age=3600' }),
  );
  app.get(DEFAULT_OG_IMAGE_PATH, async (c) =>
    c.body(new Uint8Array(await renderDefaultOgImage()), 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=2592000',
    }),
  );
  app.get('/sitemap.xml', async (c) => {
    const { pages } = await slugPage(0);
    return c.body(renderSitemapIndex(c.get('trustedHost').origin, pages), 200, XML);
  });
  app.get('/sitemaps/:file', async (c) => {
    const match = /^([a-z]{2})-(\d{1,4})\.xml$/.exec(c.req.param('file'));
    const locale = match?.[1] ?? '';
    const page = Number(match?.[2] ?? -1);
    if (!match || !isSupportedLocale(locale)) return c.notFound();
    const { slugs, pages } = await slugPage(page);
    if (page >= pages) return c.notFound();
    return c.body(renderSitemap(c.get('trustedHost').origin, locale, page, slugs), 200, XML);
  });
}
