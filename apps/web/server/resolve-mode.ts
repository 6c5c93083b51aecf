import type { AppMode } from '../app/platform/app-mode.ts';

/**
 * DESIGN.md §4: a host that is a business's custom domain → custom-domain mode (decided by the
 * trusted-host gate); an `embed/…` route → widget; the deployment flag → private app; otherwise the
 * marketplace.
 */
export function resolveMode(url: URL, options: { privateApp: boolean; customDomain: boolean }): AppMode {
  if (/^\/[a-z]{2}\/embed(\/|$)/.test(url.pathname)) return 'widget';
  if (options.privateApp) return 'private-app';
  return options.customDomain ? 'custom-domain' : 'marketplace';
}
