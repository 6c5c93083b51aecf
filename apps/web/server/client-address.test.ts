import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustProxy, type TrustProxy } from './client-address.ts';

const trust = (value: string) => parseTrustProxy(value) as TrustProxy;

describe('the client address behind proxies (TRUST_PROXY)', () => {
  it('takes the connection address and ignores a spoofed X-Forwarded-For when no proxy is trusted', () => {
    expect(clientAddressOf('198.51.100.9', '1.2.3.4', trust(''))).toBe('198.51.100.9');
    expect(clientAddressOf('::ffff:198.51.100.9', undefined, trust('false'))).toBe('198.51.100.9');
  });

  it('takes the address the trusted hops forwarded, never one the client wrote at the left', () => {
    expect(clientAddressOf('10.0.0.2', '203.0.113.5', trust('1'))).toBe('203.0.113.5');
    expect(clientAddressOf('10.0.0.2', '6.6.6.6, 203.0.113.5', trust('1'))).toBe('203.0.113.5');
    expect(clientAddressOf('10.0.0.2', '6.6.6.6, 203.0.113.5, 10.0.0.3', trust('2'))).toBe('203.0.113.5');
    expect(clientAddressOf('10.0.0.2', undefined, trust('1'))).toBe('10.0.0.2');
  });

  it('walks back through trusted CIDRs to the first untrusted address', () => {
    const cidrs = trust('10.0.0.0/8, 192.168.1.10, fd00::/8');
    expect(clientAddressOf('10.0.0.2', '6.6.6.6, 203.0.113.5, 192.168.1.10', cidrs)).toBe('203.0.113.5');
    expect(clientAddressOf('198.51.100.9', '203.0.113.5', cidrs)).toBe('198.51.100.9');
    expect(clientAddressOf('fd00::1', '2001:db8::7', cidrs)).toBe('2001:db8::7');
    expect(clientAddressOf('10.0.0.2', 'not-an-ip, 10.1.1.1', cidrs)).toBe('10.1.1.1');
  });

  it('refuses settings it cannot read', () => {
    for (const value of ['yes', '10.0.0.0/99', '11', 'example.com', '10.0.0.0/x']) {
      expect(parseTrustProxy(value), value).toBeNull();
    }
  });
});
