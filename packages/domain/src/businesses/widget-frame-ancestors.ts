import { DomainError } from '../errors/domain-error.ts';

/** The sites a business has named for its widget: its places' custom domains and its listed origins. */
export interface WidgetSites {
  /** Host names of its places' custom domains (e.g. `book.sohobarber.example`). */
  customDomains: string[];
  /** Origins it lists (`https://www.sohobarber.example`), or `*` for any site. */
  widgetOrigins: string[];
}

/** Port implemented by the database layer. */
export interface WidgetSiteDirectory {
  /** The business's widget sites, or null when no business has this slug. */
  findByBusinessSlug(slug: string): Promise<WidgetSites | null>;
}

/** Origins a CSP source list can name: http(s), a host, an optional port, nothing else. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (url.origin !== value.replace(/\/$/, '').toLowerCase()) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * Who may frame a business's widget (issue 26 item 4): `*` only when the business listed `*` itself; else
 * its custom domains (https) and its listed origins, each once; an empty list means no site at all. Values
 * that are not plain origins are left out, so nothing a business typed can widen or break the header.
 */
export function frameAncestorsOf(sites: WidgetSites): string[] {
  if (sites.widgetOrigins.includes('*')) return ['*'];
  const origins = [
    ...sites.customDomains.map((host) => originOf(`https://${host}`)),
    ...sites.widgetOrigins.map(originOf),
  ];
  return [...new Set(origins.filter((origin): origin is string => origin !== null))].sort();
}

/** The sites that may frame this business's widget pages. */
export async function getWidgetFrameAncestors(
  deps: { widgetSites: WidgetSiteDirectory },
  slug: string,
): Promise<string[]> {
  const sites = await deps.widgetSites.findByBusinessSlug(slug);
  if (!sites) throw new DomainError('NOT_FOUND', 'no such business', { slug });
  return frameAncestorsOf(sites);
}
