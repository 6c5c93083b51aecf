import type { ApiClient } from '../app/platform/api-client.ts';
import type { AppMode } from '../app/platform/app-mode.ts';

const CACHE_MS = 60_000;

/**
 * DESIGN.md §4: a host that is a business's custom domain → custom-domain mode; an `embed/…` route →
 * widget; the deployment flag → private app; otherwise the marketplace. Host look-ups are cached a minute.
 */
export function createModeResolver(options: { privateApp: boolean; ownHosts: ReadonlySet<string> }) {
  const cache = new Map<string, { customDomain: boolean; until: number }>();

  async function isCustomDomain(host: string, api: ApiClient): Promise<boolean> {
    if (options.ownHosts.has(host)) return false;
    const cached = cache.get(host);
    if (cached && cached.until > Date.now()) return cached.customDomain;
    const customDomain = (await api.findCustomDomain(host)) !== null;
    cache.set(host, { customDomain, until: Date.now() + CACHE_MS });
    return customDomain;
  }

  return async (url: URL, api: ApiClient): Promise<AppMode> => {
    if (/^\/[a-z]{2}\/embed(\/|$)/.test(url.pathname)) return 'widget';
    if (options.privateApp) return 'private-app';
    return (await isCustomDomain(url.hostname, api)) ? 'custom-domain' : 'marketplace';
  };
}
