import type { BasketItemInput } from '@kalendo/contracts';
import { BASKET_LIMIT } from '@kalendo/contracts';
import { createCookie } from 'react-router';

/** A guest's basket item, as `POST /basket/check` and `POST /me/basket/merge` take it. */
export type GuestBasketItem = BasketItemInput;

/**
 * ADR 007: a guest's basket lives in this cookie (httpOnly, 30 days), so the server can render it and merge
 * it into the account at sign-in. Compact: `[slug, serviceId, staffId or "", start in epoch minutes]` for a
 * service, `[sessionId]` for a class session.
 */
export const GUEST_BASKET_COOKIE = 'kalendo_basket';

const guestBasketCookie = createCookie(GUEST_BASKET_COOKIE, {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  maxAge: 30 * 86_400,
});

const SLUG = /^[a-z0-9-]{1,120}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Packed = [string, string, string, number] | [string];

function pack(item: GuestBasketItem): Packed {
  if ('sessionId' in item) return [item.sessionId];
  return [
    item.locationSlug,
    item.serviceId,
    item.staffId === 'any' ? '' : item.staffId,
    Math.round(Date.parse(item.start) / 60_000),
  ];
}

/** One packed entry back to an item; anything malformed is null (and dropped). */
function unpack(entry: unknown): GuestBasketItem | null {
  if (Array.isArray(entry) && entry.length === 1) {
    const [sessionId] = entry as unknown[];
    return typeof sessionId === 'string' && UUID.test(sessionId) ? { sessionId } : null;
  }
  if (!Array.isArray(entry) || entry.length !== 4) return null;
  const [slug, serviceId, staffId, minutes] = entry as unknown[];
  if (typeof slug !== 'string' || !SLUG.test(slug)) return null;
  if (typeof serviceId !== 'string' || !UUID.test(serviceId)) return null;
  if (typeof staffId !== 'string' || (staffId !== '' && !UUID.test(staffId))) return null;
  if (typeof minutes !== 'number' || !Number.isSafeInteger(minutes) || minutes <= 0) return null;
  const start = new Date(minutes * 60_000);
  if (Number.isNaN(start.getTime())) return null;
  return { locationSlug: slug, serviceId, staffId: staffId || 'any', start: start.toISOString() };
}

/** The packed list (what goes into the cookie), at most `BASKET_LIMIT` items. */
export function packGuestBasket(items: readonly GuestBasketItem[]): Packed[] {
  return items.slice(0, BASKET_LIMIT).map(pack);
}

/** The items of a decoded cookie value; bad input (not a list, malformed entries) is ignored. */
export function unpackGuestBasket(value: unknown): GuestBasketItem[] {
  if (!Array.isArray(value)) return [];
  return value
    .map(unpack)
    .filter((item): item is GuestBasketItem => item !== null)
    .slice(0, BASKET_LIMIT);
}

/** The guest basket a request carries (empty without the cookie or when it is damaged). */
export async function readGuestBasket(request: Request): Promise<GuestBasketItem[]> {
  return unpackGuestBasket(await guestBasketCookie.parse(request.headers.get('Cookie')));
}

/** The `Set-Cookie` value that stores these items; an empty list removes the cookie. */
export function writeGuestBasket(items: readonly GuestBasketItem[]): Promise<string> {
  return items.length === 0
    ? guestBasketCookie.serialize('', { maxAge: 0 })
    : guestBasketCookie.serialize(packGuestBasket(items));
}
