import { describe, expect, it } from 'vitest';
import { cacheCustomDomains } from './custom-domain-cache.ts';
import { createTrustedHosts } from './trusted-hosts.ts';

const customDomains = new Set(['booking.lotus.example']);
const isCustomDomain = async (hostname: string) => customDomains.has(hostname);

describe('trusted hosts', () => {
  const production = createTrustedHosts({ publicOrigin: 'https://kalendo.app', isCustomDomain });
  const local = createTrustedHosts({ publicOrigin: 'http://localhost:3000', isCustomDomain });

  it("serves PUBLIC_URL's host with PUBLIC_URL's origin (the scheme a proxy terminated is kept)", async () => {
    expect(await production.resolve('kalendo.app')).toEqual({
      origin: 'https://kalendo.app',
      customDomain: false,
    });
    expect(await production.resolve('KALENDO.APP.')).toEqual({
      origin: 'https://kalendo.app',
      customDomain: false,
    });
  });

  it('serves a verified custom domain as custom-domain mode', async () => {
    expect(await production.resolve('booking.lotus.example')).toEqual({
      origin: 'https://booking.lotus.example',
      customDomain: true,
    });
  });

  it.each([
    'evil.example',
    'kalendo.app.evil.example',
    'kalendo.app:8443',
    'localhost:3000',
    '127.0.0.1',
    'evil.example/x',
    'evil.example@kalendo.app',
    '',
    `${'a'.repeat(300)}.example`,
  ])('refuses a poisoned Host in production: %j', async (host) => {
    expect(await production.resolve(host)).toBeNull();
  });

  it('on a local run also serves loopback addresses on any port, and nothing else', async () => {
    expect(await local.resolve('localhost:3000')).toEqual({
      origin: 'http://localhost:3000',
      customDomain: false,
    });
    expect(await local.resolve('127.0.0.1:41234')).toEqual({
      origin: 'http://127.0.0.1:41234',
      customDomain: false,
    });
    expect(await local.resolve('[::1]:3000')).toEqual({ origin: 'http://[::1]:3000', customDomain: false });
    expect(await local.resolve('evil.example')).toBeNull();
    expect(await local.resolve('localhost.evil.example')).toBeNull();
  });
});

describe('cacheCustomDomains', () => {
  it('looks a host up once a minute and keeps at most maxEntries hosts', async () => {
    let now = 0;
    const asked: string[] = [];
    const lookup = cacheCustomDomains(
      async (host) => {
        asked.push(host);
        return host === 'booking.lotus.example';
      },
      { ttlMs: 60_000, maxEntries: 2, now: () => now },
    );
    expect(await lookup('booking.lotus.example')).toBe(true);
    expect(await lookup('booking.lotus.example')).toBe(true);
    expect(await lookup('a.example')).toBe(false);
    expect(await lookup('a.example')).toBe(false);
    expect(asked).toEqual(['booking.lotus.example', 'a.example']);
    await lookup('b.example');
    // The oldest host was dropped to make room.
    await lookup('booking.lotus.example');
    expect(asked).toEqual(['booking.lotus.example', 'a.example', 'b.example', 'booking.lotus.example']);
    now = 60_001;
    await lookup('b.example');
    expect(asked.at(-1)).toBe('b.example');
    expect(asked).toHaveLength(5);
  });
});
