import { redirect } from 'react-router';
import type { ApiClient } from '../../platform/api-client.ts';
import type { ShellUser } from '../../platform/request-context.ts';
import { type SlotRefusal, slotRefusalOf } from '../booking/slot-refusal.ts';
import { readGuestBasket, writeGuestBasket } from './guest-basket.ts';
import { guestIndexOf } from './load-basket.ts';

export type BasketActionResult =
  | { ok: true; cookies: string[] }
  | ({ ok: false; itemId: string | null } & (SlotRefusal | { reason: 'notAvailable' }));

const done = (cookies: string[] = []): BasketActionResult => ({ ok: true, cookies });

/** Removes one item: from the account's basket, or from the guest's cookie. */
export async function removeItem(
  api: ApiClient,
  user: ShellUser | null,
  request: Request,
  id: string,
): Promise<BasketActionResult> {
  if (user) {
    const result = await api.removeBasketItem(id);
    return result.ok ? done() : { ok: false, itemId: id, ...slotRefusalOf(result) };
  }
  const items = await readGuestBasket(request);
  const index = guestIndexOf(id, items.length);
  if (index === null) return done();
  return done([await writeGuestBasket(items.filter((_, n) => n !== index))]);
}

/** Replaces an item's time with one of its alternatives (the new time is added first, then the old removed). */
export async function changeItemTime(
  api: ApiClient,
  user: ShellUser | null,
  request: Request,
  id: string,
  start: string,
): Promise<BasketActionResult> {
  if (!user) {
    const items = await readGuestBasket(request);
    const index = guestIndexOf(id, items.length);
    if (index === null) return done();
    return done([await writeGuestBasket(items.map((item, n) => (n === index ? { ...item, start } : item)))]);
  }
  const item = (await api.getBasket()).items.find((entry) => entry.id === id);
  if (!item) return done();
  const { locationSlug, serviceId, staffId } = item;
  const added = await api.addBasketItem({ locationSlug, serviceId, staffId, start });
  if (!added.ok) return { ok: false, itemId: id, ...slotRefusalOf(added) };
  return removeItem(api, user, request, id);
}

/**
 * Checkout: the basket is checked again; when every item is free, all are booked in one request (the form's
 * idempotency key makes a double submit a replay) and the confirmation page follows.
 */
export async function checkout(
  api: ApiClient,
  locale: string,
  idempotencyKey: string,
): Promise<BasketActionResult> {
  const basket = await api.getBasket();
  if (basket.items.length === 0) return done();
  if (basket.items.some((item) => item.status !== 'available')) {
    return { ok: false, itemId: null, reason: 'notAvailable' };
  }
  const items = basket.items.map(({ locationSlug, serviceId, staffId, start }) => ({
    locationSlug,
    serviceId,
    staffId,
    start,
  }));
  const result = await api.createBooking(items, idempotencyKey);
  if (!result.ok) {
    const refusal = slotRefusalOf(result);
    const index = refusal.reason === 'taken' ? refusal.item : null;
    return { ok: false, itemId: index === null ? null : (basket.items[index]?.id ?? null), ...refusal };
  }
  const ids = result.data.appointments.map((appointment) => appointment.id).join(',');
  throw redirect(`/${locale}/basket/confirmation/${result.data.bookingId}?ids=${ids}`, 303);
}
