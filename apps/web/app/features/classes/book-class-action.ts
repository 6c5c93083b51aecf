import { redirect } from 'react-router';
import type { ApiClient } from '../../lib/api-client.ts';
import { documentUrl } from '../../lib/document-url.ts';
import { signInFirst } from '../../lib/route-guards.ts';
import { widgetPath, widgetRedirect } from '../../lib/widget-path.ts';
import { formBackSearch } from '../../shared/forms/form-back.ts';

/** A place's own timetable (`…/location/{place}/classes`, in the marketplace or a business's widget). */
const PLACE_TIMETABLE = /\/location\/([^/?#]+)\/classes$/;

export type BookClassResult =
  | { ok: true; status: 'booked' | 'waitlisted'; position: number | null }
  | { ok: false; message: string };

/**
 * Books the posted session for the signed-in user, paid with the chosen membership or at the venue; a visitor signs in first and comes back to the same
 * timetable (the page's own path and filters, never another address). A class asking a form first opens it.
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
  if (!answer.ok) {
    // A class asking a form before booking (issue 19): the form opens, and leads back to the timetable.
    const formId = answer.error.code === 'FORM_REQUIRED' ? answer.error.details?.formId : undefined;
    // A business's widget fills it in its own form page; a widget page naming no business has none (ADR
    // 019): there the API's message says what is missing.
    const page = documentUrl(request);
    const formsHere = widgetPath(page.pathname, `/${locale}/forms/new`) !== null;
    if (typeof formId === 'string' && formsHere) {
      const started = await api.startForm(formId);
      if (started.ok) {
        // Back to this timetable (a place's own, if it was), its filters kept: the class is still there to
        // book with the form sent.
        const filters = page.searchParams;
        filters.delete('index');
        const place = PLACE_TIMETABLE.exec(page.pathname)?.[1];
        const back = formBackSearch({
          to: 'classes',
          query: filters.toString(),
          ...(place ? { place } : {}),
        });
        throw redirect(widgetRedirect(request, `/${locale}/forms/${started.data.id}?${back}`), 303);
      }
    }
    return { ok: false, message: answer.error.message };
  }
  const { status, waitlistPosition } = answer.data;
  return {
    ok: true,
    status: status === 'waitlisted' ? 'waitlisted' : 'booked',
    position: waitlistPosition,
  };
}
