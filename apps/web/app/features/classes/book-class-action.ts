import type { ApiClient } from '../../platform/api-client.ts';
import { signInFirst } from '../../platform/route-guards.ts';

export type BookClassResult =
  | { ok: true; status: 'booked' | 'waitlisted'; position: number | null }
  | { ok: false; message: string };

/**
 * Books the posted session for the signed-in user, paid with the chosen membership or at the venue; a visitor signs in first and comes back to the same
 * timetable (the page's own path and filters, never another address).
 */
export async function bookClass(
  api: ApiClient,
  signedIn: boolean,
  request: Request,
  locale: string,
): Promise<BookClassResult> {
  // A hydrated page posts to its data URL (`/en/classes.data`): the way back is the page's own address.
  if (!signedIn) throw signInFirst(request, locale);
  const form = await request.formData();
  const sessionId = String(form.get('sessionId') ?? '');
  // "At the venue" posts an empty membership.
  const membershipId = String(form.get('membershipId') ?? '') || undefined;
  const answer = await api.bookClass(sessionId, membershipId);
  if (!answer.ok) return { ok: false, message: answer.error.message };
  const { status, waitlistPosition } = answer.data;
  return {
    ok: true,
    status: status === 'waitlisted' ? 'waitlisted' : 'booked',
    position: waitlistPosition,
  };
}
