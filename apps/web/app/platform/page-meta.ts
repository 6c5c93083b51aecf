import { SUPPORTED_LOCALES } from '@kalendo/i18n/locales';
import type { TFunction } from 'i18next';
import type { MetaDescriptor } from 'react-router';
import { createI18n } from './i18n.ts';
import { localizedPath } from './locale-path.ts';
import { type RootData, rootDataOf } from './root-data.ts';

type Matches = Parameters<typeof rootDataOf>[0];

const translators = new WeakMap<object, TFunction>();

/** A `t` for `meta` functions, from the messages the root loader sent (one instance per language). */
export function metaTranslator(root: RootData): TFunction {
  let t = translators.get(root.messages);
  if (!t) {
    t = createI18n(root.locale, root.messages).t;
    translators.set(root.messages, t);
  }
  return t;
}

/** Title, description, canonical URL and `hreflang` alternates for all 11 languages. */
export function pageMeta(
  root: RootData | undefined,
  page: { title: string; description?: string },
): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: `${page.title} · Kalendo` }];
  if (page.description) tags.push({ name: 'description', content: page.description });
  if (!root) return tags;
  tags.push({
    tagName: 'link',
    rel: 'canonical',
    href: `${root.origin}${localizedPath(root.locale, root.path)}`,
  });
  for (const locale of SUPPORTED_LOCALES) {
    tags.push({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: locale,
      href: `${root.origin}${localizedPath(locale, root.path)}`,
    });
  }
  tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${root.origin}${root.path}` });
  return tags;
}

/** `meta` for a page whose title (and description) are translation keys of the `common` namespace. */
export function translatedMeta(
  matches: Matches,
  titleKey: string,
  descriptionKey?: string,
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  if (!root) return [];
  const t = metaTranslator(root);
  return pageMeta(root, { title: t(titleKey), description: descriptionKey ? t(descriptionKey) : undefined });
}
