import type { BasketItemInput } from '@kalendo/contracts';
import { BASKET_LIMIT } from '@kalendo/contracts';
import type { ApiClient } from '../../lib/api-client.ts';
import type { ShellUser } from '../../lib/request-context.ts';
import { type SlotRefusal, slotRefusalOf } from '../booking/slot-refusal.ts';
import { readGuestBasket, writeGuestBasket } from './guest-basket.ts';

export type AddOutcome = { ok: true; cookies: string[] } | ({ ok: false } & SlotRefusal);

/**
 * Puts a time (or a class session) in the basket: the account's basket when signed in; for a guest the basket cookie, after
 * `POST /basket/check` confirmed the new time is free (the cookie is then rewritten with it).
 */
export async function addToBasket(
  api: ApiClient,
  user: ShellUser | null,
  request: Request,
  item: BasketItemInput,
): Promise<AddOutcome> {
  if (user) {
    const result = await api.addBasketItem(item);
    return result.ok ? { ok: true, cookies: [] } : { ok: false, ...slotRefusalOf(result) };
  }
  const items = await readGuestBasket(request);
  if (items.length >= BASKET_LIMIT) return { ok: false, reason: 'full' };
  const result = await api.checkBasket([...items, item]);
  if (!result.ok) return { ok: false, ...slotRefusalOf(result) };
  const checked = result.data.items.find((entry) => entry.id === `guest-${items.length}`);
  if (checked?.status !== 'available') {
    return { ok: false, reason: 'taken', alternatives: checked?.alternatives ?? [], item: null };
  }
  return { ok: true, cookies: [await writeGuestBasket([...items, item])] };
}
