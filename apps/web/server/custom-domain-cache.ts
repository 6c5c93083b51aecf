/**
 * Whether a host name is a business's custom domain, remembered for a minute (both answers) in a bounded
 * map, so a stream of requests for made-up hosts costs at most one look-up per host and minute and cannot
 * grow the process's memory.
 */
export function cacheCustomDomains(
  find: (hostname: string) => Promise<boolean>,
  { ttlMs = 60_000, maxEntries = 2_000, now = Date.now } = {},
) {
  const cache = new Map<string, { customDomain: boolean; until: number }>();
  return async (hostname: string): Promise<boolean> => {
    const cached = cache.get(hostname);
    if (cached && cached.until > now()) return cached.customDomain;
    const customDomain = await find(hostname);
    cache.delete(hostname);
    cache.set(hostname, { customDomain, until: now() + ttlMs });
    // Maps keep insertion order: the first key is the oldest entry.
    if (cache.size > maxEntries) cache.delete(cache.keys().next().value as string);
    return customDomain;
  };
}
