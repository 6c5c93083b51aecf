import { SUPPORTED_LOCALES } from '@kalendo/i18n/locales';

/** Pages of the app worth indexing in every language (paths after the language prefix). */
export const INDEXED_PAGES = [
  '/home',
  '/search',
  '/services',
  '/locations',
  '/pages/privacy-policy',
  '/pages/terms',
];

/**
 * The same for one business's host (its custom domain or private app, issue 17): its places and its page;
 * home there is its places, and search and the services catalogue do not exist.
 */
export const BUSINESS_INDEXED_PAGES = ['/locations', '/business', '/pages/privacy-policy', '/pages/terms'];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

/**
 * robots.txt: everything public may be crawled; accounts, API and embeds may not, except the API's
 * pictures (photos on public pages and link previews): the longer, more specific rule wins.
 */
export function renderRobots(origin: string, { business = false } = {}): string {
  const pages = ['settings', 'appointments', 'basket', 'forms', 'notifications', 'embed'];
  // A business's host has no search, services or look book (SPEC §2): nothing there to crawl.
  if (business) pages.push('search', 'services', 'inspiration');
  const privatePaths = ['/api/', '/dev/', ...pages.map((p) => `/*/${p}`)];
  const rules = ['Allow: /api/v1/media/', ...privatePaths.map((p) => `Disallow: ${p}`)];
  return `User-agent: *\n${rules.join('\n')}\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/** The sitemap index: one file per language and page of places. */
export function renderSitemapIndex(origin: string, pages: number): string {
  const files = SUPPORTED_LOCALES.flatMap((locale) =>
    Array.from(
      { length: pages },
      (_, page) => `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${locale}-${page}.xml`)}</loc></sitemap>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.join('\n')}\n</sitemapindex>\n`;
}

/**
 * One language's URLs: on page 0 the main pages, then one page of places; each URL names its versions
 * in the other languages (hreflang), as the pages' own alternate links do.
 */
export function renderSitemap(
  origin: string,
  locale: string,
  page: number,
  slugs: string[],
  indexedPages = INDEXED_PAGES,
): string {
  const paths = [
    ...(page === 0 ? indexedPages : []),
    ...slugs.map((slug) => `/location/${encodeURIComponent(slug)}`),
  ];
  const entries = paths.map((path) => {
    const alternates = SUPPORTED_LOCALES.map(
      (other) =>
        `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(`${origin}/${other}${path}`)}"/>`,
    ).join('');
    return `<url><loc>${escapeXml(`${origin}/${locale}${path}`)}</loc>${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}
