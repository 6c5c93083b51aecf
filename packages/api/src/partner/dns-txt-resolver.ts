import { Resolver } from 'node:dns/promises';
import { DnsLookupError, type DnsLookupFailure, type TxtResolver } from '@kalendo/domain';

export interface DnsOptions {
  /** DNS servers to ask (`host` or `host:port`); the machine's own when absent (`DNS_SERVERS`). */
  servers?: string[] | undefined;
  /** How long one server is waited for, per try. */
  timeoutMs?: number | undefined;
}

/** Node's DNS error codes as the domain's failures: no such record, no answer in time, anything else. */
function failureOf(code: unknown): DnsLookupFailure {
  if (code === 'ENODATA' || code === 'ENOTFOUND') return 'no-record';
  if (code === 'ETIMEOUT') return 'timeout';
  return 'failed';
}

/** The production resolver port (ADR 044): `node:dns/promises` `Resolver`, servers configurable. */
export function createDnsTxtResolver({ servers, timeoutMs = 3_000 }: DnsOptions = {}): TxtResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers && servers.length > 0) resolver.setServers(servers);
  return {
    async resolveTxt(name) {
      try {
        return await resolver.resolveTxt(name);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        throw new DnsLookupError(failureOf(code), `TXT ${name}: ${String(code)}`);
      }
    },
  };
}
