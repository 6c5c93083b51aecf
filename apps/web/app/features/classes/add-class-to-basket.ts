import { data } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import type { ShellUser } from '../../lib/request-context.ts';
import { addToBasket } from '../../shared/basket/add-to-basket.ts';

/** What the timetable says after "Add to basket": added, or why not (the page words it). */
export type AddClassResult =
  | { ok: true; status: 'basket' }
  | { ok: false; reason: 'full' | 'taken' }
  | { ok: false; reason: 'refused'; message: string };

/**
 * Puts the posted session in the basket, beside services: the account's basket when signed in, the basket
 * cookie for a guest (ADR 007). Checkout books it with the rest in one transaction.
 */
export async function addClassToBasket(
  api: ApiClient,
  user: ShellUser | null,
  sessionId: string,
  request: Request,
) {
  const outcome = await addToBasket(api, user, request, { sessionId });
  if (!outcome.ok) {
    const refusal: AddClassResult =
      outcome.reason === 'refused'
        ? { ok: false, reason: 'refused', message: outcome.message }
        : { ok: false, reason: outcome.reason };
    return data(refusal);
  }
  return data({ ok: true, status: 'basket' } as AddClassResult, {
    headers: outcome.cookies.map((cookie) => ['Set-Cookie', cookie]),
  });
}
