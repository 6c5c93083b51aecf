import { redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import type { ShellUser } from '../../lib/request-context.ts';
import { widgetRedirect } from '../../lib/widget-path.ts';
import { readGuestBasket, writeGuestBasket } from '../../shared/basket/guest-basket.ts';
import { type SlotRefusal, slotRefusalOf } from '../../shared/booking/slot-refusal.ts';
import { BACK_TO_BASKET, formBackSearch } from '../../shared/forms/form-back.ts';
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
 * Checkout of the basket the server keeps (in a business's widget only that business's items, ADR 030):
 * every item is checked and booked in one request (the form's idempotency key makes a double submit a
 * replay), paid in part with the chosen membership, and the confirmation page follows. An item asking a form
 * before booking that is not sent yet (a class's, as the timetable's "Book a spot" does) opens that form,
 * which leads back to the basket; a service's is refused on its item, which offers the form. Any other refusal names the item it is about: a taken time comes with the
 * nearest free ones, a service gone is "not available"; a membership that cannot pay is refused for the whole
 * basket (`itemId` null).
 */
export async function checkout(
  api: ApiClient,
  idempotencyKey: string,
  options: { business: string | undefined; membershipId: string | undefined },
  next: {
    confirmation: (bookingId: string) => string;
    openForm: (formId: string) => Promise<BasketActionResult>;
  },
): Promise<BasketActionResult> {
  const result = await api.checkoutBasket(idempotencyKey, options.business, options.membershipId);
  if (result.ok) throw redirect(next.confirmation(result.data.bookingId), 303);
  const { code, details } = result.error;
  // Emptied meanwhile (another tab booked it): the page shows the empty basket.
  if (code === 'BASKET_EMPTY') return done();
  // A class spot's form opens, as the timetable's "Book a spot" does (a service's item offers its own button);
  // opening redirects, and if it cannot open the API's message is shown on the item.
  if (
    code === 'FORM_REQUIRED' &&
    typeof details?.formId === 'string' &&
    typeof details.sessionId === 'string'
  )
    await next.openForm(details.formId);
  const itemId = typeof details?.itemId === 'string' ? details.itemId : null;
  if (code === 'NOT_FOUND') return { ok: false, itemId, reason: 'notAvailable' };
  return { ok: false, itemId, ...slotRefusalOf(result) };
}

/**
 * Opens the user's response to a "before booking" form, to fill and come back to the basket (inside a
 * business's widget: the widget's form page and basket).
 */
export async function startBeforeBookingForm(
  api: ApiClient,
  request: Request,
  locale: string,
  formId: string,
): Promise<BasketActionResult> {
  const started = await api.startForm(formId);
  if (started.ok)
    throw redirect(
      widgetRedirect(request, `/${locale}/forms/${started.data.id}?${formBackSearch(BACK_TO_BASKET)}`),
      303,
    );
  return { ok: false, itemId: null, ...slotRefusalOf(started) };
}
