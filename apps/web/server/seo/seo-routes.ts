import { type Api, renderDefaultOgImage } from '@kalendo/api';
import { isSupportedLocale } from '@kalendo/i18n/locales';
import type { Hono } from 'hono';
import { DEFAULT_OG_IMAGE_PATH } from '../../app/lib/link-preview.ts';
import type { ServedBrandLookup } from '../served-brand.ts';
import {
  BUSINESS_INDEXED_PAGES,
  INDEXED_PAGES,
  renderRobots,
  renderSitemap,
  renderSitemapIndex,
} from './render-sitemaps.ts';

interface SlugPage {
  slugs: string[];
  pages: number;
}

const XML = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };

/**
 * `/robots.txt`, `/sitemap.xml` and `/sitemaps/{locale}-{page}.xml`, for the origin of each request (a
 * business's custom domain or private app: its pages only, issue 17), and the default link preview picture.
 */
export function addSeoRoutes(app: Hono, api: Api, servedBrand: ServedBrandLookup) {
  const slugPage = async (page: number, business: string | undefined): Promise<SlugPage> => {
    const query = new URLSearchParams({ page: String(page), ...(business ? { business } : {}) });
    return (await api.request(`/sitemap/locations?${query}`)).json() as Promise<SlugPage>;
  };
  app.get('/robots.txt', async (c) => {
    const business = (await servedBrand(c.get('trustedHost'))) !== null;
    return c.text(renderRobots(c.get('trustedHost').origin, { business }), 200, {
      'Cache-Control': 'public, max-age=3600',
    });
  });
  app.get(DEFAULT_OG_IMAGE_PATH, async (c) =>
    c.body(new Uint8Array(await renderDefaultOgImage()), 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=2592000',
    }),
  );
  app.get('/sitemap.xml', async (c) => {
    const { pages } = await slugPage(0, (await servedBrand(c.get('trustedHost')))?.slug);
    return c.body(renderSitemapIndex(c.get('trustedHost').origin, pages), 200, XML);
  });
  app.get('/sitemaps/:file', async (c) => {
    const match = /^([a-z]{2})-(\d{1,4})\.xml$/.exec(c.req.param('file'));
    const locale = match?.[1] ?? '';
    const page = Number(match?.[2] ?? -1);
    if (!match || !isSupportedLocale(locale)) return c.notFound();
    const business = (await servedBrand(c.get('trustedHost')))?.slug;
    const { slugs, pages } = await slugPage(page, business);
    if (page >= pages) return c.notFound();
    const indexed = business ? BUSINESS_INDEXED_PAGES : INDEXED_PAGES;
    return c.body(renderSitemap(c.get('trustedHost').origin, locale, page, slugs, indexed), 200, XML);
  });
}
