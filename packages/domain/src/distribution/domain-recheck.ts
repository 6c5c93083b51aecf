import { type DomainVerification, type TxtResolver, verifyCustomDomain } from './custom-domain.ts';

/** A verified domain's record is looked up again this long after its last counted check (ADR 053). */
export const DOMAIN_RECHECK_EVERY_MS = 24 * 3_600_000;
/** After a look-up nobody answered (or a server failed): tried again this soon, and not counted. */
export const DOMAIN_RECHECK_RETRY_MS = 3_600_000;
/** Consecutive checks, a day apart, that found the record missing or wrong before the domain lapses. */
export const DOMAIN_LAPSES_AFTER_FAILURES = 3;

/** What one re-check makes of a verified domain (ADR 053). */
export type DomainRecheckDecision =
  /** The record is there: trusted, its failed checks forgotten (`recovered`: there were some). */
  | { kind: 'trusted'; recovered: boolean; nextCheckAt: Date }
  /** Missing or wrong, not yet the last time: still trusted, counted. */
  | { kind: 'failing'; failures: number; reason: 'no-record' | 'wrong-token'; nextCheckAt: Date }
  /** Nobody answered or the server failed: says nothing of the domain, so neither counted nor forgiven. */
  | { kind: 'inconclusive'; reason: 'timeout' | 'failed'; nextCheckAt: Date }
  /** Missing or wrong for the last time: no longer trusted until verified again. */
  | { kind: 'lapsed'; reason: 'no-record' | 'wrong-token' };

/**
 * Judges a re-check of a verified domain that had `failures` failed checks before. A counted check (found,
 * missing, wrong) is followed by the next a day later, so counted failures are always at least a day apart.
 */
export function decideDomainRecheck(
  failures: number,
  outcome: DomainVerification,
  now: Date,
): DomainRecheckDecision {
  const after = (ms: number) => new Date(now.getTime() + ms);
  if (outcome.verified)
    return { kind: 'trusted', recovered: failures > 0, nextCheckAt: after(DOMAIN_RECHECK_EVERY_MS) };
  const { reason } = outcome;
  if (reason === 'timeout' || reason === 'failed')
    return { kind: 'inconclusive', reason, nextCheckAt: after(DOMAIN_RECHECK_RETRY_MS) };
  if (failures + 1 >= DOMAIN_LAPSES_AFTER_FAILURES) return { kind: 'lapsed', reason };
  return { kind: 'failing', failures: failures + 1, reason, nextCheckAt: after(DOMAIN_RECHECK_EVERY_MS) };
}

/** A verified domain taken for a re-check: its place, the domain and token looked up, its failed checks. */
export interface ClaimedDomainCheck {
  placeId: string;
  businessId: string;
  domain: string;
  token: string;
  failures: number;
}

/** Port: the verified domains due for a re-check, and what a check decided. */
export interface DomainRecheckStore {
  /**
   * Takes up to `limit` due domains for this process (another process does not take them): each is not due
   * again until a day later, so a process that stops in the middle leaves it for the next day's check.
   */
  claimDue(input: { now: Date; limit: number }): Promise<ClaimedDomainCheck[]>;
  /**
   * Applies a decision, unless the place's domain or token changed meanwhile (the check proved the old one);
   * answers whether it did.
   */
  record(input: {
    claimed: ClaimedDomainCheck;
    decision: DomainRecheckDecision;
    now: Date;
  }): Promise<boolean>;
}

/**
 * One round of re-checks (ADR 053): up to `limit` due domains, looked up one after the other outside any
 * transaction, each decision recorded on its own. Answers how many were checked and how many lapsed.
 */
export async function recheckDueDomains(
  deps: { store: DomainRecheckStore; resolver: TxtResolver; now: () => Date },
  limit: number,
): Promise<{ checked: number; lapsed: number }> {
  const claimed = await deps.store.claimDue({ now: deps.now(), limit });
  let lapsed = 0;
  for (const check of claimed) {
    const outcome = await verifyCustomDomain(deps.resolver, check.domain, check.token);
    const now = deps.now();
    const decision = decideDomainRecheck(check.failures, outcome, now);
    if ((await deps.store.record({ claimed: check, decision, now })) && decision.kind === 'lapsed') lapsed++;
  }
  return { checked: claimed.length, lapsed };
}
