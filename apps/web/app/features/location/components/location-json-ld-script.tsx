import type { LocationDetailDto } from '@kalendo/contracts';
import { localizedPath } from '../../../platform/locale-path.ts';
import { useNonce } from '../../../platform/nonce.tsx';
import { useRootData } from '../../../platform/root-data.ts';
import { locationJsonLd, scriptSafeJson } from '../location-json-ld.ts';

/** schema.org data of the place for search engines, with the response's CSP nonce like every inline script. */
export function LocationJsonLdScript({ location }: { location: LocationDetailDto }) {
  const nonce = useNonce();
  const root = useRootData();
  if (!root) return null;
  const pageUrl = `${root.origin}${localizedPath(root.locale, root.path)}`;
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, built from our own data.
      dangerouslySetInnerHTML={{ __html: scriptSafeJson(locationJsonLd(location, pageUrl, root.origin)) }}
    />
  );
}
