import { describe, expect, it } from 'vitest';
import { DOMAIN_RECHECK_EVERY_MS, DOMAIN_RECHECK_RETRY_MS, decideDomainRecheck } from './domain-recheck.ts';

const NOW = new Date('2026-11-28T10:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('decideDomainRecheck', () => {
  it('keeps a domain whose record is there, forgetting earlier failed checks', () => {
    expect(decideDomainRecheck(0, { verified: true }, NOW)).toEqual({
      kind: 'trusted',
      recovered: false,
      nextCheckAt: later(DOMAIN_RECHECK_EVERY_MS),
    });
    expect(decideDomainRecheck(2, { verified: true }, NOW)).toMatchObject({
      kind: 'trusted',
      recovered: true,
    });
  });

  it('counts a missing or wrong record, a day apart, and lets the domain lapse on the third', () => {
    expect(decideDomainRecheck(0, { verified: false, reason: 'no-record' }, NOW)).toEqual({
      kind: 'failing',
      failures: 1,
      reason: 'no-record',
      nextCheckAt: later(DOMAIN_RECHECK_EVERY_MS),
    });
    expect(decideDomainRecheck(1, { verified: false, reason: 'wrong-token' }, NOW)).toMatchObject({
      kind: 'failing',
      failures: 2,
    });
    expect(decideDomainRecheck(2, { verified: false, reason: 'wrong-token' }, NOW)).toEqual({
      kind: 'lapsed',
      reason: 'wrong-token',
    });
  });

  it('neither counts nor forgives a look-up nobody answered: it is tried again within the hour', () => {
    for (const reason of ['timeout', 'failed'] as const)
      expect(decideDomainRecheck(2, { verified: false, reason }, NOW)).toEqual({
        kind: 'inconclusive',
        reason,
        nextCheckAt: later(DOMAIN_RECHECK_RETRY_MS),
      });
  });
});
