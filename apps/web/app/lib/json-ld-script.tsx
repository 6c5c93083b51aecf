import { localizedPath } from './locale-path.ts';
import { useNonce } from './nonce.tsx';
import { useRootData } from './root-data.ts';

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so no text can close the tag. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * schema.org data of the page for search engines, with the response's CSP nonce like every inline script.
 * `build` gets the page's canonical URL and the site's origin.
 */
export function JsonLdScript({ build }: { build: (page: { url: string; origin: string }) => unknown }) {
  const nonce = useNonce();
  const root = useRootData();
  if (!root) return null;
  const url = `${root.origin}${localizedPath(root.locale, root.path)}`;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, built from our own data.
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(build({ url, origin: root.origin })) }}
    />
  );
}
