/** A page of the content system (privacy policy, terms, cookies), in Markdown. */
export interface ContentDocument {
  title: string;
  description: string;
  updated: string;
  markdown: string;
}

/** Where content pages come from: files per language by default, an HTTP headless CMS by configuration. */
export interface ContentSource {
  getPage(slug: string, locale: string): Promise<ContentDocument | null>;
}

export const CONTENT_SLUGS = ['privacy-policy', 'terms', 'cookies'] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];
