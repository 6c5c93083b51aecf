/**
 * A business's own host name for a place (ADR 027, ADR 044): lower case, 2 to 10 labels of letters, digits
 * and inner hyphens, a top-level label of letters, at most 253 characters. Kalendo's own host, IP addresses,
 * ports, paths and `localhost` are not domains a partner can claim.
 */
export function customDomainOf(value: string): string | null {
  const host = value.trim().toLowerCase().replace(/\.$/, '');
  if (host.length < 4 || host.length > 253) return null;
  const labels = host.split('.');
  if (labels.length < 2 || labels.length > 10) return null;
  const label = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
  if (!labels.every((part) => label.test(part))) return null;
  if (!/^[a-z]{2,63}$/.test(labels.at(-1) ?? '')) return null;
  return host;
}

/** The DNS name whose TXT record proves the domain is the partner's (ADR 044). */
export const VERIFICATION_LABEL = '_kalendo-verify';

export function verificationRecordName(domain: string): string {
  return `${VERIFICATION_LABEL}.${domain}`;
}

/** The TXT record's value: the token the API issued for this place and domain. */
export function verificationRecordValue(token: string): string {
  return `kalendo-verify=${token}`;
}

/** Port implemented by a DNS client: the TXT records of a name (each a list of strings, as DNS keeps them). */
export interface TxtResolver {
  /** Throws `DnsLookupError` with `no-record` when the name has no TXT record, `timeout` when none answered. */
  resolveTxt(name: string): Promise<string[][]>;
}

export type DnsLookupFailure = 'no-record' | 'timeout' | 'failed';

export class DnsLookupError extends Error {
  readonly failure: DnsLookupFailure;

  constructor(failure: DnsLookupFailure, message: string = failure) {
    super(message);
    this.name = 'DnsLookupError';
    this.failure = failure;
  }
}

export type DomainVerification =
  | { verified: true }
  | { verified: false; reason: DnsLookupFailure | 'wrong-token' };

/** Whether the TXT records found hold the expected value (a record's strings are joined, as DNS splits long ones). */
export function recordsProve(records: readonly string[][], token: string): boolean {
  const expected = verificationRecordValue(token);
  return records.some((chunks) => chunks.join('').trim() === expected);
}

/** Looks the domain's verification record up and judges it: found with this token, another value, none, no answer. */
export async function verifyCustomDomain(
  resolver: TxtResolver,
  domain: string,
  token: string,
): Promise<DomainVerification> {
  try {
    const records = await resolver.resolveTxt(verificationRecordName(domain));
    return recordsProve(records, token) ? { verified: true } : { verified: false, reason: 'wrong-token' };
  } catch (error) {
    if (error instanceof DnsLookupError) return { verified: false, reason: error.failure };
    throw error;
  }
}
