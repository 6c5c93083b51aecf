import { z } from 'zod';
import type { ContentSource } from './content-source.ts';

const CmsPageSchema = z.object({
  title: z.string().min(1),
  description: z.string().default(''),
  updated: z.string().default(''),
  body: z.string(),
});

/**
 * A headless CMS over HTTP: `GET {baseUrl}/pages/{slug}?locale={locale}` answering
 * `{ title, description, updated, body }` with `body` in Markdown; 404 when the page does not exist.
 */
export function createHttpContentSource(
  baseUrl: string,
  options: { timeoutMs?: number } = {},
): ContentSource {
  return {
    async getPage(slug, locale) {
      const url = new URL(
        `pages/${encodeURIComponent(slug)}`,
        baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`,
      );
      url.searchParams.set('locale', locale);
      const response = await fetch(url, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (response.status === 404) return null;
      if (!response.ok)
        throw new Error(`The content system answered ${response.status} for ${slug}/${locale}`);
      const page = CmsPageSchema.parse(await response.json());
      return { title: page.title, description: page.description, updated: page.updated, markdown: page.body };
    },
  };
}
