import { data, redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import { signInFirst } from '../../lib/route-guards.ts';

export type MembershipsActionResult =
  | { ok: true; intent: 'cancel' | 'freeze' | 'unfreeze' | 'renew-on' | 'renew-off' }
  | { ok: false; message: string };

const CHANGES = new Set(['cancel', 'freeze', 'unfreeze'] as const);
type Change = typeof CHANGES extends Set<infer T> ? T : never;
const isChange = (intent: string): intent is Change => CHANGES.has(intent as Change);

/**
 * Buys a plan (a visitor signs in first and comes back to the same page) and then shows it under "My
 * memberships"; pauses, resumes or cancels an own membership, or turns its renewal on or off. A refusal comes
 * back with its message.
 */
export async function runMembershipsAction(
  api: ApiClient,
  signedIn: boolean,
  request: Request,
  locale: string,
): Promise<MembershipsActionResult> {
  if (!signedIn) throw signInFirst(request, locale);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  if (intent === 'buy') {
    const bought = await api.buyMembership(String(form.get('planId') ?? ''), String(form.get('key') ?? ''));
    if (!bought.ok) return { ok: false, message: bought.error.message };
    throw redirect(
      `/${locale}/memberships?mine=1&bought=${bought.data.status === 'active' ? 'active' : 'pending'}`,
    );
  }
  if (intent === 'renew-on' || intent === 'renew-off') {
    const turned = await api.setMembershipAutoRenew(String(form.get('id') ?? ''), intent === 'renew-on');
    return turned.ok ? { ok: true, intent } : { ok: false, message: turned.error.message };
  }
  if (!isChange(intent)) throw data(null, { status: 400 });
  const changed = await api.changeMyMembership(String(form.get('id') ?? ''), intent);
  return changed.ok ? { ok: true, intent } : { ok: false, message: changed.error.message };
}
