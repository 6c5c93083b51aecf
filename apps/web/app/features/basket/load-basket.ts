import type { Basket } from '@kalendo/contracts';
import type { ApiClient } from '../../lib/api-client.ts';
import type { ShellUser } from '../../lib/request-context.ts';
import { widgetBusiness } from '../../lib/widget-path.ts';
import { readGuestBasket } from '../../shared/basket/guest-basket.ts';

const EMPTY: Basket = { items: [], count: 0, totals: [] };

/**
 * The basket to show: the account's when signed in; a guest's cookie items re-checked by the API (names,
 * prices, whether each time is still free). A cookie the API refuses shows as an empty basket (ADR 007).
 * In a business's widget only that business's items (ADR 030).
 */
export async function loadBasket(api: ApiClient, user: ShellUser | null, request: Request): Promise<Basket> {
  const business = widgetBusiness(request);
  if (user) return api.getBasket(business);
  const items = await readGuestBasket(request);
  if (items.length === 0) return EMPTY;
  const checked = await api.checkBasket(items, business);
  return checked.ok ? checked.data : EMPTY;
}

/** The index of a guest item id `guest-<index>`, or null. */
export function guestIndexOf(id: string, length: number): number | null {
  const match = /^guest-(\d+)$/.exec(id);
  const index = match ? Number(match[1]) : -1;
  return index >= 0 && index < length ? index : null;
}
