import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * `TRUST_PROXY`: which proxies in front of the server may say who the client is (`X-Forwarded-For`).
 * `none` trusts no one (the connection's address is the client); a number trusts that many hops (the
 * load balancer = 1); a list of CIDRs trusts the proxies whose addresses are in them.
 */
export type TrustProxy =
  | { kind: 'none' }
  | { kind: 'hops'; hops: number }
  | { kind: 'cidrs'; list: BlockList };

/** Parses `TRUST_PROXY` (`''`/`false` → none, `2` → two hops, `10.0.0.0/8, 192.168.1.10` → those); null when invalid. */
export function parseTrustProxy(value: string | undefined): TrustProxy | null {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false' || text === '0') return { kind: 'none' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 10 ? { kind: 'hops', hops } : null;
  }
  const list = new BlockList();
  for (const entry of text.split(',').map((part) => part.trim())) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (family === 0) return null;
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address, type);
    else {
      const prefix = Number(bits);
      if (!/^\d+$/.test(bits) || prefix > (family === 6 ? 128 : 32)) return null;
      list.addSubnet(address, prefix, type);
    }
  }
  return { kind: 'cidrs', list };
}

/** `::ffff:10.0.0.1` (IPv4 on an IPv6 socket) is `10.0.0.1`. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address: the connection's own unless trusted proxies forwarded it. The `X-Forwarded-For`
 * chain is read from the right (the nearest proxy first) and only as far as trust goes, so an address the
 * client wrote itself at the left is never taken.
 */
export function clientAddressOf(socket: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  const peer = plain(socket);
  if (trust.kind === 'none' || !forwardedFor) return peer;
  const chain = [
    ...forwardedFor
      .split(',')
      .map((part) => plain(part.trim()))
      .filter((part) => isIP(part) !== 0),
    peer,
  ];
  if (trust.kind === 'hops') return chain[Math.max(0, chain.length - 1 - trust.hops)] ?? peer;
  for (let index = chain.length - 1; index > 0; index--) {
    if (!isTrusted(trust.list, chain[index] ?? '')) return chain[index] ?? peer;
  }
  return chain[0] ?? peer;
}

/** The address of the connection itself ('unknown' for in-process requests). */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The client's address of this request, as the server decided it once (`TRUST_PROXY`). */
export function remoteAddress(c: Context): string {
  return (c.get('clientAddress' as never) as string | undefined) ?? socketAddress(c);
}
