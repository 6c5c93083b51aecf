import { z } from 'zod';
import type { ContentDocument, ContentSource } from './content-source.ts';

const CmsPageSchema = z.object({
  title: z.string().min(1).max(300),
  description: z.string().max(1000).default(''),
  updated: z.string().max(100).default(''),
  body: z.string(),
});

/** The largest answer read from the content system: a legal page is tens of kilobytes. */
export const MAX_CMS_ANSWER_BYTES = 1024 * 1024;

export interface HttpContentSourceOptions {
  /** The bundled pages: answered whenever the content system is down, slow or answers nonsense. */
  fallback: ContentSource;
  /** Told why the bundled page was answered instead (for the log). */
  onFallback?: (reason: string, page: { slug: string; locale: string }) => void;
  timeoutMs?: number;
}

async function readPage(url: URL, timeoutMs: number): Promise<ContentDocument | null> {
  const response = await fetch(url, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`answered ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_CMS_ANSWER_BYTES) throw new Error(`answered ${declared} bytes`);
  const text = await response.text();
  if (text.length > MAX_CMS_ANSWER_BYTES) throw new Error(`answered ${text.length} characters`);
  const page = CmsPageSchema.parse(JSON.parse(text));
  return { title: page.title, description: page.description, updated: page.updated, markdown: page.body };
}

/**
 * A headless CMS over HTTP: `GET {baseUrl}/pages/{slug}?locale={locale}` answering
 * `{ title, description, updated, body }` with `body` in Markdown; 404 when the page does not exist.
 * When it cannot be reached, times out, fails or answers something else, the bundled page is answered.
 */
export function createHttpContentSource(baseUrl: string, options: HttpContentSourceOptions): ContentSource {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return {
    async getPage(slug, locale) {
      const url = new URL(`pages/${encodeURIComponent(slug)}`, base);
      url.searchParams.set('locale', locale);
      try {
        return await readPage(url, options.timeoutMs ?? 5000);
      } catch (error) {
        const reason = error instanceof z.ZodError ? 'an answer of the wrong shape' : String(error);
        options.onFallback?.(reason, { slug, locale });
        return options.fallback.getPage(slug, locale);
      }
    },
  };
}
