import { describe, expect, it } from 'vitest';
import {
  customDomainOf,
  DnsLookupError,
  recordsProve,
  type TxtResolver,
  verificationRecordName,
  verifyCustomDomain,
} from './custom-domain.ts';

const TOKEN = 'a'.repeat(32);

describe('customDomainOf', () => {
  it.each([
    ['book.lotus.example', 'book.lotus.example'],
    [' Book.Lotus.Example. ', 'book.lotus.example'],
    ['xn--80ak6aa92e.com', 'xn--80ak6aa92e.com'],
  ])('takes %s', (typed, host) => {
    expect(customDomainOf(typed)).toBe(host);
  });

  it.each([
    'localhost',
    '127.0.0.1',
    'https://book.lotus.example',
    'book.lotus.example/path',
    'book.lotus.example:8443',
    '-book.lotus.example',
    'book..example',
    'book_lotus.example',
    `${'a'.repeat(64)}.example`,
    'book.lotus.123',
  ])('refuses %s', (typed) => {
    expect(customDomainOf(typed)).toBeNull();
  });
});

describe('verifyCustomDomain', () => {
  const resolver = (answer: string[][] | DnsLookupError): TxtResolver & { asked: string[] } => {
    const asked: string[] = [];
    return {
      asked,
      async resolveTxt(name) {
        asked.push(name);
        if (answer instanceof DnsLookupError) throw answer;
        return answer;
      },
    };
  };

  it('asks the verification name and finds the token among other records, long ones split by DNS', async () => {
    const dns = resolver([['v=spf1 -all'], ['kalendo-verify=', TOKEN]]);
    expect(await verifyCustomDomain(dns, 'book.lotus.example', TOKEN)).toEqual({ verified: true });
    expect(dns.asked).toEqual([verificationRecordName('book.lotus.example')]);
    expect(dns.asked[0]).toBe('_kalendo-verify.book.lotus.example');
  });

  it('tells a wrong token, no record and no answer apart', async () => {
    expect(await verifyCustomDomain(resolver([['kalendo-verify=other']]), 'a.example', TOKEN)).toEqual({
      verified: false,
      reason: 'wrong-token',
    });
    expect(await verifyCustomDomain(resolver([]), 'a.example', TOKEN)).toEqual({
      verified: false,
      reason: 'wrong-token',
    });
    for (const failure of ['no-record', 'timeout', 'failed'] as const)
      expect(await verifyCustomDomain(resolver(new DnsLookupError(failure)), 'a.example', TOKEN)).toEqual({
        verified: false,
        reason: failure,
      });
  });

  it('lets an unexpected error through', async () => {
    const broken: TxtResolver = {
      resolveTxt: () => Promise.reject(new TypeError('bug')),
    };
    await expect(verifyCustomDomain(broken, 'a.example', TOKEN)).rejects.toThrow('bug');
  });

  it('compares whole values only', () => {
    expect(recordsProve([[`kalendo-verify=${TOKEN}x`]], TOKEN)).toBe(false);
    expect(recordsProve([[` kalendo-verify=${TOKEN} `]], TOKEN)).toBe(true);
  });
});
