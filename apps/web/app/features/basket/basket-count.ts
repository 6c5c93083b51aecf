import type { ApiClient } from '../../lib/api-client.ts';
import type { ShellUser } from '../../lib/request-context.ts';
import { readGuestBasket } from '../../shared/basket/guest-basket.ts';

/**
 * How many items the basket holds: the account's basket when signed in, the basket cookie for guests. The
 * count is a badge: a failed look-up shows none rather than failing the page.
 */
export async function basketCount(api: ApiClient, user: ShellUser | null, request: Request): Promise<number> {
  if (!user) return (await readGuestBasket(request)).length;
  try {
    return (await api.getBasketCount()).count;
  } catch {
    return 0;
  }
}
