import { OG_IMAGE } from '@kalendo/contracts/media';
import { SUPPORTED_LOCALES } from '@kalendo/i18n/locales';
import type { TFunction } from 'i18next';
import type { MetaDescriptor } from 'react-router';
import { createI18n, type MessageKey } from './i18n.ts';
import { DEFAULT_OG_IMAGE_PATH, OG_LOCALES, ogImagePath } from './link-preview.ts';
import { localizedPath } from './locale-path.ts';
import { messagesOf } from './messages.ts';
import { type RootData, rootDataOf } from './root-data.ts';

type Matches = Parameters<typeof rootDataOf>[0];

/** A `t` for `meta` functions, in the page's language (one instance per language). */
export function metaTranslator(root: RootData): TFunction {
  return createI18n(root.locale, messagesOf(root.locale)).t;
}

/** What a page says about itself; `photo` is its own picture for link previews (else the brand one). */
export interface PageMetaInput {
  title: string;
  description?: string | undefined;
  photo?: { id: string; alt: string } | undefined;
}

/**
 * Title, description, canonical URL, `hreflang` alternates for all 11 languages, and the link preview
 * (Open Graph and Twitter card: title, description, URL, type, locales, site name, a 1200 × 630 picture).
 */
export function pageMeta(root: RootData | undefined, page: PageMetaInput): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: `${page.title} · Kalendo` }];
  if (page.description) tags.push({ name: 'description', content: page.description });
  if (!root) return tags;
  const canonical = `${root.origin}${localizedPath(root.locale, root.path)}`;
  tags.push({ tagName: 'link', rel: 'canonical', href: canonical });
  for (const locale of SUPPORTED_LOCALES) {
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: locale,
      href: `${root.origin}${localizedPath(locale, root.path)}`,
    });
  }
  tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${root.origin}${root.path}` });
  return [...tags, ...linkPreview(root, page, canonical)];
}

function linkPreview(root: RootData, page: PageMetaInput, canonical: string): MetaDescriptor[] {
  const image = page.photo
    ? { path: ogImagePath(page.photo.id), alt: page.photo.alt }
    : { path: DEFAULT_OG_IMAGE_PATH, alt: metaTranslator(root)('app.name') };
  const property = (name: string, content: string | number) => ({ property: name, content: String(content) });
  return [
    property('og:site_name', 'Kalendo'),
    property('og:type', 'website'),
    property('og:title', page.title),
    ...(page.description ? [property('og:description', page.description)] : []),
    property('og:url', canonical),
    property('og:locale', OG_LOCALES[root.locale]),
    ...SUPPORTED_LOCALES.filter((locale) => locale !== root.locale).map((locale) =>
      property('og:locale:alternate', OG_LOCALES[locale]),
    ),
    property('og:image', `${root.origin}${image.path}`),
    property('og:image:width', OG_IMAGE.width),
    property('og:image:height', OG_IMAGE.height),
    property('og:image:alt', image.alt),
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/** `meta` for a page whose title (and description) are translation keys of the `common` namespace. */
export function translatedMeta(
  matches: Matches,
  titleKey: MessageKey,
  descriptionKey?: MessageKey,
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = metaTranslator(root);
  return pageMeta(root, { title: t(titleKey), description: descriptionKey ? t(descriptionKey) : undefined });
}
