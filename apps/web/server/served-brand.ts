import type { Api } from '@kalendo/api';
import type { BusinessDetailDto, CustomDomain } from '@kalendo/contracts';
import type { TrustedHost } from './trusted-hosts.ts';

/** The business a request is served for, as the server's own routes (manifest, sitemap) show it. */
export interface ServedBrand {
  slug: string;
  name: string;
  /** `#rrggbb`, or null: Kalendo's colour. */
  themeColor: string | null;
  logo: BusinessDetailDto['logo'];
  /** Its private app's name (ADR 051); null: `name`. */
  appName: string | null;
  /** Its private app's uploaded icon, with the manifest's PNGs; null: the logo. */
  appIcon: BusinessDetailDto['appIcon'];
}

/**
 * The one business of this request (issue 17): the private app's (`PRIVATE_APP_BUSINESS`), or the business
 * whose custom domain the request came to (decided by the trusted-host gate, never by the raw `Host`);
 * null on the marketplace.
 */
export function createServedBrand(api: Api, privateAppBusiness: string | undefined) {
  const read = async <T>(path: string): Promise<T | null> => {
    const response = await api.request(path);
    return response.ok ? ((await response.json()) as T) : null;
  };
  return async (trustedHost: TrustedHost): Promise<ServedBrand | null> => {
    let slug = privateAppBusiness ?? null;
    if (!slug && trustedHost.customDomain) {
      const host = new URL(trustedHost.origin).hostname;
      slug = (await read<CustomDomain>(`/custom-domains/${encodeURIComponent(host)}`))?.businessSlug ?? null;
    }
    if (!slug) return null;
    const business = await read<BusinessDetailDto>(`/businesses/${encodeURIComponent(slug)}`);
    return business
      ? {
          slug: business.slug,
          name: business.name,
          themeColor: business.themeColor,
          logo: business.logo,
          appName: business.appName,
          appIcon: business.appIcon,
        }
      : null;
  };
}

export type ServedBrandLookup = ReturnType<typeof createServedBrand>;
