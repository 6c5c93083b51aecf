/**
 * How the app runs for this request (DESIGN.md §4): a business's custom domain, the embeddable widget,
 * a private app for one business (a deployment flag), or the marketplace.
 */
export type AppMode = 'marketplace' | 'private-app' | 'widget' | 'custom-domain';

export interface ModeRules {
  /** Search, the services catalogue and the look book (inspiration) appear in menus. */
  showDiscovery: boolean;
  /** `search` and `services` answer 404. */
  blockSearchAndServices: boolean;
  /** `home` redirects to `locations` (SPEC §2: on a custom domain). */
  homeIsLocations: boolean;
}

/**
 * SPEC §2: private and widget modes hide search, services and look book; a custom domain blocks search and
 * services, a private app (one business only, issue 17) those and the look book too.
 */
export function modeRules(mode: AppMode): ModeRules {
  return {
    showDiscovery: mode === 'marketplace',
    blockSearchAndServices: mode === 'custom-domain' || mode === 'private-app',
    // A private app's home is its business's own (places, services, classes, memberships; issue 17).
    homeIsLocations: mode === 'custom-domain',
  };
}
