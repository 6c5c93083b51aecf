import { BASKET_LIMIT } from '@kalendo/contracts';
import { describe, expect, it } from 'vitest';
import {
  type GuestBasketItem,
  packGuestBasket,
  readGuestBasket,
  unpackGuestBasket,
  writeGuestBasket,
} from './guest-basket.ts';

const SERVICE = '0b5e7f5c-2a54-4c55-9d1e-0f2b8c6f1a11';
const STAFF = '7c1f3f0e-8d2b-4a8f-b0a1-5e6d7c8b9a00';
const item = (n: number, staffId = 'any'): GuestBasketItem => ({
  locationSlug: `place-${n}`,
  serviceId: SERVICE,
  staffId,
  start: new Date(Date.UTC(2026, 11, 1, 8, n)).toISOString(),
});

/** The request a browser sends back after receiving this `Set-Cookie`. */
function requestWith(setCookie: string): Request {
  return new Request('http://localhost/en/basket', { headers: { Cookie: setCookie.split(';')[0] ?? '' } });
}

describe('guest basket cookie', () => {
  it('round-trips items through the cookie, with "any" and a staff id', async () => {
    const items = [item(1), item(2, STAFF)];
    const header = await writeGuestBasket(items);
    expect(header).toMatch(/^kalendo_basket=/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('SameSite=Lax');
    expect(header).toContain('Path=/');
    expect(header).toContain('Max-Age=2592000');
    expect(await readGuestBasket(requestWith(header))).toEqual(items);
  });

  it('keeps a class session beside a service, and drops a session id that is not one', async () => {
    const session = { sessionId: '3d2c1b0a-9f8e-4d7c-a6b5-443322110099' };
    const header = await writeGuestBasket([item(1), session]);
    expect(await readGuestBasket(requestWith(header))).toEqual([item(1), session]);
    expect(unpackGuestBasket([['not-a-session'], [session.sessionId]])).toEqual([session]);
  });

  it('keeps ten items at most and stays well under the 4 KB cookie limit', async () => {
    const many = Array.from({ length: 12 }, (_, n) => ({ ...item(n, STAFF), locationSlug: 'x'.repeat(120) }));
    expect(packGuestBasket(many)).toHaveLength(BASKET_LIMIT);
    const header = await writeGuestBasket(many);
    expect(header.length).toBeLessThan(3500);
  });

  it('removes the cookie when the basket is empty', async () => {
    expect(await writeGuestBasket([])).toContain('Max-Age=0');
  });

  it('ignores bad input: not a list, malformed entries, a damaged cookie', async () => {
    expect(unpackGuestBasket({ a: 1 })).toEqual([]);
    expect(unpackGuestBasket(null)).toEqual([]);
    const good = packGuestBasket([item(3)])[0];
    expect(
      unpackGuestBasket([
        good,
        ['Bad Slug', SERVICE, '', 29_000_000],
        ['ok', 'not-a-uuid', '', 29_000_000],
        ['ok', SERVICE, 'someone', 29_000_000],
        ['ok', SERVICE, '', 'soon'],
        ['ok', SERVICE, ''],
      ]),
    ).toEqual([item(3)]);
    expect(await readGuestBasket(requestWith('kalendo_basket=%%%not-base64'))).toEqual([]);
    expect(await readGuestBasket(new Request('http://localhost/'))).toEqual([]);
  });
});
